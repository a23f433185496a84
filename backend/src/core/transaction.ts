import mongoose, { type ClientSession } from 'mongoose';
import type { DomainEventBus, DomainEvents } from './events';

type Pending = { [K in keyof DomainEvents]: { name: K; payload: DomainEvents[K] } }[keyof DomainEvents];

/**
 * Domain events recorded while a transaction runs. They are emitted only after the commit succeeded,
 * and a retried attempt starts from an empty list, so no event ever describes a rolled-back write.
 */
export class PendingEvents {
  private list: Pending[] = [];

  add<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.list.push({ name, payload } as Pending);
  }

  /** Emits every recorded event, in order. */
  flush(bus: DomainEventBus): void {
    const list = this.list;
    this.list = [];
    for (const event of list) bus.emit(event.name, event.payload as never);
  }
}

/**
 * Runs `work` in one multi-document transaction (retried by the driver on transient errors such as
 * WriteConflict) and then emits the domain events it recorded. Anything `work` throws aborts the
 * transaction and is rethrown unchanged.
 */
export async function inTransaction<T>(
  bus: DomainEventBus,
  work: (session: ClientSession, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const session = await mongoose.startSession();
  let events = new PendingEvents();
  try {
    const result = await session.withTransaction(async () => {
      events = new PendingEvents();
      return work(session, events);
    });
    events.flush(bus);
    return result;
  } finally {
    await session.endSession();
  }
}

/** True for a MongoDB duplicate-key error (E11000), optionally on a given index key field. */
export function isDuplicateKey(err: unknown, field?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; keyPattern?: Record<string, unknown>; message?: unknown };
  if (e.code !== 11000) return false;
  if (!field) return true;
  if (e.keyPattern) return field in e.keyPattern;
  return typeof e.message === 'string' && e.message.includes(field);
}
