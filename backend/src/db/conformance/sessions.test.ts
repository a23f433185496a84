/**
 * Conformance: what a session sees of the server beyond the data: operation and cluster times for
 * causally consistent sessions, and write concerns the deployment cannot meet. Driver-level, so it passes
 * on mongod (any replica set of fewer than ten members) and the emulator alike.
 */
import { MongoClient, Timestamp, type CommandStartedEvent, type CommandSucceededEvent, type Document } from 'mongodb';
import { serverError, testDatabaseName, testDb, testMongoUri, useTestDatabase } from '../../../test/database';

useTestDatabase();

// Manual, "Causal Consistency and Read and Write Concerns"
// (https://www.mongodb.com/docs/manual/core/causal-consistency-read-write-concerns/): every reply of a
// replica set member carries `operationTime` and `$clusterTime`; a causally consistent session keeps the
// latest operation time and sends it as `readConcern.afterClusterTime` on its next read, so that read
// sees the session's own earlier writes.
describe('operation and cluster times (manual: causal consistency)', () => {
  let client: MongoClient;
  const started: CommandStartedEvent[] = [];
  const succeeded: CommandSucceededEvent[] = [];

  beforeAll(async () => {
    client = await MongoClient.connect(testMongoUri(), { monitorCommands: true });
    client.on('commandStarted', (e) => started.push(e));
    client.on('commandSucceeded', (e) => succeeded.push(e));
  });

  afterAll(async () => {
    await client.close();
  });

  const replyOf = (name: string): Document => {
    const event = succeeded.findLast((e) => e.commandName === name);
    if (!event) throw new Error(`no ${name} reply`);
    return event.reply as Document;
  };

  test('replies carry operationTime and $clusterTime; writes move the time forward', async () => {
    const c = client.db(testDatabaseName()).collection('clock');
    await c.insertOne({ n: 1 });
    const first = replyOf('insert');
    await c.insertOne({ n: 2 });
    const second = replyOf('insert');
    await c.findOne({});
    const read = replyOf('find');
    for (const reply of [first, second, read]) {
      expect(reply.operationTime).toBeInstanceOf(Timestamp);
      expect(reply.$clusterTime?.clusterTime).toBeInstanceOf(Timestamp);
    }
    expect((second.operationTime as Timestamp).greaterThan(first.operationTime as Timestamp)).toBe(true);
    expect((read.operationTime as Timestamp).lessThan(second.operationTime as Timestamp)).toBe(false);
  });

  test('a causally consistent session reads after its own write', async () => {
    const c = client.db(testDatabaseName()).collection('clock');
    const session = client.startSession({ causalConsistency: true });
    try {
      await c.insertOne({ n: 3 }, { session });
      const writeTime = session.operationTime;
      expect(writeTime).toBeInstanceOf(Timestamp);
      expect(await c.findOne({ n: 3 }, { session })).toMatchObject({ n: 3 });
      const find = started.findLast((e) => e.commandName === 'find');
      expect(find?.command.readConcern?.afterClusterTime).toEqual(writeTime);
    } finally {
      await session.endSession();
    }
  });
});

// Manual, "Write Concern" (https://www.mongodb.com/docs/manual/reference/write-concern/) and
// "Transactions and Write Concern" (https://www.mongodb.com/docs/manual/core/transactions/#transactions-and-write-concern):
// `w` cannot exceed the number of data-bearing members; when it does, the write itself is applied but the
// reply carries a write concern error (code 100 UnsatisfiableWriteConcern), so it never reads as success.
// Inside a transaction the write concern belongs to the commit; a statement that sets its own is refused
// with code 72 InvalidOptions.
describe('write concerns the set cannot meet (manual: write concern, transactions and write concern)', () => {
  test('w greater than the members: the write lands, and the driver reports a write concern error (100)', async () => {
    const c = testDb().collection<{ _id: number; n?: number }>('acked');
    const unmet = { writeConcern: { w: 10 } };
    expect((await serverError(c.insertOne({ _id: 1, n: 0 }, unmet))).code).toBe(100);
    expect((await serverError(c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, unmet))).code).toBe(100);
    expect((await serverError(c.findOneAndUpdate({ _id: 1 }, { $inc: { n: 1 } }, unmet))).code).toBe(100);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, n: 2 });
  });

  test('a commit with such a write concern commits, and reports the write concern error (100)', async () => {
    const c = testDb().collection<{ _id: number; n?: number }>('acked');
    const session = testDb().client.startSession();
    try {
      session.startTransaction({ writeConcern: { w: 10 } });
      await c.insertOne({ _id: 2 }, { session });
      expect((await serverError(session.commitTransaction())).code).toBe(100);
    } finally {
      await session.endSession();
    }
    expect(await c.countDocuments({ _id: 2 })).toBe(1);
  });

  test('a statement with its own write concern inside a transaction is refused with 72', async () => {
    const session = testDb().client.startSession();
    try {
      session.startTransaction();
      const insert = { insert: 'acked', documents: [{ _id: 3 }], writeConcern: { w: 1 } };
      expect((await serverError(testDb().command(insert, { session }))).code).toBe(72);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await testDb().collection<{ _id: number }>('acked').countDocuments({ _id: 3 })).toBe(0);
  });
});
