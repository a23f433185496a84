import type { z } from 'zod';
import type { Ack, ClientToServerEvents, Feed, FeedAckDto, ServerToClientEvents } from '@nova/protocol';
import type { ClientSocket } from './server';

type ServerEvent = keyof ServerToClientEvents;
type PayloadOf<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Waits for the next `event` on `socket` that passes `accept`, validating every payload with `schema` when
 * given (server facts must match their protocol schema). Rejects after `timeoutMs`.
 */
export function nextEvent<E extends ServerEvent>(
  socket: ClientSocket,
  event: E,
  options: { accept?: (payload: PayloadOf<E>) => boolean; schema?: z.ZodType; timeoutMs?: number } = {},
): Promise<PayloadOf<E>> {
  // 15 s: it resolves as soon as the event comes; the ceiling only decides how late a missing event is reported (a
  // tick-batched line takes two database writes, which can wait seconds for the CPU on a loaded 2-core machine).
  const { accept = () => true, schema, timeoutMs = 15_000 } = options;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: PayloadOf<E>) => {
      if (schema) schema.parse(payload);
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Records every `event` the socket receives from now on (validated with `schema` when given). */
export function collect<E extends ServerEvent>(socket: ClientSocket, event: E, schema?: z.ZodType): PayloadOf<E>[] {
  const seen: PayloadOf<E>[] = [];
  socket.on(event, ((payload: PayloadOf<E>) => {
    if (schema) schema.parse(payload);
    seen.push(payload);
  }) as never);
  return seen;
}

/** Sends a request and resolves with its ack (any event name, any payload: for bad-input tests too). */
export function ask<T = unknown>(socket: ClientSocket, event: keyof ClientToServerEvents | string, payload: unknown = {}): Promise<Ack<T>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, cb: (r: Ack<T>) => void) => void)(event, payload, resolve));
}

export const subscribe = (socket: ClientSocket, feed: Feed) => ask<FeedAckDto>(socket, 'feed:subscribe', { feed });

/**
 * Proves an absence by order instead of by waiting: runs `mark`, which must cause one `event` that `isMarker`
 * recognises, and resolves once that marker reached `socket`. A socket delivers in order, so anything the server
 * sent it before the marker has arrived by then (use with `collect`, then assert on what came before).
 */
export async function throughMarker<E extends ServerEvent>(
  socket: ClientSocket,
  event: E,
  mark: () => Promise<unknown>,
  isMarker: (payload: PayloadOf<E>) => boolean,
): Promise<PayloadOf<E>> {
  const arrived = nextEvent(socket, event, { accept: isMarker, timeoutMs: 15_000 });
  await mark();
  return arrived;
}
