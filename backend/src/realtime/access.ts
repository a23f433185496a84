import { rooms } from '@nova/protocol';
import type { DomainModule } from '../context';
import { outlet } from './outlet';
import { roomsDeniedTo } from './recovery';
import { socketStaffLines } from './staffLines';

/**
 * Sockets follow their users' access, on every node (through the adapter). The sockets of revoked sign-in sessions
 * are cut; they cannot come back, as the handshake and the recovery guard check the session. A role or ban change
 * first takes the user's sockets out of every staff room the new role may not see, then (a role change) tells them
 * `account:roleChanged`, then ends them, in that order. The client reconnects with its token: after a role change the
 * token still works and the new connection carries the new role (a socket keeps the role it connected with); after a
 * ban the new token version refuses it. A saved session cannot bring the rooms back (recovery.ts).
 */
export const accessModule: DomainModule = {
  name: 'access',
  staffLines: socketStaffLines,
  streams: [{ stream: 'account', fedBy: 'a role change, between leaving the staff rooms and reconnecting (realtime/access.ts)' }],
  broadcasters(ctx, io) {
    const account = outlet(ctx, io, 'account');
    ctx.bus.on('auth.sessionsRevoked', ({ sessionIds }) => {
      for (const sessionId of sessionIds) io.in(rooms.session(sessionId)).disconnectSockets(true);
    });
    ctx.bus.on('user.accessChanged', ({ userId, role, previousRole, banned, at }) => {
      const userRoom = io.in(rooms.user(userId));
      const denied = roomsDeniedTo(banned ? null : role);
      if (denied.length > 0) userRoom.socketsLeave(denied);
      if (!banned && previousRole && previousRole !== role) {
        account.deliver('account:roleChanged', { role, previousRole, at: at.toISOString() }, rooms.user(userId));
      }
      userRoom.disconnectSockets(true);
    });
  },
};
