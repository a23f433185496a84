import { FakeSocket } from '../../../test/fakeSocket';
import { useActivityStore } from '../../stores/useActivityStore';
import { registerActivityHandlers } from './activity';

const at = '2026-01-15T12:00:00.000Z';

beforeEach(() => useActivityStore.setState({ unboxings: 0, shipments: 0, dailyBonus: 0, resyncs: 0 }));

describe('the player activity facts', () => {
  it('keep the newest seq of each stream and ignore malformed payloads and other balance changes', () => {
    const socket = new FakeSocket();
    const stop = registerActivityHandlers(socket.asSocket());
    socket.deliver('unboxing:updated', { seq: 5, openingId: 'o1', change: 'opened', at });
    socket.deliver('unboxing:updated', { seq: 4, openingId: 'o0', change: 'resold', at }); // older
    socket.deliver('unboxing:updated', { seq: 9, openingId: 'o2', change: 'exploded', at }); // malformed
    socket.deliver('shipment:updated', { seq: 3, shipmentId: 's1', openingId: 'o1', status: 'shipped', trackingNumber: 'T', at });
    socket.deliver('balance:changed', { seq: 7, balance: 100, delta: 50, kind: 'daily-bonus', at });
    socket.deliver('balance:changed', { seq: 8, balance: 50, delta: -50, kind: 'opening', at });
    expect(useActivityStore.getState()).toMatchObject({ unboxings: 5, shipments: 3, dailyBonus: 7 });
    stop();
    socket.deliver('unboxing:updated', { seq: 6, openingId: 'o3', change: 'opened', at });
    expect(useActivityStore.getState().unboxings).toBe(5);
  });
});
