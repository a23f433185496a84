import { rooms, type LeaderboardDto } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { coalesce } from '../realtime/coalesce';
import { currentLeaderboard, standingsSignature } from './service';

/** At most one tick per this many milliseconds per node. */
export const TICK_COALESCE_MS = 300;

/**
 * This long after a node's last tick, it sends those standings once more, reliably: a volatile tick dropped
 * while a socket was busy (a burst of openings) is then never the last word a watcher gets.
 */
export const TICK_SETTLE_MS = 1_000;

/**
 * Leaderboard ticks: a paid opening (or the daily reset) marks the standings dirty; at most every
 * TICK_COALESCE_MS the node recomputes today's top N and, only when a position or a total changed, sends the
 * full state to the `leaderboard` room as a volatile emit (a missed tick is replaced by the next one, and the
 * last one of a burst is repeated reliably after TICK_SETTLE_MS). Each node ticks for the openings it served;
 * the adapter carries ticks to every node's sockets.
 */
export function leaderboardBroadcaster(ctx: AppContext, io: NovaIo): void {
  let settle: NodeJS.Timeout | null = null;
  let lastSignature = '';
  // Without Redis this node's sockets are every watcher there is: with none in the room, the day's standings
  // are not recomputed at all (a new watcher reads the snapshot, GET /api/leaderboard/current, as it subscribes).
  const watched = () => Boolean(ctx.redis ?? ctx.primary) || (io.sockets.adapter.rooms.get(rooms.leaderboard)?.size ?? 0) > 0;

  const tick = async () => {
    if (!watched()) {
      lastSignature = '';
      return;
    }
    const board: LeaderboardDto = await currentLeaderboard(ctx);
    const signature = standingsSignature(board);
    if (signature === lastSignature) return;
    lastSignature = signature;
    const ticked = { seq: board.seq, leaderboard: board };
    io.to(rooms.leaderboard).volatile.emit('leaderboard:ticked', ticked);
    if (settle) clearTimeout(settle);
    settle = setTimeout(() => io.to(rooms.leaderboard).emit('leaderboard:ticked', ticked), TICK_SETTLE_MS);
    settle.unref();
  };
  const schedule = coalesce(TICK_COALESCE_MS, tick, (err) => ctx.logger.error({ err }, 'leaderboard tick failed'));

  ctx.bus.on('opening.completed', (event) => {
    if (event.pricePaid > 0) schedule();
  });
  ctx.bus.on('leaderboard.paid', () => schedule());
}
