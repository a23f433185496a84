import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OverviewDto, OverviewFiguresDto, OverviewPeriod } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetOverviewStore, useOverviewStore } from '../../../stores/useOverviewStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  resetOverviewStore();
  useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true }), token: 't', loading: false });
});

const figures = (overrides: Partial<OverviewFiguresDto> = {}): OverviewFiguresDto => ({
  revenueCents: 4_500,
  purchases: 3,
  refundedCents: 1_000,
  coinsSpent: 5_000,
  prizeValueCents: 3_800,
  grossMarginCents: 1_200,
  resaleCoins: 640,
  resales: 1,
  openings: 6,
  freeClaims: 1,
  freePrizeValueCents: 250,
  activePlayers: 3,
  signUps: 1,
  ...overrides,
});

const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 4, 17) + i * 86_400_000).toISOString().slice(0, 10),
  openings: i === 29 ? 6 : i === 26 ? 1 : 0,
  coinsSpent: i === 29 ? 5_000 : i === 26 ? 500 : 0,
}));

function dto(period: OverviewPeriod, seq: number, overrides: Partial<OverviewFiguresDto> = {}): OverviewDto {
  return {
    period,
    from: period === 'all' ? null : '2026-06-15T00:00:00.000Z',
    to: '2026-06-16T00:00:00.000Z',
    seq,
    figures: figures(overrides),
    openingsPerDay: days,
  };
}

/** The overview API: `answers[period]` is the list of answers, one per call (the last repeats). */
function serve(answers: Partial<Record<OverviewPeriod, OverviewDto[]>>) {
  const count: Record<string, number> = {};
  const { calls } = routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/staff/openings': () => ({ entries: [], seq: 0 }),
    'GET /api/admin/overview': (url) => {
      const period = (url.searchParams.get('period') ?? 'today') as OverviewPeriod;
      const list = answers[period] ?? [];
      const i = Math.min(count[period] ?? 0, list.length - 1);
      count[period] = (count[period] ?? 0) + 1;
      return list[i] ?? { status: 500, body: { code: 'INTERNAL', message: 'boom' } };
    },
  });
  return { overviewCalls: () => calls.filter((u) => u.pathname === '/api/admin/overview').map((u) => u.searchParams.get('period')) };
}

const figure = (id: string) => screen.getByTestId(`figure-${id}`);
/** The section's code loads lazily: allow for a busy machine. */
const LOADED = { timeout: 5_000 };

describe('admin console: Overview section', () => {
  it("is where /admin opens for admins: today's figures, the 30-day chart and links to the other sections", async () => {
    serve({ today: [dto('today', 10)] });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(await screen.findByTestId('figure-openings', {}, LOADED)).toHaveTextContent('6');
    expect(figure('revenue')).toHaveTextContent('$45.00');
    expect(screen.getByText('Coin purchases less refunds (purchases: 3, refunded: $10.00)')).toBeInTheDocument();
    expect(figure('coinsSpent')).toHaveTextContent('5,000');
    expect(figure('prizeValue')).toHaveTextContent('$38.00');
    expect(figure('grossMargin')).toHaveTextContent('$12.00');
    expect(screen.getByText('Coins spent minus prizes awarded (24%)')).toBeInTheDocument();
    expect(figure('resaleCoins')).toHaveTextContent('640');
    expect(screen.getByText('Coins credited for resold prizes (resales: 1)')).toBeInTheDocument();
    expect(figure('freeClaims')).toHaveTextContent('1');
    expect(screen.getByText('Claims, worth $2.50 in prizes (not in the paid figures)')).toBeInTheDocument();
    expect(figure('activePlayers')).toHaveTextContent('3');
    expect(figure('signUps')).toHaveTextContent('1');
    expect(screen.getByText('Since Jun 15, 2026, 00:00 UTC')).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(30);
    expect(screen.getByRole('img', { name: /^7 in 30 days; busiest day: Jun 15 \(6\)$/ })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Other sections' }));
    expect(links.getByRole('link', { name: /Leaderboard/ })).toHaveAttribute('href', '/admin/leaderboard');
    expect(links.queryByRole('link', { name: /Overview/ })).toBeNull();
  });

  it('switches periods with the tabs, reading each period once', async () => {
    const user = userEvent.setup();
    const api = serve({
      today: [dto('today', 10)],
      '30d': [dto('30d', 10, { openings: 8, grossMarginCents: -500 })],
      all: [dto('all', 10, { openings: 9 })],
    });
    renderApp('/admin/overview');
    expect(await screen.findByTestId('figure-openings', {}, LOADED)).toHaveTextContent('6');
    await user.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    await waitFor(() => expect(figure('openings')).toHaveTextContent('8'));
    expect(figure('grossMargin')).toHaveTextContent('-$5.00');
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(figure('openings')).toHaveTextContent('9'));
    expect(screen.getByText('Since the shop opened')).toBeInTheDocument();
    expect(api.overviewCalls()).toEqual(['today', '30d', 'all']);
  });

  it('reads the figures again when a newer overview:changed arrives, and only then', async () => {
    const api = serve({ today: [dto('today', 10), dto('today', 12, { openings: 7, coinsSpent: 5_500 })] });
    renderApp('/admin/overview');
    expect(await screen.findByTestId('figure-openings', {}, LOADED)).toHaveTextContent('6');
    act(() => useOverviewStore.getState().changed({ seq: 9, at: '2026-06-15T12:00:00.000Z' }));
    expect(api.overviewCalls()).toEqual(['today']);
    act(() => useOverviewStore.getState().changed({ seq: 11, at: '2026-06-15T12:00:01.000Z' }));
    await waitFor(() => expect(figure('openings')).toHaveTextContent('7'));
    expect(figure('coinsSpent')).toHaveTextContent('5,500');
    expect(api.overviewCalls()).toEqual(['today', 'today']);
  });

  it('says when the figures cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/admin/overview');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('The figures could not be loaded.');
    serve({ today: [dto('today', 3)] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('figure-openings', {}, LOADED)).toHaveTextContent('6');
  });
});
