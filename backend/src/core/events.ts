import type { DomainEventName, DomainEvents } from './eventMap';
import type { Logger } from './logger';
import type { Outbox } from './outbox';

/** Domain events (what happened, in past tense) are declared per domain and composed in `eventMap.ts`. */
export type { DomainEvents, DomainEventName } from './eventMap';

/**
 * Where an event came from when the outbox published it (none for events emitted outside a transaction). `id` is the
 * same every time that event is published (its record's id and its place in the record), so a listener that stores
 * something per event can tell a re-publish from a new event. A listener whose write must survive a crash hands it to
 * `hold`, synchronously inside the handler: the record is marked done only once every held write is stored.
 */
export interface EventSource {
  id: string;
  /** True on the committing node's own publish: the record was just committed and is leased to it, so nothing stored can come from it yet. */
  fresh: boolean;
  hold(write: Promise<unknown>): void;
}

type Handler<P> = (payload: P, source?: EventSource) => void | Promise<void>;

/** The in-process domain-event bus. Services emit; broadcasters and other domains listen. */
export class DomainEventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<never>[]>();
  /** Where transactions store their events before commit (set by the server; none in bare unit tests). */
  outbox: Outbox | null = null;

  constructor(readonly logger: Logger) {}

  on<K extends keyof DomainEvents>(name: K, handler: Handler<DomainEvents[K]>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
    return () => {
      const current = this.handlers.get(name) ?? [];
      this.handlers.set(
        name,
        current.filter((h) => h !== (handler as Handler<never>)),
      );
    };
  }

  /** Calls every handler; a failing handler is logged and never breaks the emitter or the others. */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K], source?: EventSource): void {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        const result = (handler as Handler<DomainEvents[K]>)(payload, source);
        if (result instanceof Promise)
          result.catch((err: unknown) => this.logger.error({ err, event: name }, 'domain event handler failed'));
      } catch (err) {
        this.logger.error({ err, event: name }, 'domain event handler failed');
      }
    }
  }
}

/**
 * Emits stored events on `bus`, in order, each with its id (the outbox's `outboxEventId`; none for events without one;
 * `fresh` on the committing node's own publish), and resolves once every write a durable listener held for them is
 * stored. Rejects if one failed: the caller then leaves the outbox record, which goes out again after its lease.
 */
export async function publishDurably(
  bus: DomainEventBus,
  events: readonly { name: DomainEventName; payload?: unknown; id?: string }[],
  fresh = false,
): Promise<void> {
  const held: Promise<unknown>[] = [];
  const hold = (write: Promise<unknown>) => void held.push(write);
  for (const { name, payload, id } of events) bus.emit(name, payload as never, id === undefined ? undefined : { id, fresh, hold });
  await Promise.all(held);
}
