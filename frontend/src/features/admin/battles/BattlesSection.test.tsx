import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../i18n';
import { registerBattleHandlers } from '../../../realtime/handlers/battles';
import { resetBattleStore } from '../../../stores/useBattleStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildBattle, buildSeat, summaryOf } from '../../../../test/battleFixtures';
import { FakeSocket } from '../../../../test/fakeSocket';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetBattleStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ id: 'me', role: 'admin', isAdmin: true, username: 'boss' }), token: 't', loading: false });
});

describe('admin battles section', () => {
  it('lists every battle (private too), filters by status, follows the lobby feed, and cancels a stuck one', async () => {
    const stuck = buildBattle({ status: 'running', visibility: 'private', creator: 'zed' });
    const done = buildBattle({ status: 'finished', winnerTeam: 0 });
    const waiting = buildBattle({ seq: 2 });
    const { calls } = routeFetch({
      'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
      'GET /api/admin/battles': (url) => {
        const status = url.searchParams.get('status');
        return { entries: [stuck, done, waiting].filter((b) => !status || b.status === status).map(summaryOf), nextCursor: null };
      },
      [`POST /api/battles/${stuck.id}/cancel`]: () => ({ status: 200, body: { ...stuck, status: 'cancelled', seq: 9 } }),
    });
    const socket = new FakeSocket();
    const stop = registerBattleHandlers(socket.asSocket());
    const user = userEvent.setup();
    renderApp('/admin/battles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Battles' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('admin-battle')).toHaveLength(3));
    expect(screen.getByText('Created by zed', { exact: false })).toBeInTheDocument();

    // The waiting one fills and starts, live.
    const started = { ...summaryOf(waiting), status: 'running' as const, seats: [waiting.seats[0]!, buildSeat(1, { kind: 'bot', username: 'Bot' })], seq: 3 };
    act(() => socket.deliver('battle:updated', { seq: 3, battle: started }));
    expect(screen.getAllByTestId('battle-status').map((s) => s.textContent)).toEqual(['Live', 'Finished', 'Live']);
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    const lastList = () => calls.filter((u) => u.pathname === '/api/admin/battles').at(-1)!;
    await waitFor(() => expect(lastList().searchParams.get('status')).toBe('finished'));
    await waitFor(() => expect(screen.getAllByTestId('admin-battle')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-battle')).toHaveLength(3));

    const row = screen.getAllByTestId('admin-battle').find((r) => within(r).queryByText('Private battle'))!;
    await user.click(within(row).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Battle cancelled: every paid seat was refunded.'));
    expect(calls.some((u) => u.pathname === `/api/battles/${stuck.id}/cancel`)).toBe(true);
    stop();
  });
});
