import type { LiveStream } from '../realtime/stream';
import { currentLeaderboard, standingsSignature } from './service';

/** At most one tick per this many milliseconds per node. */
export const TICK_COALESCE_MS = 300;

/**
 * This long after a node's last tick, it sends those standings once more, reliably: a volatile tick dropped
 * while a socket was busy (a burst of openings) is then never the last word a watcher gets.
 */
export const TICK_SETTLE_MS = 1_000;

/**
 * Leaderboard ticks: a paid opening (or the daily reset) marks the standings dirty; at most every TICK_COALESCE_MS
 * the node recomputes today's top N and, only when a position or a total changed, sends the full state to the
 * `leaderboard` room, volatile (a missed tick is replaced by the next one, and the last one of a burst is repeated
 * reliably after TICK_SETTLE_MS). Each node ticks for the openings it served; the adapter carries ticks to every
 * node's sockets.
 */
export const leaderboardStreams: readonly LiveStream[] = [
  {
    stream: 'leaderboard',
    after: { 'opening.completed': (e) => e.pricePaid > 0, 'leaderboard.paid': true },
    everyMs: TICK_COALESCE_MS,
    settleMs: TICK_SETTLE_MS,
    read: async (ctx) => {
      const board = await currentLeaderboard(ctx);
      return { event: 'leaderboard:ticked', payload: { seq: board.seq, leaderboard: board } };
    },
    key: (fact) => standingsSignature(fact.payload.leaderboard),
  },
];
