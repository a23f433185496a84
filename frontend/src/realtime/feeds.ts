import { useEffect, useRef } from 'react';
import type { Feed } from '@nova/protocol';
import { whenDue } from '../firstLoad/schedule';
import { appSocket, type SocketSource } from './live';

type Ready = () => void;
type Refused = (code: string) => void;

interface Entry {
  count: number;
  ready: Set<Ready>;
  refused: Set<Refused>;
  subscribed: boolean;
}

export interface FeedManager {
  /**
   * Keeps the socket subscribed to `feed` while retained. `onReady` runs after every successful
   * subscription (the first, and again after a reconnection the server could not recover): load the REST
   * snapshot there, so no delta can fall between the snapshot and the subscription. `onRefused` gets the
   * ack's error code (e.g. STAFF_REQUIRED). Returns the release function.
   */
  retain(feed: Feed, onReady: Ready, onRefused?: Refused): () => void;
  /** Reads `feed`'s snapshot again (its `onReady` callbacks) while it is subscribed: its stream lost a fact. */
  refresh(feed: Feed): void;
}

/**
 * Feed subscriptions with reference counts over one socket: the first retainer subscribes, the last one
 * unsubscribes. After an unrecovered reconnection every retained feed is subscribed again (a recovered one
 * keeps its rooms on the server, and its missed events are replayed). Feeds retained before the socket exists
 * are subscribed on its first connection.
 */
export function createFeedManager(source: SocketSource): FeedManager {
  const feeds = new Map<Feed, Entry>();
  const connected = () => source.current()?.connected ?? false;

  const subscribe = (feed: Feed) => {
    source.current()?.emit('feed:subscribe', { feed }, (ack) => {
      const entry = feeds.get(feed);
      if (!entry) return;
      if (ack.ok) {
        entry.subscribed = true;
        entry.ready.forEach((fn) => fn());
      } else entry.refused.forEach((fn) => fn(ack.error.code));
    });
  };

  source.attach((socket) => {
    socket.on('connect', () => {
      if (socket.recovered) return;
      for (const [feed, entry] of feeds) {
        entry.subscribed = false;
        subscribe(feed);
      }
    });
    socket.on('disconnect', () => {
      for (const entry of feeds.values()) entry.subscribed = false;
    });
  });

  return {
    retain(feed, onReady, onRefused) {
      let entry = feeds.get(feed);
      if (!entry) {
        entry = { count: 0, ready: new Set(), refused: new Set(), subscribed: false };
        feeds.set(feed, entry);
      }
      entry.count += 1;
      entry.ready.add(onReady);
      if (onRefused) entry.refused.add(onRefused);
      if (entry.subscribed) onReady();
      else if (entry.count === 1 && connected()) subscribe(feed);

      let released = false;
      return () => {
        if (released || !entry) return;
        released = true;
        entry.count -= 1;
        entry.ready.delete(onReady);
        if (onRefused) entry.refused.delete(onRefused);
        if (entry.count > 0) return;
        feeds.delete(feed);
        if (connected() && entry.subscribed) source.current()?.emit('feed:unsubscribe', { feed }, () => {});
      };
    },
    refresh(feed) {
      const entry = feeds.get(feed);
      if (entry?.subscribed) entry.ready.forEach((fn) => fn());
    },
  };
}

/** The app's feed manager over its one socket (created after the first render). */
export const feeds: FeedManager = createFeedManager(appSocket);

/**
 * Keeps `feed` subscribed while the calling component is mounted. `onReady` (load the snapshot) runs after
 * each successful subscription; it also runs once at mount when the socket is not connected, so the page shows
 * data without live updates (after the next paint, so the page's first frame is not held back by the request). The latest callbacks are used (no need to memoise them).
 */
export function useFeed(
  feed: Feed,
  onReady: Ready,
  onRefused?: Refused,
  manager: FeedManager = feeds,
  connected = appSocket.current()?.connected ?? false,
): void {
  const ready = useRef(onReady);
  const refused = useRef(onRefused);
  ready.current = onReady;
  refused.current = onRefused;
  useEffect(() => {
    // Without a socket yet (the first page), after the frame that shows the page.
    const cancel = connected ? undefined : whenDue('feedSnapshots', () => ready.current());
    const release = manager.retain(
      feed,
      () => ready.current(),
      (code) => refused.current?.(code),
    );
    return () => {
      cancel?.();
      release();
    };
    // `connected` is read at mount only: later connections subscribe through the manager.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feed, manager]);
}
