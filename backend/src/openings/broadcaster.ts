import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';
import { presentStaffOpening } from './presenter';

/**
 * Openings -> sockets: every paid opening streams to the admins' `staff:openings` room, reliably, numbered
 * from the cluster-wide `staff:openings` counter (the snapshot `GET /api/staff/openings` carries the same
 * stream's seq). The player's own result travels in the request's answer, and the balance as `balance:changed`.
 */
export function openingsBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.staffOpenings);
  ctx.bus.on('opening.completed', async (event) => {
    const seq = await sequence.take();
    io.to(rooms.staffOpenings).emit('opening:completed', { seq, opening: presentStaffOpening(event) });
  });
}
