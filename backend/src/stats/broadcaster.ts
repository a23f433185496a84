import { STATS_FRESH_MS, rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { statsFor } from './service';

/**
 * The home page's figures, live: an opening, a free-box claim or a new player marks them changed; at most
 * STATS_FRESH_MS later this node recomputes them once and sends them to the `stats` room (reliable: at most one a
 * second). Without Redis this node's sockets are every watcher there is, so with nobody in the room nothing is
 * recomputed (a new watcher reads `GET /api/stats` as it subscribes, which is never more than STATS_FRESH_MS stale
 * after a change).
 */
export function statsBroadcaster(ctx: AppContext, io: NovaIo): void {
  const stats = statsFor(ctx);
  let timer: NodeJS.Timeout | null = null;
  const watched = () => Boolean(ctx.redis ?? ctx.primary) || (io.sockets.adapter.rooms.get(rooms.stats)?.size ?? 0) > 0;

  const send = async () => {
    timer = null;
    if (!watched()) return;
    try {
      const value = await stats.refresh();
      io.to(rooms.stats).emit('stats:updated', { seq: value.seq, stats: value });
    } catch (err) {
      ctx.logger.error({ err }, 'stats update failed');
    }
  };
  const changed = () => {
    stats.changed();
    if (timer) return;
    timer = setTimeout(() => void send(), STATS_FRESH_MS);
    timer.unref();
  };

  ctx.bus.on('opening.completed', changed);
  ctx.bus.on('freeBox.claimed', changed);
  ctx.bus.on('user.registered', changed);
}
