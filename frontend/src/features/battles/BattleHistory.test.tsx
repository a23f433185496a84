import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildBattle, buildSeat, summaryOf } from '../../../test/battleFixtures';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { routeFetch } from '../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => useSessionStore.setState({ user: buildUser({ username: 'alice' }), token: 't', loading: false }));

describe("the history's battles tab", () => {
  it("lists the player's battles with their outcome, a page at a time", async () => {
    const won = buildBattle({ status: 'finished', winnerTeam: 0 });
    const lost = buildBattle({ status: 'finished', winnerTeam: 1, seats: [buildSeat(0, { username: 'alice' }), buildSeat(1, { username: 'bob' })] });
    const older = buildBattle({ status: 'cancelled' });
    const { calls } = routeFetch({
      'GET /api/history': () => ({ entries: [], nextCursor: null }),
      'GET /api/battles/mine': (url) =>
        url.searchParams.get('cursor') ? { entries: [summaryOf(older)], nextCursor: null } : { entries: [won, lost].map(summaryOf), nextCursor: 'c1' },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Battles' }));
    const rows = await screen.findAllByTestId('battle-history-row');
    expect(within(rows[0]!).getByText('Won')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Lost')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '1 vs 1' })).toHaveAttribute('href', `/battles/${won.id}`);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('battle-history-row')).toHaveLength(3));
    expect(calls.filter((u) => u.pathname === '/api/battles/mine').map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c1']);
  });
});
