import { MongoClientBulkWriteError, type Document, type MongoClient } from 'mongodb';
import mongoose, { type ClientSession, type Collection } from 'mongoose';
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

/** A document for one (Mongoose model's) collection, for `insertAll`. */
export interface Insert {
  collection: Collection;
  doc: Document;
}

/** The client-level bulkWrite command needs MongoDB 8.0 (wire version 25); asked once per client (again after a failed ask). */
const BULK_WRITE_WIRE_VERSION = 25;
const bulkWriteSupport = new WeakMap<MongoClient, Promise<boolean>>();

function supportsClientBulkWrite(client: MongoClient): Promise<boolean> {
  let known = bulkWriteSupport.get(client);
  if (!known) {
    known = client
      .db('admin')
      .command({ hello: 1 })
      .then((hello) => typeof hello.maxWireVersion === 'number' && hello.maxWireVersion >= BULK_WRITE_WIRE_VERSION)
      .catch((err: unknown) => {
        bulkWriteSupport.delete(client); // ask again next time
        throw err;
      });
    bulkWriteSupport.set(client, known);
  }
  return known;
}

/**
 * Inserts documents into several collections inside `session`'s transaction, in one round trip where the
 * server has the client-level bulkWrite (MongoDB 8.0+), else one insert after another. Ordered: the first
 * failure stops it (and, in a transaction, aborts it). A transient error (a write conflict) is rethrown as
 * the server sent it, labels included, so the transaction is retried.
 */
export async function insertAll(session: ClientSession, inserts: Insert[]): Promise<void> {
  const client = inserts[0]?.collection.conn.getClient() as MongoClient | undefined;
  if (!client || inserts.length < 2 || !(await supportsClientBulkWrite(client))) {
    for (const { collection, doc } of inserts) await collection.insertOne(doc, { session });
    return;
  }
  const models = inserts.map(({ collection, doc }) => ({
    namespace: `${collection.conn.name}.${collection.collectionName}`,
    name: 'insertOne' as const,
    document: doc,
  }));
  try {
    await client.bulkWrite(models, { session, ordered: true });
  } catch (err) {
    throw err instanceof MongoClientBulkWriteError && err.writeErrors.size === 0 && err.cause ? err.cause : err;
  }
}

/** True for a MongoDB duplicate-key error (E11000), optionally on a given index key field. */
export function isDuplicateKey(err: unknown, field?: string): boolean {
  if (err instanceof MongoClientBulkWriteError && err.writeErrors.size > 0) {
    return [...err.writeErrors.values()].some((e) => isDuplicateKey({ code: e.code, message: e.message }, field));
  }
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; keyPattern?: Record<string, unknown>; message?: unknown };
  if (e.code !== 11000) return false;
  if (!field) return true;
  if (e.keyPattern) return field in e.keyPattern;
  return typeof e.message === 'string' && e.message.includes(field);
}
