import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WinnersPageDto } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { resetWinnersStore, useWinnersStore } from '../stores/useWinnersStore';
import { renderApp } from '../../test/render';
import { buildWinner } from '../../test/realtimeFixtures';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetWinnersStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
});

const rows = () => screen.getAllByTestId('winner-row');

describe('Winners page', () => {
  it('shows 10 skeleton rows while loading, then the winners with value, box and player', async () => {
    // The answer is held until the test releases it (the page asks for it after its first frame).
    let release: (page: WinnersPageDto) => void = () => {};
    const answer = new Promise<WinnersPageDto>((resolve) => (release = resolve));
    const first = [
      buildWinner({ username: 'stella', prizeName: 'AirPods 4', prizeValue: '129.00', boxName: 'Gadget Grab', rarity: 'epic' }),
      buildWinner(),
    ];
    routeFetch({ 'GET /api/winners': () => answer });
    renderApp('/winners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winners' })).toBeInTheDocument();
    expect(screen.getAllByTestId('winner-skeleton')).toHaveLength(10);

    await act(async () => release({ entries: first, nextCursor: null, seq: 3 }));
    expect(await screen.findAllByTestId('winner-row')).toHaveLength(2);
    const row = within(rows()[0]!);
    expect(row.getByText('AirPods 4')).toBeInTheDocument();
    expect(row.getByText('Epic')).toBeInTheDocument();
    expect(row.getByText('$129.00')).toBeInTheDocument();
    expect(row.getByText(/stella · Gadget Grab/)).toBeInTheDocument();
    expect(screen.queryByTestId('winner-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Winners' })).not.toBeInTheDocument();
    expect(document.title).toBe('Winners · Nova');
  });

  it("'Load More Winners' really loads the next page through the cursor", async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 20 }, () => buildWinner());
    const page2 = Array.from({ length: 5 }, () => buildWinner());
    const { calls } = routeFetch({
      'GET /api/winners': (url) =>
        url.searchParams.get('cursor') === 'cursor-1'
          ? { entries: page2, nextCursor: null, seq: 9 }
          : { entries: page1, nextCursor: 'cursor-1', seq: 9 },
    });
    renderApp('/winners');
    await screen.findAllByTestId('winner-row');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More Winners' }));
    expect(await screen.findByText(page2[4]!.prizeName)).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(calls.filter((u) => u.pathname === '/api/winners').map((u) => u.searchParams.get('cursor'))).toEqual([null, 'cursor-1']);
    expect(screen.queryByRole('button', { name: 'Load More Winners' })).not.toBeInTheDocument();
    expect(screen.getByText("That's everyone so far.")).toBeInTheDocument();
  });

  it('puts a live winner at the top with a New mark', async () => {
    routeFetch({ 'GET /api/winners': () => ({ entries: [buildWinner()], nextCursor: null, seq: 4 }) });
    renderApp('/winners');
    await screen.findAllByTestId('winner-row');
    const live = buildWinner({ prizeName: 'Rolex Submariner', createdAt: '2026-06-01T00:00:00.000Z' });
    act(() => useWinnersStore.getState().announced({ seq: 5, winner: live }));
    const top = within(rows()[0]!);
    expect(top.getByText('Rolex Submariner')).toBeInTheDocument();
    expect(top.getByText('New')).toBeInTheDocument();
    expect(rows()[0]).toHaveAttribute('data-fresh', 'true');
  });

  it('shows an empty state with a way to the boxes, and an error state with retry', async () => {
    routeFetch({ 'GET /api/winners': () => ({ entries: [], nextCursor: null, seq: 0 }) });
    const { unmount } = renderApp('/winners');
    expect(await screen.findByRole('heading', { name: 'No winners yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse boxes' })).toHaveAttribute('href', '/boxes');
    unmount();

    resetWinnersStore();
    routeFetch({ 'GET /api/winners': () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }) });
    renderApp('/winners');
    expect(await screen.findByText("We couldn't load the winners.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
