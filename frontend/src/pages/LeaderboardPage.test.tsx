import { act, screen, within } from '@testing-library/react';
import { initI18n } from '../i18n';
import { resetLeaderboardStore, useLeaderboardStore } from '../stores/useLeaderboardStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { buildBoard } from '../../test/realtimeFixtures';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetLeaderboardStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
});

const players = [
  { id: 'a', username: 'Ann', totalSpent: 9_000, boxesOpened: 4 },
  { id: 'b', username: 'Bo', totalSpent: 5_000, boxesOpened: 2 },
  { id: 'c', username: 'Cy', totalSpent: 2_500, boxesOpened: 5 },
  { id: 'd', username: 'Dee', totalSpent: 1_000, boxesOpened: 1 },
];

describe('Leaderboard page', () => {
  it('shows the competition, countdown, podium, full ranking, prize breakdown and terms', async () => {
    useSessionStore.setState({ user: buildUser({ id: 'd', username: 'Dee' }), token: 't' });
    routeFetch({ 'GET /api/leaderboard/current': () => buildBoard(players, 7) });
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText(/share \$500\.00, paid in coins/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^03:25:0[5-7]$/);

    const podium = within(screen.getByRole('list', { name: 'Top 3' }));
    expect(podium.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Ann'),
      expect.stringContaining('Bo'),
      expect.stringContaining('Cy'),
    ]);
    expect(podium.getByText('$150.00')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Full ranking' }));
    const rows = table.getAllByTestId('ranking-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('9,000')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('$50.00')).toBeInTheDocument();

    const breakdown = within(screen.getByRole('region', { name: 'Prize breakdown' }));
    expect(breakdown.getAllByRole('listitem')).toHaveLength(11);
    expect(breakdown.getByText('$500.00')).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Terms' }));
    expect(terms.getByText('The leaderboard resets daily at 00:00 UTC.')).toBeInTheDocument();
    expect(terms.getByText('Free daily boxes do not count.')).toBeInTheDocument();
    expect(terms.getByText('Fraud or abuse leads to disqualification.')).toBeInTheDocument();
  });

  it('moves the ranking on a newer tick and ignores an older one', async () => {
    routeFetch({ 'GET /api/leaderboard/current': () => buildBoard(players, 7) });
    renderApp('/leaderboard');
    await screen.findByRole('table', { name: 'Full ranking' });
    const names = () => screen.getAllByTestId('ranking-row').map((r) => r.textContent);
    act(() => useLeaderboardStore.getState().ticked({ seq: 6, leaderboard: buildBoard([players[3]!], 6) }));
    expect(names()).toHaveLength(4);
    act(() =>
      useLeaderboardStore
        .getState()
        .ticked({ seq: 8, leaderboard: buildBoard([{ ...players[3]!, totalSpent: 20_000 }, ...players.slice(0, 3)], 8) }),
    );
    expect(names()[0]).toContain('Dee');
    expect(screen.getAllByTestId('ranking-row')[0]).toHaveAttribute('data-changed', 'true');
  });

  it("shows the day's own terms when an admin set them: name, description, total and breakdown from the server", async () => {
    const board = {
      ...buildBoard(players.slice(0, 3), 4),
      termsVersion: 2,
      name: 'Weekend Sprint',
      description: 'Two places, $300.',
      totalPrize: 300,
      prizeDistribution: [
        { position: 1, amount: 200 },
        { position: 2, amount: 100 },
      ],
    };
    routeFetch({ 'GET /api/leaderboard/current': () => board });
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend Sprint' })).toBeInTheDocument();
    expect(screen.getByText('Two places, $300.')).toBeInTheDocument();
    expect(screen.queryByText(/share \$500\.00/)).toBeNull();
    const breakdown = within(screen.getByRole('region', { name: 'Prize breakdown' }));
    expect(breakdown.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#1$200.00', '#2$100.00', 'Total$300.00']);
  });

  it('invites players to open a box when nobody has today', async () => {
    routeFetch({ 'GET /api/leaderboard/current': () => buildBoard([], 1) });
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { name: 'No one has opened a box today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse boxes' })).toHaveAttribute('href', '/boxes');
  });
});
