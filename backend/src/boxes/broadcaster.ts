import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';

/**
 * Catalog -> the public `catalog` room, reliably: `catalog:changed` when a box players can see is published,
 * changed, taken back to draft, archived or deleted (drafts are never announced). Numbered from the cluster-wide
 * `catalog` counter.
 */
export function catalogBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.catalog);
  ctx.bus.on('catalog.changed', async ({ boxId, change, oddsVersion, at }) => {
    if (!boxId || !change || oddsVersion === undefined) return;
    const seq = await sequence.take();
    io.to(rooms.catalog).emit('catalog:changed', { seq, boxId, change, oddsVersion, at: (at ?? ctx.clock.now()).toISOString() });
  });
}
