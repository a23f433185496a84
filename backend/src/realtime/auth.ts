import type { AppContext, NovaSocket } from '../context';
import { userFromToken } from '../auth/middleware';
import { toAppError } from '../core/errors';

type Next = (err?: Error) => void;

/**
 * `io.use()` authentication: a socket with no token connects anonymously (public feeds); a socket with a
 * token must present a valid one, and then carries its user id and role. Room membership follows the role.
 */
export function socketAuth(ctx: AppContext) {
  return async (socket: NovaSocket, next: Next): Promise<void> => {
    socket.data.userId = null;
    socket.data.sessionId = null;
    socket.data.role = null;
    const raw: unknown = socket.handshake.auth?.['token'];
    if (raw === undefined || raw === null || raw === '') return next();
    if (typeof raw !== 'string') return next(connectError('INVALID_TOKEN', 'Invalid or expired session. Please sign in again.'));
    try {
      const { id, sessionId, role } = await userFromToken(ctx, raw);
      socket.data.userId = id;
      socket.data.sessionId = sessionId;
      socket.data.role = role;
      next();
    } catch (err) {
      const { error, unexpected } = toAppError(err);
      if (unexpected) ctx.logger.error({ err }, 'socket authentication failed');
      next(connectError(error.code, error.message));
    }
  };
}

/** A connect_error the client can read: `err.message` and `err.data.code`. */
export function connectError(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code } });
}
