import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';

/**
 * Users domain events -> sockets. A role or ban change ends the user's open sockets at once (on every node,
 * through the adapter); the client reconnects with its token, which the new token version refuses.
 */
export function usersBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('users:accessChanged', ({ userId }) => {
    io.in(rooms.user(userId)).disconnectSockets(true);
  });
}
