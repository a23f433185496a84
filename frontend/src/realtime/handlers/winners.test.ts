import { FakeSocket } from '../../../test/fakeSocket';
import { buildWinner } from '../../../test/realtimeFixtures';
import { resetWinnersStore, useWinnersStore } from '../../stores/useWinnersStore';
import { registerWinnersHandlers } from './winners';

beforeEach(resetWinnersStore);

describe('winners feed handlers', () => {
  it('apply winner:hidden and winner:unhidden, validated with their schemas, until stopped', () => {
    const [a, b] = [buildWinner(), buildWinner()];
    useWinnersStore.getState().snapshotStarted();
    useWinnersStore.getState().snapshotLoaded({ entries: [a, b], nextCursor: null, seq: 3 });
    const socket = new FakeSocket();
    const stop = registerWinnersHandlers(socket.asSocket());
    socket.deliver('winner:hidden', { seq: 4, winnerId: a.id });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([b.id]);
    socket.deliver('winner:unhidden', { seq: 5, winner: { ...a, prizeValue: 'lots' } }); // malformed: ignored
    socket.deliver('winner:hidden', { seq: 6 }); // malformed: ignored
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([b.id]);
    socket.deliver('winner:unhidden', { seq: 7, winner: a });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([a.id, b.id]);
    stop();
    socket.deliver('winner:hidden', { seq: 8, winnerId: b.id });
    expect(useWinnersStore.getState().entries).toHaveLength(2);
  });
});
