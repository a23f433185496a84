import { rooms, type UnboxingChange } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';
import { presentStaffOpening } from './presenter';

/**
 * Openings -> sockets: every paid opening streams to the staff's `staff:openings` room (admins and support), reliably, numbered
 * from the cluster-wide `staff:openings` counter (the snapshot `GET /api/staff/openings` carries the same
 * stream's seq). The player's own result travels in the request's answer, and the balance as `balance:changed`;
 * every tab of the player hears `unboxing:updated` (opened, shipped, resold) so its history and figures follow.
 */
export function openingsBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.staffOpenings);
  const toPlayer = unboxingNotifier(ctx, io);
  ctx.bus.on('opening.completed', async (event) => {
    toPlayer(event.userId, event.openingId, 'opened', event.createdAt);
    const seq = await sequence.take();
    io.to(rooms.staffOpenings).emit('opening:completed', { seq, opening: presentStaffOpening(event) });
  });
  ctx.bus.on('unboxing.acted', (event) =>
    toPlayer(event.userId, event.openingId, event.action === 'ship' ? 'shipped' : 'resold', event.at),
  );
}

/**
 * Sends `unboxing:updated` to every socket of a player, numbered on the cluster-wide `unboxings` stream. Used by
 * the domains that record unboxings (paid openings here, free-box claims in free-boxes).
 */
export function unboxingNotifier(
  ctx: AppContext,
  io: NovaIo,
): (userId: string, openingId: string, change: UnboxingChange, at: Date) => void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.unboxings);
  return (userId, openingId, change, at) => {
    void sequence.take().then(
      (seq) => io.to(rooms.user(userId)).emit('unboxing:updated', { seq, openingId, change, at: at.toISOString() }),
      (err: unknown) => ctx.logger.error({ err }, 'unboxing:updated could not be numbered'),
    );
  };
}
