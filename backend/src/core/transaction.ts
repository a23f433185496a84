import { MongoClientBulkWriteError, type ClientBulkWriteResult, type Document, type MongoClient } from 'mongodb';
import mongoose, { type ClientSession, type Collection, type Types } from 'mongoose';
import { publishDurably, type DomainEventBus, type DomainEvents } from './events';
import { OutboxModel, outboxEventId, type Outbox } from './outbox';

type Pending = { [K in keyof DomainEvents]: { name: K; payload: DomainEvents[K]; ref?: string } }[keyof DomainEvents];

/**
 * Domain events recorded while a transaction runs. They are stored in the outbox inside the transaction and
 * published only after the commit succeeded; a retried attempt starts from an empty list, so no event ever
 * describes a rolled-back write. Events recorded before the transaction's `insertAll` travel in its round trip;
 * the rest are inserted together just before the commit (docs/events.md).
 */
export class PendingEvents {
  private list: Pending[] = [];
  /** How many of `list` already have their outbox records written (or handed to an `insertAll`). */
  private storedCount = 0;
  private stored: Types.ObjectId[] = [];
  /** Per event of `list` that has a record, its outbox id (`outboxEventId`). */
  private ids: string[] = [];

  constructor(private readonly outbox: Outbox | null = null) {}

  /**
   * Records an event. With `ref` (the id of a document this transaction stores), the outbox keeps only the ref where
   * the event's domain can rebuild it from that document (`Outbox.rebuildFrom`), so its record stays small.
   */
  add<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K], ref?: string): void {
    this.list.push({ name, payload, ref } as Pending);
  }

  /** The outbox records of the events recorded since the last call, as inserts for the caller's round trip. */
  takeOutboxInserts(): Insert[] {
    if (!this.outbox || this.storedCount === this.list.length) return [];
    const doc = this.outbox.record(this.list.slice(this.storedCount));
    doc.events.forEach((_, i) => this.ids.push(outboxEventId(doc._id, i)));
    this.storedCount = this.list.length;
    this.stored.push(doc._id);
    return [{ collection: OutboxModel.collection, doc }];
  }

  /** Writes the outbox records of the events not yet stored within `session` (one insert for all of them). */
  async store(session: ClientSession): Promise<void> {
    const docs = this.takeOutboxInserts().map((i) => i.doc);
    if (docs.length > 0) await OutboxModel.collection.insertMany(docs, { session, ordered: true });
  }

  /**
   * The fast path: emits every recorded event, in order, and marks them done in the outbox once the durable listeners
   * (the staff feed) stored what they hold for them. Should this process die before they are marked, their lease runs
   * out and a relay publishes them again (at least once, docs/events.md).
   */
  flush(bus: DomainEventBus): void {
    const { list, stored, ids } = this;
    this.list = [];
    this.stored = [];
    this.ids = [];
    this.storedCount = 0;
    if (bus.outbox?.testOnlyHold) return;
    const outbox = bus.outbox;
    const published = publishDurably(
      bus,
      list.map(({ name, payload }, i) => ({ name, payload, id: ids[i] })),
      true,
    );
    if (!outbox || stored.length === 0) return void published.catch(() => undefined);
    published
      .then(() => outbox.markDone(stored))
      .catch((err: unknown) => bus.logger.error({ err }, 'outbox: not marked done (it goes out again after its lease)'));
  }
}

/**
 * Runs `work` in one multi-document transaction (retried by the driver on transient errors such as
 * WriteConflict), storing the domain events it recorded in the outbox before the commit, and then publishes them.
 * Anything `work` throws aborts the transaction and is rethrown unchanged.
 */
export async function inTransaction<T>(
  bus: DomainEventBus,
  work: (session: ClientSession, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const session = await mongoose.startSession();
  let events = new PendingEvents(bus.outbox);
  try {
    const result = await session.withTransaction(async () => {
      events = new PendingEvents(bus.outbox);
      const value = await work(session, events);
      await events.store(session);
      return value;
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

/**
 * A condition the transaction needs to hold at its snapshot, checked in the same round trip as the inserts: one
 * document of `collection` must match `filter` (its `_id`, required, plus equality values, e.g. a box's status and
 * odds version). When none does, `otherwise()` is thrown and the transaction aborts, so nothing it wrote is kept.
 */
export interface Precondition {
  collection: Collection;
  filter: Document;
  otherwise: () => Error;
}

/** What `insertAll` takes: documents to insert and conditions to check. */
export type TransactionWrite = Insert | Precondition;

const isPrecondition = (w: TransactionWrite): w is Precondition => 'filter' in w;

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

const namespaceOf = (collection: Collection) => `${collection.conn.name}.${collection.collectionName}`;

/**
 * Inserts documents into several collections inside `session`'s transaction, and checks its preconditions, in one
 * round trip where the server has the client-level bulkWrite (MongoDB 8.0+), else one command after another.
 * A precondition travels as an update that sets the document's `_id` to the value it already holds: a no-op that
 * writes nothing (so it never conflicts with another transaction) but reports whether it matched, and the cheapest
 * update there is (no field is rewritten, so the server has nothing to compute).
 * With `events`, the outbox records of the events recorded so far go in the same round trip (so a transaction whose
 * last write is this one pays nothing extra for its outbox; events recorded later are stored before the commit).
 * Ordered: the first failure stops it (and, in a transaction, aborts it). A transient error (a write conflict) is
 * rethrown as the server sent it, labels included, so the transaction is retried.
 */
export async function insertAll(session: ClientSession, given: TransactionWrite[], events?: PendingEvents): Promise<void> {
  const writes = events ? [...given, ...events.takeOutboxInserts()] : given;
  const preconditions = writes.filter(isPrecondition);
  const inserts = writes.filter((w): w is Insert => !isPrecondition(w));
  const client = writes[0]?.collection.conn.getClient() as MongoClient | undefined;
  if (!client || writes.length < 2 || !(await supportsClientBulkWrite(client))) {
    for (const p of preconditions) {
      if (!(await p.collection.findOne(p.filter, { session, projection: { _id: 1 } }))) throw p.otherwise();
    }
    for (const { collection, doc } of inserts) await collection.insertOne(doc, { session });
    return;
  }
  const models = [
    ...preconditions.map(({ collection, filter }) => ({
      namespace: namespaceOf(collection),
      name: 'updateOne' as const,
      filter,
      update: { $set: { _id: filter._id } },
    })),
    ...inserts.map(({ collection, doc }) => ({ namespace: namespaceOf(collection), name: 'insertOne' as const, document: doc })),
  ];
  let result: ClientBulkWriteResult;
  try {
    result = await client.bulkWrite(models, { session, ordered: true, verboseResults: preconditions.length > 1 });
  } catch (err) {
    throw err instanceof MongoClientBulkWriteError && err.writeErrors.size === 0 && err.cause ? err.cause : err;
  }
  if (result.matchedCount === preconditions.length) return;
  const failed = preconditions.find((_, i) => preconditions.length === 1 || (result.updateResults?.get(i)?.matchedCount ?? 0) === 0);
  throw (failed ?? preconditions[0]!).otherwise();
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
