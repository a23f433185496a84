import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { coalesce } from '../realtime/coalesce';
import { STREAMS, sequencesFor } from '../realtime/sequence';
// The facts that move a figure (declared beside the domains that emit them).

/** At most one `overview:changed` per this many milliseconds per node. */
export const OVERVIEW_COALESCE_MS = 1_000;

/**
 * `overview:changed` to the admins watching the Overview (room `staff:overview`): a paid opening, a free-box claim,
 * a resale, a sign-up, a purchase or a refund marks the figures changed; at most every OVERVIEW_COALESCE_MS the
 * node sends one numbered fact (reliable), and each watcher reads the period it shows again. The figures are not
 * in the fact: a watcher shows one period of four, and reading only that one costs least. Without Redis and
 * without a watcher on this node, nothing is sent (a new watcher reads the snapshot as it subscribes).
 */
export function overviewBroadcaster(ctx: AppContext, io: NovaIo): void {
  const watched = () => Boolean(ctx.redis ?? ctx.primary) || (io.sockets.adapter.rooms.get(rooms.staffOverview)?.size ?? 0) > 0;
  const schedule = coalesce(
    OVERVIEW_COALESCE_MS,
    async () => {
      if (!watched()) return;
      const seq = await sequencesFor(ctx).next(STREAMS.overview);
      io.to(rooms.staffOverview).emit('overview:changed', { seq, at: ctx.clock.now().toISOString() });
    },
    (err) => ctx.logger.error({ err }, 'overview change notice failed'),
  );

  ctx.bus.on('opening.completed', schedule);
  ctx.bus.on('freeBox.claimed', schedule);
  ctx.bus.on('user.registered', schedule);
  ctx.bus.on('unboxing.acted', (e) => {
    if (e.action === 'resell') schedule();
  });
  ctx.bus.on('purchase.updated', (e) => {
    if (e.change === 'succeeded' || e.change === 'refunded') schedule();
  });
}
