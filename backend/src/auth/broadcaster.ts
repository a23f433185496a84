import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';

/**
 * Auth domain events -> sockets: the sockets of revoked sign-in sessions are cut on every node (through the
 * adapter). They cannot come back: the handshake and the recovery guard check the session.
 */
export function authBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('auth.sessionsRevoked', ({ sessionIds }) => {
    for (const sessionId of sessionIds) io.in(rooms.session(sessionId)).disconnectSockets(true);
  });
}
