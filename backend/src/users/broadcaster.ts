import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { roomsDeniedTo } from '../realtime/recovery';

/**
 * Users domain events -> sockets. A role or ban change first takes the user's sockets out of every staff room the
 * new role may not see, then ends them (both on every node, through the adapter, in that order); the client
 * reconnects with its token, which the new token version refuses. A saved session cannot bring the rooms back
 * (realtime/recovery.ts).
 */
export function usersBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('user.accessChanged', ({ userId, role, banned }) => {
    const userRoom = io.in(rooms.user(userId));
    const denied = roomsDeniedTo(banned ? null : role);
    if (denied.length > 0) userRoom.socketsLeave(denied);
    userRoom.disconnectSockets(true);
  });
}
