import type { Server as HttpServer } from 'node:http';
import { createAdapter as clusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import { rooms } from '@nova/protocol';
import type { AppContext, DomainModule, NovaIo } from '../context';
import { socketAuth } from './auth';
import { dispatchStreams } from './dispatch';
import { guardSocket } from './guard';
import { guardRecovery, rederiveRooms } from './recovery';
import { capSocketsPerUser } from './socketCap';

/** Largest socket message accepted; bigger ones disconnect the socket (Socket.IO's maxHttpBufferSize). */
export const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

/**
 * The typed Socket.IO server sharing the HTTP server. Authenticated sockets join their own user room and their
 * sign-in session's room; a recovered socket's rooms are checked against the user's current role before it gets
 * anything (recovery.ts). Each domain module's live streams are dispatched once, its socket handlers run per connection.
 */
export function createIo(httpServer: HttpServer, ctx: AppContext, modules: readonly DomainModule[]): NovaIo {
  const io: NovaIo = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    // With Redis, nodes share rooms through Redis Streams (which keeps connection-state recovery working). Without it,
    // the workers of one primary share them through the primary (node:cluster IPC; no recovery: clients re-list).
    ...(ctx.redis
      ? { adapter: createAdapter(ctx.redis, { streamName: 'nova:socket.io', maxLen: 100_000, blockTimeInMs: 1000 }) }
      : ctx.primary
        ? { adapter: clusterAdapter() }
        : {}),
  });
  guardRecovery(io);
  io.use(socketAuth(ctx));
  io.use(capSocketsPerUser(ctx));
  for (const mod of modules) {
    dispatchStreams(ctx, io, mod.streams ?? []);
    mod.broadcasters?.(ctx, io, modules);
  }
  io.on('connection', (socket) => {
    guardSocket(socket, ctx.clock, (reason, event) => ctx.bus.emit('socket.refused', { reason, event, userId: socket.data.userId }));
    if (socket.recovered) rederiveRooms(socket);
    if (socket.data.userId) void socket.join(rooms.user(socket.data.userId));
    if (socket.data.sessionId) void socket.join(rooms.session(socket.data.sessionId));
    for (const mod of modules) mod.socket?.(ctx, socket, io);
  });
  return io;
}
