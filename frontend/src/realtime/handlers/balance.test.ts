import { FakeSocket } from '../../../test/fakeSocket';
import { buildUser } from '../../../test/fixtures';
import { useSessionStore } from '../../stores/useSessionStore';
import { refreshUser } from '../../auth/session';
import { registerBalanceHandlers } from './balance';

const changed = (seq: number, balance: number) => ({ seq, balance, delta: 1, kind: 'grant', at: '2026-01-15T12:00:00.000Z' });

beforeEach(() => {
  useSessionStore.setState({ token: 't', user: buildUser({ balance: 1000, balanceVersion: 5 }), loading: false });
});

describe('balance:changed', () => {
  it('updates the session balance only with a newer version', () => {
    const socket = new FakeSocket();
    const stop = registerBalanceHandlers(socket.asSocket());
    socket.deliver('balance:changed', changed(6, 1200));
    expect(useSessionStore.getState().user).toMatchObject({ balance: 1200, balanceVersion: 6 });
    socket.deliver('balance:changed', changed(5, 900)); // older: dropped
    socket.deliver('balance:changed', changed(6, 900)); // same: dropped
    expect(useSessionStore.getState().user).toMatchObject({ balance: 1200, balanceVersion: 6 });
    socket.deliver('balance:changed', { seq: 7 }); // malformed: ignored
    expect(useSessionStore.getState().user?.balance).toBe(1200);
    stop();
    socket.deliver('balance:changed', changed(8, 50));
    expect(useSessionStore.getState().user?.balance).toBe(1200);
  });

  it('does nothing when signed out', () => {
    useSessionStore.setState({ token: null, user: null });
    const socket = new FakeSocket();
    registerBalanceHandlers(socket.asSocket());
    socket.deliver('balance:changed', changed(9, 1));
    expect(useSessionStore.getState().user).toBeNull();
  });
});

describe('resync after an unrecovered reconnect', () => {
  it('applies the GET /api/me snapshot when it is newer, and keeps a newer delta otherwise', async () => {
    const api = { json: jest.fn().mockResolvedValue(buildUser({ balance: 1500, balanceVersion: 8 })) };
    await refreshUser(api);
    expect(api.json).toHaveBeenCalledWith('GET', '/api/me', undefined, { auth: true });
    expect(useSessionStore.getState().user).toMatchObject({ balance: 1500, balanceVersion: 8 });

    useSessionStore.getState().updateUser({ balance: 1700, balanceVersion: 10 });
    api.json.mockResolvedValue(buildUser({ balance: 1600, balanceVersion: 9 }));
    await refreshUser(api);
    expect(useSessionStore.getState().user).toMatchObject({ balance: 1700, balanceVersion: 10 });
  });
});
