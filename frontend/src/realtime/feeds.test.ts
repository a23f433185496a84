import { FakeSocket } from '../../test/fakeSocket';
import { createFeedManager } from './feeds';
import { fixedSocket, type SocketSource } from './live';
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
