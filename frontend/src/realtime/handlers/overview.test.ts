import { FakeSocket } from '../../../test/fakeSocket';
import { resetOverviewStore, useOverviewStore } from '../../stores/useOverviewStore';
import { registerOverviewHandlers } from './overview';

beforeEach(() => resetOverviewStore());

describe('overview:changed', () => {
  it('keeps the newest valid notice; older, repeated and malformed ones are dropped', () => {
    const socket = new FakeSocket();
    const stop = registerOverviewHandlers(socket.asSocket());
    socket.deliver('overview:changed', { seq: 5, at: '2026-06-15T12:00:00.000Z' });
    expect(useOverviewStore.getState().seq).toBe(5);
    socket.deliver('overview:changed', { seq: 4, at: '2026-06-15T12:00:01.000Z' });
    socket.deliver('overview:changed', { seq: 9 });
    socket.deliver('overview:changed', { seq: 9, at: '2026-06-15T12:00:02.000Z', figures: {} });
    expect(useOverviewStore.getState().seq).toBe(5);
    stop();
    socket.deliver('overview:changed', { seq: 10, at: '2026-06-15T12:00:03.000Z' });
    expect(useOverviewStore.getState().seq).toBe(5);
  });
});
