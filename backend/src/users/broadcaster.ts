import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { roomsDeniedTo } from '../realtime/recovery';

/**
 * Users domain events -> sockets. A role or ban change first takes the user's sockets out of every staff room the
 * new role may not see, then (a role change) tells them `account:roleChanged`, then ends them (all on every node,
 * through the adapter, in that order). The client reconnects with its token: after a role change the token still
 * works and the new connection carries the new role (a socket keeps the role it connected with); after a ban the
 * new token version refuses it. A saved session cannot bring the rooms back (realtime/recovery.ts).
 */
export function usersBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('user.accessChanged', ({ userId, role, previousRole, banned, at }) => {
    const userRoom = io.in(rooms.user(userId));
    const denied = roomsDeniedTo(banned ? null : role);
    if (denied.length > 0) userRoom.socketsLeave(denied);
    if (!banned && previousRole && previousRole !== role) {
      io.to(rooms.user(userId)).emit('account:roleChanged', { role, previousRole, at: at.toISOString() });
    }
    userRoom.disconnectSockets(true);
  });
}
