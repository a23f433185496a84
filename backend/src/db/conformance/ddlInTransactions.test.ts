/**
 * Conformance: collections and indexes created inside a multi-document transaction. Driver-level, so it
 * passes on mongod and the emulator alike.
 */
import type { Document } from 'mongodb';
import { serverError, testDb, useTestDatabase } from '../../../test/database';

useTestDatabase();

const names = async (): Promise<string[]> => (await testDb().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();

// Manual, "Transactions and Operations", section "Create Collections and Indexes in a Transaction"
// (https://www.mongodb.com/docs/manual/core/transactions-operations/): a transaction may create a
// collection, explicitly or by inserting into one that does not exist, and may create indexes on a
// collection that does not exist yet or that it created itself while still empty. Like its writes, such
// a collection exists for others only once the transaction commits, and not at all if it aborts. An index
// on an existing collection cannot be built inside a transaction (code 263).
describe('collections and indexes created in a transaction (manual: transactions and operations)', () => {
  test('explicit create and createIndex commit with the transaction, invisible to others before', async () => {
    const session = testDb().client.startSession();
    try {
      session.startTransaction();
      await testDb().createCollection('made_in_txn', { session });
      await testDb().collection('made_in_txn').createIndex({ code: 1 }, { unique: true, session });
      await testDb().collection('made_in_txn').insertOne({ code: 'a' }, { session });
      expect(await names()).not.toContain('made_in_txn');
      expect(await testDb().collection('made_in_txn').countDocuments()).toBe(0);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await names()).toContain('made_in_txn');
    const c = testDb().collection<Document>('made_in_txn');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'code_1']);
    expect(await c.countDocuments()).toBe(1);
    expect((await serverError(c.insertOne({ code: 'a' }))).code).toBe(11000);
  });

  test('a collection implicitly created by an insert is gone when the transaction aborts', async () => {
    const session = testDb().client.startSession();
    try {
      session.startTransaction();
      await testDb().collection('implicit_txn').insertOne({ n: 1 }, { session });
      expect(await testDb().collection('implicit_txn').countDocuments({}, { session })).toBe(1);
      expect(await names()).not.toContain('implicit_txn');
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await names()).not.toContain('implicit_txn');
    expect(await testDb().collection('implicit_txn').countDocuments()).toBe(0);
  });

  test('an index on an existing collection is refused with 263 and the transaction applies nothing', async () => {
    const existing = testDb().collection('existing_coll');
    await existing.insertOne({ k: 1 });
    const session = testDb().client.startSession();
    try {
      session.startTransaction();
      await existing.insertOne({ k: 2 }, { session });
      expect((await serverError(existing.createIndex({ k: 1 }, { session }))).code).toBe(263);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect((await existing.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect(await existing.countDocuments()).toBe(1);
  });
});
