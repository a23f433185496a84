import { FakeSocket } from '../../../test/fakeSocket';
import { buildUser } from '../../../test/fixtures';
import { useSessionStore } from '../../stores/useSessionStore';
import { refreshUser } from '../../auth/session';
import { useToastStore } from '../../stores/useToastStore';
import { initI18n } from '../../i18n';
import { registerBalanceHandlers } from './balance';

beforeAll(() => initI18n('en'));

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

  it('announces the welcome coins with a toast (once the push is not older than the held balance)', () => {
    useToastStore.setState({ toasts: [] });
    const socket = new FakeSocket();
    const stop = registerBalanceHandlers(socket.asSocket());
    socket.deliver('balance:changed', { seq: 6, balance: 1050, delta: 50, kind: 'welcome', at: '2026-01-15T12:00:00.000Z' });
    expect(useSessionStore.getState().user?.balance).toBe(1050);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Welcome to Nova!', description: '50 welcome coins were added to your balance.', variant: 'success' });
    useToastStore.setState({ toasts: [] });
    socket.deliver('balance:changed', { seq: 4, balance: 50, delta: 50, kind: 'welcome', at: '2026-01-15T12:00:00.000Z' }); // older: silent
    socket.deliver('balance:changed', changed(7, 1100)); // another kind: silent
    expect(useToastStore.getState().toasts).toEqual([]);
    stop();
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
