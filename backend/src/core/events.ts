import type { DomainEventName, DomainEvents } from './eventMap';
import type { Logger } from './logger';
import type { Outbox } from './outbox';
import type { Transaction } from './transaction';

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

/** A handler that runs inside the transaction that emitted the event (see `DomainEventBus.beforeCommit`). */
export type BeforeCommitHandler<P> = (tx: Transaction, payload: P) => Promise<void>;

/** The in-process domain-event bus. Services emit; broadcasters and other domains listen. */
export class DomainEventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<never>[]>();
  private readonly beforeCommitList = new Map<keyof DomainEvents, BeforeCommitHandler<never>[]>();
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

  /**
   * Registers a handler that runs inside every transaction that emits `name` (`tx.emit`), when the transaction's work
   * is done and before it commits: what the handler writes commits or aborts with the emitter's writes, and what it
   * throws aborts them (docs/events.md). For a domain's part of another domain's write (a referrer's commission with
   * the purchase's credit); everything else listens after the commit (`on`).
   */
  beforeCommit<K extends keyof DomainEvents>(name: K, handler: BeforeCommitHandler<DomainEvents[K]>): void {
    this.beforeCommitList.set(name, [...(this.beforeCommitList.get(name) ?? []), handler as BeforeCommitHandler<never>]);
  }

  /** The before-commit handlers of `name`, in the order they were registered. */
  beforeCommitHandlers<K extends keyof DomainEvents>(name: K): readonly BeforeCommitHandler<DomainEvents[K]>[] {
    return (this.beforeCommitList.get(name) ?? []) as unknown as readonly BeforeCommitHandler<DomainEvents[K]>[];
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
