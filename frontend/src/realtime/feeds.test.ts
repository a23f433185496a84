import { FakeSocket } from '../../test/fakeSocket';
import { buildWinner } from '../../test/realtimeFixtures';
import { resetWinnersStore, useWinnersStore } from '../stores/useWinnersStore';
import { refetchOnGap } from './facts';
import { createFeedManager } from './feeds';
import { fixedSocket, type SocketSource } from './live';
import { GAP_WAIT_MS } from './merge';
import type { NovaSocket } from './socket';

const subscribes = (s: FakeSocket) => s.emitted.filter((e) => e.event === 'feed:subscribe').map((e) => e.payload);

describe('feed subscriptions', () => {
  it('subscribes on connect, once for several retainers, and loads the snapshot after each subscription', () => {
    const socket = new FakeSocket();
    const feeds = createFeedManager(fixedSocket(socket.asSocket()));
    const first = jest.fn();
    const second = jest.fn();
    const releaseFirst = feeds.retain('winners', first);
    expect(subscribes(socket)).toEqual([]); // not connected yet
    socket.connectNow();
    expect(subscribes(socket)).toEqual([{ feed: 'winners' }]);
    expect(first).toHaveBeenCalledTimes(1);

    const releaseSecond = feeds.retain('winners', second);
    expect(subscribes(socket)).toHaveLength(1);
    expect(second).toHaveBeenCalledTimes(1); // already subscribed: load the snapshot now

    releaseFirst();
    expect(socket.emitted.some((e) => e.event === 'feed:unsubscribe')).toBe(false);
    releaseSecond();
    expect(socket.emitted.filter((e) => e.event === 'feed:unsubscribe').map((e) => e.payload)).toEqual([{ feed: 'winners' }]);
  });

  it('subscribes again and reloads after an unrecovered reconnect, but not after a recovered one', () => {
    const socket = new FakeSocket();
    const feeds = createFeedManager(fixedSocket(socket.asSocket()));
    socket.connectNow();
    const ready = jest.fn();
    feeds.retain('leaderboard', ready);
    expect(ready).toHaveBeenCalledTimes(1);

    socket.disconnectNow();
    socket.connectNow(true); // recovered: the server kept the rooms and replays what was missed
    expect(subscribes(socket)).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);

    socket.disconnectNow();
    socket.connectNow(false); // not recovered: rooms are gone, events were missed
    expect(subscribes(socket)).toHaveLength(2);
    expect(ready).toHaveBeenCalledTimes(2);
  });

  it('reports a refused staff feed with its code and does not treat it as ready', () => {
    const socket = new FakeSocket();
    socket.answer = () => ({ ok: false, error: { code: 'STAFF_REQUIRED', message: 'Staff privileges required' } });
    const feeds = createFeedManager(fixedSocket(socket.asSocket()));
    socket.connectNow();
    const ready = jest.fn();
    const refused = jest.fn();
    feeds.retain('staff:feed', ready, refused);
    expect(refused).toHaveBeenCalledWith('STAFF_REQUIRED');
    expect(ready).not.toHaveBeenCalled();
  });

  it('subscribes feeds retained before the socket existed once it is created and connects', () => {
    const socket = new FakeSocket();
    let created: NovaSocket | null = null;
    const waiting: Array<(s: NovaSocket) => void> = [];
    const later: SocketSource = { current: () => created, attach: (take) => void waiting.push(take) };
    const feeds = createFeedManager(later);
    const ready = jest.fn();
    feeds.retain('stats', ready); // the page mounted before the realtime layer loaded
    expect(ready).not.toHaveBeenCalled();

    created = socket.asSocket();
    waiting.forEach((take) => take(socket.asSocket()));
    expect(subscribes(socket)).toEqual([]);
    socket.connectNow();
    expect(subscribes(socket)).toEqual([{ feed: 'stats' }]);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

describe('a lost fact reads the feed snapshot again', () => {
  it('refresh reloads the snapshot of a subscribed feed only', () => {
    const socket = new FakeSocket();
    const feeds = createFeedManager(fixedSocket(socket.asSocket()));
    const ready = jest.fn();
    feeds.retain('winners', ready);
    feeds.refresh('winners'); // not subscribed yet (not connected)
    expect(ready).not.toHaveBeenCalled();
    socket.connectNow();
    expect(ready).toHaveBeenCalledTimes(1);
    feeds.refresh('winners');
    expect(ready).toHaveBeenCalledTimes(2);
    expect(subscribes(socket)).toHaveLength(1); // the room is kept: only the snapshot is read again
  });

  it('a winners number still missing GAP_WAIT_MS after a later one arrived refreshes the winners feed', () => {
    jest.useFakeTimers();
    try {
      resetWinnersStore();
      const manager = { refresh: jest.fn() };
      const stop = refetchOnGap(useWinnersStore, (s) => s.cursor, 'winners', manager);
      const store = useWinnersStore.getState();
      store.snapshotStarted();
      store.snapshotLoaded({ entries: [], nextCursor: null, seq: 3 });
      store.announced({ seq: 5, winner: buildWinner() });
      jest.advanceTimersByTime(GAP_WAIT_MS);
      expect(manager.refresh).toHaveBeenCalledWith('winners');
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
