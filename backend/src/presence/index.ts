import { z } from 'zod';
import type { DomainModule, NovaIo } from '../context';
import { ackHandler } from '../realtime/ack';
import { StreamSequence } from '../realtime/sequence';

/** How often, at most, the players-online count is broadcast. */
const PRESENCE_COALESCE_MS = 1000;

/** Counts connected sockets and broadcasts `presence:counted`, coalesced so joins never flood clients. */
export const presenceModule: DomainModule = {
  name: 'presence',
  broadcasters(_ctx, io) {
    const sequence = new StreamSequence();
    let timer: NodeJS.Timeout | null = null;
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        io.volatile.emit('presence:counted', { seq: sequence.next('presence'), online: onlineCount(io) });
      }, PRESENCE_COALESCE_MS);
      timer.unref();
    };
    io.on('connection', (socket) => {
      schedule();
      socket.on('disconnect', schedule);
    });
  },
  socket(ctx, socket, io) {
    socket.on('presence:get', ackHandler(ctx.logger, z.object({}).strict(), () => ({ online: onlineCount(io) })));
  },
};

function onlineCount(io: NovaIo): number {
  return io.of('/').sockets.size;
}
