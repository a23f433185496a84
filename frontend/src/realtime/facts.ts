import type { Feed, ServerEventName, ServerPayload } from '@nova/protocol';
import { feeds, type FeedManager } from './feeds';
import { watchGaps, type StreamCursor } from './merge';
import type { NovaSocket } from './socket';

/** A protocol schema of a server fact (checked in the browser before a fact touches a store). */
interface FactSchema<E extends ServerEventName> {
  safeParse(value: unknown): { success: true; data: ServerPayload<E> } | { success: false };
}

/** A server fact, its schema, and what to do with a valid one. */
export interface FactHandler<E extends ServerEventName = ServerEventName> {
  event: E;
  schema: FactSchema<E>;
  handle(fact: ServerPayload<E>): void;
}

/** Declares a handler of fact `event` (typed by the protocol's event map). */
export function fact<E extends ServerEventName>(event: E, schema: FactSchema<E>, handle: (fact: ServerPayload<E>) => void): FactHandler {
  return { event, schema, handle } as unknown as FactHandler;
}

type Loose = (event: string, listener: (payload: unknown) => void) => unknown;

/**
 * Listens to each fact on `socket`: a payload its schema refuses is dropped, a valid one goes to its handler. Returns
 * the teardown.
 */
export function onFacts(socket: NovaSocket, handlers: readonly FactHandler[]): () => void {
  const listeners = handlers.map(({ event, schema, handle }) => {
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handle(parsed.data);
    };
    (socket.on as unknown as Loose).call(socket, event, listener);
    return { event, listener };
  });
  return () => {
    for (const { event, listener } of listeners) (socket.off as unknown as Loose).call(socket, event, listener);
  };
}

/**
 * Reads `feed`'s snapshot again when the `changes` stream behind it loses a fact: a number that stays missing after a
 * later one arrived (`watchGaps`). `cursor` picks the stream's cursor out of the store. Returns the teardown.
 */
export function refetchOnGap<S>(
  store: { subscribe(listener: () => void): () => void; getState(): S },
  cursor: (state: S) => StreamCursor,
  feed: Feed,
  manager: Pick<FeedManager, 'refresh'> = feeds,
): () => void {
  return watchGaps(store.subscribe, () => cursor(store.getState()), () => manager.refresh(feed));
}
