import type { AppContext, NovaIo } from '../context';
import { unboxingNotifier } from '../openings/broadcaster';

/** A claim is an unboxing of the player's: every tab of theirs hears `unboxing:updated` ('claimed'). */
export function freeBoxesBroadcaster(ctx: AppContext, io: NovaIo): void {
  const toPlayer = unboxingNotifier(ctx, io);
  ctx.bus.on('freeBox.claimed', (event) => toPlayer(event.userId, event.openingId, 'claimed', event.at));
}
