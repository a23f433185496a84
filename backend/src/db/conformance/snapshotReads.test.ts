/**
 * Conformance: snapshot reads outside transactions, what `npm run db:backup` relies on (backend/src/backup): a
 * driver session started with `snapshot: true` reads every collection at the cluster time of its first read,
 * while other clients go on writing, and a cursor keeps that time across its batches.
 */
import { Timestamp } from 'mongodb';
import mongoose from 'mongoose';
import { testDb, useTestDatabase } from '../../../test/database';

useTestDatabase();

// Manual, "Read Concern "snapshot"" (https://www.mongodb.com/docs/manual/reference/read-concern-snapshot/): outside
// a transaction, find, aggregate and distinct accept read concern "snapshot"; the reply names `atClusterTime`, and
// reads that pass the same `atClusterTime` (what a causally unrelated snapshot session does for every read after
// its first) see the data as of that time. Driver sessions spec, "Snapshot reads".
test('a snapshot session sees a transaction committed after its first read in neither collection', async () => {
  const accounts = testDb().collection<{ _id: string; balance: number }>('snapAccounts');
  const entries = testDb().collection<{ owner: string; amount: number }>('snapEntries');
  await accounts.insertOne({ _id: 'ann', balance: 10 });
  await entries.insertOne({ owner: 'ann', amount: 10 });

  const client = mongoose.connection.getClient();
  const session = client.startSession({ snapshot: true });
  try {
    expect(await entries.countDocuments({}, { session })).toBe(1);
    // The driver keeps the time on the session (typed as internal).
    expect(Reflect.get(session, 'snapshotTime')).toBeInstanceOf(Timestamp);
    await client.withSession(async (writer) => {
      await writer.withTransaction(async () => {
        await accounts.updateOne({ _id: 'ann' }, { $inc: { balance: 5 } }, { session: writer });
        await entries.insertOne({ owner: 'ann', amount: 5 }, { session: writer });
      });
    });
    expect((await accounts.findOne({ _id: 'ann' }, { session }))?.balance).toBe(10);
    expect(await entries.countDocuments({}, { session })).toBe(1);
  } finally {
    await session.endSession();
  }
  expect((await accounts.findOne({ _id: 'ann' }))?.balance).toBe(15);
  expect(await entries.countDocuments({})).toBe(2);
});

test('a snapshot cursor returns the documents of its time in every batch', async () => {
  const items = testDb().collection<{ _id: number; v: string }>('snapItems');
  await items.insertMany(Array.from({ length: 120 }, (_, i) => ({ _id: i, v: 'old' })));
  const session = mongoose.connection.getClient().startSession({ snapshot: true });
  try {
    const cursor = items.find({}, { session, batchSize: 25 }).sort({ _id: 1 });
    const first = await cursor.next();
    await items.updateMany({}, { $set: { v: 'new' } });
    await items.insertOne({ _id: 1000, v: 'new' });
    const all = [first, ...(await cursor.toArray())];
    expect(all).toHaveLength(120);
    expect(all.every((d) => d?.v === 'old')).toBe(true);
  } finally {
    await session.endSession();
  }
});
