import { ErrorCode } from '@nova/protocol';
import type { AppContext, NovaSocket } from '../context';
import { connectError } from './auth';

type Next = (err?: Error) => void;

/**
 * `io.use()` after authentication: a signed-in user holds at most MAX_SOCKETS_PER_PLAYER sockets on this node; the
 * next handshake fails with the connect_error code TOO_MANY_CONNECTIONS. Anonymous sockets are not counted here.
 *
 * Counted per node, in memory: a socket is counted from the moment this middleware admits it (so handshakes
 * finishing at once cannot all slip under the cap) until it disconnects or its connection closes. Behind a load
 * balancer with N nodes a user can hold at most N times the cap. That bounds what one account costs each node, and
 * extra sockets buy nothing else: openings spend one per-player budget shared by every node (auth/playerLimits.ts).
 * A cluster-wide count would need a per-user entry in Redis kept alive by every node and cleaned after a node dies;
 * the per-node cap needs neither.
 */
export function capSocketsPerUser(ctx: AppContext) {
  // The socket objects themselves: a recovered socket comes back under its old id, as a new object.
  const open = new Map<string, Set<NovaSocket>>();
  const release = (userId: string, socket: NovaSocket) => {
    const held = open.get(userId);
    if (!held) return;
    held.delete(socket);
    if (held.size === 0) open.delete(userId);
  };

  return (socket: NovaSocket, next: Next): void => {
    const userId = socket.data.userId;
    if (!userId) return next();
    // A connection that closed during the earlier (asynchronous) checks is dropped by Socket.IO: count nothing.
    if (socket.conn.readyState !== 'open') return next();
    const max = ctx.config.MAX_SOCKETS_PER_PLAYER;
    const held = open.get(userId) ?? new Set<NovaSocket>();
    if (held.size >= max) {
      return next(
        connectError(
          ErrorCode.TOO_MANY_CONNECTIONS,
          `Too many open connections for this account (at most ${max}). Close another tab and try again.`,
        ),
      );
    }
    held.add(socket);
    open.set(userId, held);
    const done = () => release(userId, socket);
    socket.once('disconnect', done);
    socket.conn.once('close', done);
    next();
  };
}
