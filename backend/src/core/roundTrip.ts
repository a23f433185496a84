import { MongoClientBulkWriteError, type ClientBulkWriteResult, type Document, type MongoClient } from 'mongodb';
import type { ClientSession, Collection } from 'mongoose';

/**
 * How a transaction's staged writes reach the server (core/transaction.ts flushes through here): documents to insert,
 * updates of one document each, and conditions to check, all in one round trip where the server has the client-level
 * bulkWrite (MongoDB 8.0+), else one command after another. Nothing outside core calls this: domains stage their
 * writes on the transaction.
 */

/** A document for one (Mongoose model's) collection. */
export interface Insert {
  kind: 'insert';
  collection: Collection;
  doc: Document;
}

/**
 * A condition the transaction needs to hold at its snapshot: one document of `collection` must match `filter` (its
 * `_id`, required, plus equality values, e.g. a box's status and odds version). When none does, `otherwise()` is
 * thrown and the transaction aborts, so nothing it wrote is kept.
 */
export interface Precondition {
  kind: 'require';
  collection: Collection;
  filter: Document;
  otherwise: () => Error;
}

/** An update of the one document `filter` names (its `_id`), decided by what the transaction read. */
export interface Update {
  kind: 'update';
  collection: Collection;
  filter: Document;
  update: Document | Document[];
}

export type StagedWrite = Insert | Precondition | Update;

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
 * Writes `writes` inside `session`'s transaction: preconditions first, then inserts and updates in the order given.
 * A precondition travels as an update that sets the document's `_id` to the value it already holds: a no-op that
 * writes nothing (so it never conflicts with another transaction) but reports whether it matched, and the cheapest
 * update there is. Ordered: the first failure stops it (and, in a transaction, aborts it). A transient error (a write
 * conflict) is rethrown as the server sent it, labels included, so the transaction is retried.
 */
export async function writeInOneRoundTrip(session: ClientSession, writes: readonly StagedWrite[]): Promise<void> {
  const preconditions = writes.filter((w): w is Precondition => w.kind === 'require');
  const changes = writes.filter((w): w is Insert | Update => w.kind !== 'require');
  const client = writes[0]?.collection.conn.getClient() as MongoClient | undefined;
  if (!client || writes.length < 2 || !(await supportsClientBulkWrite(client))) return oneByOne(session, preconditions, changes);
  const models = [
    ...preconditions.map(({ collection, filter }) => ({
      namespace: namespaceOf(collection),
      name: 'updateOne' as const,
      filter,
      update: { $set: { _id: filter._id } },
    })),
    ...changes.map((w) =>
      w.kind === 'insert'
        ? { namespace: namespaceOf(w.collection), name: 'insertOne' as const, document: w.doc }
        : { namespace: namespaceOf(w.collection), name: 'updateOne' as const, filter: w.filter, update: w.update },
    ),
  ];
  const updates = models.length - changes.filter((w) => w.kind === 'insert').length;
  let result: ClientBulkWriteResult;
  try {
    // Per-write results only when a count alone cannot say which precondition failed.
    result = await client.bulkWrite(models, { session, ordered: true, verboseResults: preconditions.length > 0 && updates > 1 });
  } catch (err) {
    throw err instanceof MongoClientBulkWriteError && err.writeErrors.size === 0 && err.cause ? err.cause : err;
  }
  if (preconditions.length === 0 || result.matchedCount === updates) return;
  const failed = updates === 1 ? preconditions[0] : preconditions.find((_, i) => (result.updateResults?.get(i)?.matchedCount ?? 0) === 0);
  if (failed) throw failed.otherwise();
}

async function oneByOne(session: ClientSession, preconditions: readonly Precondition[], changes: readonly (Insert | Update)[]): Promise<void> {
  for (const p of preconditions) {
    if (!(await p.collection.findOne(p.filter, { session, projection: { _id: 1 } }))) throw p.otherwise();
  }
  for (const w of changes) {
    if (w.kind === 'insert') await w.collection.insertOne(w.doc, { session });
    else await w.collection.updateOne(w.filter, w.update, { session });
  }
}
