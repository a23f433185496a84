import type { Socket } from 'node:net';
import { runCommand } from './commands';
import { CommandError, ErrorCode } from './errors';
import type { EmulatorState } from './state';
import type { Doc } from './types';
import { HEADER_SIZE, WireError, decodeMessage, encodeMsg, encodeReply, messageLength, type Request } from './wire';

const HANDSHAKE_COMMANDS = new Set(['hello', 'ismaster', 'isMaster']);

/**
 * Serves one client socket: splits the byte stream into frames, decodes them and writes replies.
 * A malformed frame (bad length, unknown opCode, truncated or garbage BSON) closes this connection
 * with a log line; nothing else is affected. Commands run in arrival order.
 */
export function serveConnection(socket: Socket, state: EmulatorState, connectionId: number): void {
  const chunks: Buffer[] = [];
  let buffered = 0;
  let closed = false;
  const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;

  const fail = (err: unknown): void => {
    if (closed) return;
    closed = true;
    state.logger.warn({ remote, connectionId, reason: err instanceof Error ? err.message : String(err) }, 'emulator closed a connection after a malformed message');
    socket.destroy();
  };

  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    chunks.length = 0;
    const frame = all.subarray(0, n);
    if (all.length > n) chunks.push(all.subarray(n));
    buffered -= n;
    return frame;
  };

  const peekLength = (): number => {
    const first = chunks[0] as Buffer;
    if (first.length >= 4) return messageLength(first);
    const head = take(Math.min(buffered, HEADER_SIZE));
    chunks.unshift(head);
    buffered += head.length;
    return messageLength(head);
  };

  socket.on('data', (chunk: Buffer) => {
    if (closed) return;
    chunks.push(chunk);
    buffered += chunk.length;
    try {
      while (!closed && buffered >= 4) {
        const length = peekLength();
        if (buffered < length) break;
        const request = decodeMessage(take(length));
        handle(request).catch((err: unknown) => fail(err));
      }
    } catch (err) {
      fail(err);
    }
  });
  socket.on('error', (err) => state.logger.debug({ remote, err: err.message }, 'emulator socket error'));
  socket.on('close', () => {
    closed = true;
  });

  const write = (buf: Buffer): void => {
    if (!closed && socket.writable) socket.write(buf);
  };

  async function handle(request: Request): Promise<void> {
    if (request.kind === 'query') {
      write(encodeReply(request.requestId, await legacyQuery(request), state.clock.now()));
      return;
    }
    const db = request.body.$db;
    const reply =
      typeof db === 'string'
        ? await runCommand(state, db, request.body, connectionId)
        : new CommandError(ErrorCode.FailedToParse, 'OP_MSG requests require a $db argument').toReply();
    if (!request.moreToCome) write(encodeMsg(request.requestId, reply, state.clock.now()));
  }

  /** OP_QUERY is only for the handshake on `<db>.$cmd`, as on MongoDB 6+. */
  async function legacyQuery(request: Extract<Request, { kind: 'query' }>): Promise<Doc> {
    const name = Object.keys(request.body)[0] ?? '';
    if (!request.collection.endsWith('.$cmd') || !HANDSHAKE_COMMANDS.has(name)) {
      const error = new CommandError(ErrorCode.UnsupportedOpQueryCommand, `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`);
      return { $err: error.message, ...error.toReply() };
    }
    const db = request.collection.slice(0, -'.$cmd'.length);
    return runCommand(state, db, request.body, connectionId);
  }
}

export { WireError };
