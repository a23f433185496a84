import { rooms, type WinnerDto } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';
import { presentAdminWinner, presentOpeningWinner } from './presenter';

/**
 * Winners -> the `winners` room, reliably: real wins (`winner.announced`, after the opening committed), winners
 * admins add, and winners admins hide or show again (`winner:hidden` / `winner:unhidden`). Numbered from the cluster-wide `winners` counter that `GET /api/winners` reports as its
 * snapshot's seq.
 */
export function winnersBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.winners);
  const announce = async (winner: WinnerDto) => {
    const seq = await sequence.take();
    io.to(rooms.winners).emit('winner:announced', { seq, winner });
  };
  ctx.bus.on('winner.announced', (event) => announce(presentOpeningWinner(event)));
  ctx.bus.on('winner.added', ({ winner }) => announce(presentAdminWinner(winner)));
  ctx.bus.on('winner.hidden', async ({ winnerId }) => {
    io.to(rooms.winners).emit('winner:hidden', { seq: await sequence.take(), winnerId });
  });
  ctx.bus.on('winner.unhidden', async ({ winner }) => {
    io.to(rooms.winners).emit('winner:unhidden', { seq: await sequence.take(), winner });
  });
}
