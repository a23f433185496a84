import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore, useStaffStore } from '../../../stores/useStaffStore';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { buildStaffEvent } from '../../../../test/realtimeFixtures';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
});

const feedEntries = [
  buildStaffEvent({ kind: 'big-win', seq: 4, username: 'vega', prizeName: 'Rolex', valueInUSD: '9000.00', boxName: 'Watch Vault' }),
  buildStaffEvent({ kind: 'signup', seq: 3, username: 'nadia' }),
  buildStaffEvent({ kind: 'rate-limit', seq: 2 }),
];

function serve() {
  return routeFetch({
    'GET /api/staff/feed': () => ({ entries: feedEntries, seq: 4 }),
    'GET /api/staff/openings': () => ({ entries: [], seq: 0 }),
  });
}

describe('live openings section', () => {
  it('is refused to players and to visitors', async () => {
    serve();
    useSessionStore.setState({ user: buildUser(), token: 't' });
    const { unmount } = renderApp('/admin/live');
    expect(await screen.findByText('Admin privileges required')).toBeInTheDocument();
    unmount();
    useSessionStore.setState({ user: null, token: null });
    renderApp('/admin/live');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
  });

  it('shows support staff the operations feed, with filters by kind, and the openings stream', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    useSessionStore.setState({ user: buildUser({ role: 'support' }), token: 't' });
    renderApp('/admin/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live openings' })).toBeInTheDocument();
    expect(document.title).toBe('Live openings · Nova');
    const feed = within(await screen.findByRole('list', { name: 'Operations feed' }));
    expect(feed.getByText('Big win: vega won Rolex ($9,000.00) from Watch Vault')).toBeInTheDocument();
    expect(feed.getByText('nadia signed up')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Openings stream' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/staff/openings')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Signups' }));
    expect(screen.getAllByTestId('staff-event').map((li) => li.dataset.kind)).toEqual(['signup']);
    expect(screen.getByRole('button', { name: 'Signups' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('staff-event')).toHaveLength(3);
    expect(document.querySelector('header a[href="/admin"]')).not.toBeNull(); // the top bar's Admin link, for staff too
  });

  it('pauses: new events wait, counted, until resumed', async () => {
    const user = userEvent.setup();
    serve();
    useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true }), token: 't' });
    renderApp('/admin/live');
    await screen.findByRole('list', { name: 'Operations feed' });
    expect(screen.getByRole('heading', { name: 'Openings stream' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => useStaffStore.getState().event(buildStaffEvent({ kind: 'payment', seq: 9, username: 'orion', coins: 5000 })));
    expect(screen.getAllByTestId('staff-event')).toHaveLength(3);
    expect(screen.getByText(/Waiting: 1\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getAllByTestId('staff-event')[0]).toHaveTextContent('orion bought 5,000 coins');
  });
});
