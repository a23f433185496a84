/**
 * Conformance: multi-document transactions as the ledger uses them: commit applies every write,
 * abort applies none, reads inside see the transaction's own writes, and concurrent
 * read-modify-write transactions on one document both land after the driver's automatic retry.
 */
import { MongoClientBulkWriteError, type AnyClientBulkWriteModel, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useTestDatabase } from '../../../test/database';
import { DomainEventBus } from '../../core/events';
import { createLogger } from '../../core/logger';
import { inTransaction, isDuplicateKey, type Transaction } from '../../core/transaction';

useTestDatabase();

const Account = mongoose.model('Account', new Schema({ owner: { type: String, unique: true }, balance: Number }));
const Entry = mongoose.model('Entry', new Schema({ owner: String, amount: Number, reason: String }));

beforeAll(async () => {
  await Promise.all([Account.init(), Entry.init()]);
});

beforeEach(async () => {
  await Promise.all([Account.deleteMany({}), Entry.deleteMany({})]);
});

test('a committed transaction applies both writes', async () => {
  await Account.create({ owner: 'ann', balance: 100 });
  await mongoose.connection.transaction(async (session) => {
    await Account.updateOne({ owner: 'ann' }, { $inc: { balance: -30 } }, { session });
    await Entry.create([{ owner: 'ann', amount: -30, reason: 'opening' }], { session });
  });
  expect((await Account.findOne({ owner: 'ann' }).lean())?.balance).toBe(70);
  expect(await Entry.countDocuments({ owner: 'ann' })).toBe(1);
});

test('an aborted transaction applies none of its writes', async () => {
  await Account.create({ owner: 'bob', balance: 100 });
  const failure = new Error('payment declined');
  await expect(
    mongoose.connection.transaction(async (session) => {
      await Account.updateOne({ owner: 'bob' }, { $inc: { balance: 50 } }, { session });
      await Entry.create([{ owner: 'bob', amount: 50, reason: 'purchase' }], { session });
      throw failure;
    }),
  ).rejects.toBe(failure);
  expect((await Account.findOne({ owner: 'bob' }).lean())?.balance).toBe(100);
  expect(await Entry.countDocuments({ owner: 'bob' })).toBe(0);
});

test('explicit abortTransaction discards writes', async () => {
  const session = await mongoose.startSession();
  try {
    session.startTransaction();
    await Entry.create([{ owner: 'cy', amount: 1, reason: 'x' }], { session });
    await session.abortTransaction();
  } finally {
    await session.endSession();
  }
  expect(await Entry.countDocuments({ owner: 'cy' })).toBe(0);
});

test('reads inside a transaction see its own writes; others see them only after commit', async () => {
  const session = await mongoose.startSession();
  try {
    session.startTransaction();
    await Entry.create([{ owner: 'dee', amount: 5, reason: 'bonus' }], { session });
    expect(await Entry.countDocuments({ owner: 'dee' }).session(session)).toBe(1);
    expect(await Entry.countDocuments({ owner: 'dee' })).toBe(0);
    await session.commitTransaction();
  } finally {
    await session.endSession();
  }
  expect(await Entry.countDocuments({ owner: 'dee' })).toBe(1);
});

test('a duplicate key inside a transaction fails it and nothing is applied', async () => {
  await Account.create({ owner: 'eve', balance: 1 });
  await expect(
    mongoose.connection.transaction(async (session) => {
      await Entry.create([{ owner: 'eve', amount: 1, reason: 'x' }], { session });
      await Account.create([{ owner: 'eve', balance: 2 }], { session });
    }),
  ).rejects.toMatchObject({ code: 11000 });
  expect(await Entry.countDocuments({ owner: 'eve' })).toBe(0);
  expect(await Account.countDocuments({ owner: 'eve' })).toBe(1);
});

test('two concurrent read-modify-write transactions on one document both land after retry', async () => {
  const acct = await Account.create({ owner: 'fay', balance: 100 });
  let bothRead!: () => void;
  const readBarrier = new Promise<void>((resolve) => {
    let reads = 0;
    bothRead = () => {
      reads += 1;
      if (reads === 2) resolve();
    };
  });
  let attempts = 0;
  const credit = (amount: number) =>
    mongoose.connection.transaction(async (session) => {
      attempts += 1;
      const first = attempts <= 2;
      const doc = await Account.findById(acct._id).session(session);
      if (!doc) throw new Error('account vanished');
      if (first) {
        bothRead();
        await readBarrier;
      }
      doc.balance = (doc.balance ?? 0) + amount;
      await doc.save({ session });
      await Entry.create([{ owner: 'fay', amount, reason: 'credit' }], { session });
    });
  await Promise.all([credit(10), credit(25)]);
  expect((await Account.findById(acct._id).lean())?.balance).toBe(135);
  expect(await Entry.countDocuments({ owner: 'fay' })).toBe(2);
  expect(attempts).toBeGreaterThan(2);
});

test('conditional debits in concurrent transactions never overdraw', async () => {
  const acct = await Account.create({ owner: 'gus', balance: 100 });
  const debit = (cost: number) =>
    mongoose.connection
      .transaction(async (session) => {
        const res = await Account.updateOne({ _id: acct._id, balance: { $gte: cost } }, { $inc: { balance: -cost } }, { session });
        if (res.modifiedCount !== 1) throw new Error('insufficient');
        await Entry.create([{ owner: 'gus', amount: -cost, reason: 'debit' }], { session });
      })
      .then(
        () => true,
        () => false,
      );
  const results = await Promise.all(Array.from({ length: 8 }, () => debit(30)));
  const balance = (await Account.findById(acct._id).lean())?.balance ?? -1;
  expect(results.filter(Boolean)).toHaveLength(3);
  expect(balance).toBe(10);
  const ledger = await Entry.aggregate<{ total: number }>([{ $match: { owner: 'gus' } }, { $group: { _id: null, total: { $sum: '$amount' } } }]);
  expect(100 + (ledger[0]?.total ?? 0)).toBe(balance);
});

describe('inserts into several collections in one round trip (client bulkWrite, MongoDB 8.0+)', () => {
  const bus = new DomainEventBus(createLogger('silent', 'conformance'));
  const entry = (owner: string, amount: number) => (tx: Transaction) => tx.stage(Entry.collection, { _id: new mongoose.Types.ObjectId(), owner, amount, reason: 'bulk' });
  const account = (owner: string, balance: number) => (tx: Transaction) => tx.stage(Account.collection, { _id: new mongoose.Types.ObjectId(), owner, balance });
  /** Stages the inserts; the transaction flushes them in one round trip when the work is done. */
  const stageAll = (tx: Transaction, ...inserts: ((tx: Transaction) => void)[]) => inserts.forEach((insert) => insert(tx));

  test('staged inserts commit with the transaction: both collections, and nothing when it aborts', async () => {
    await inTransaction(bus, async (tx) => stageAll(tx, entry('hal', 5), account('hal', 5)));
    expect(await Entry.countDocuments({ owner: 'hal' })).toBe(1);
    expect(await Account.countDocuments({ owner: 'hal' })).toBe(1);
    const declined = new Error('declined');
    await expect(
      inTransaction(bus, async (tx) => {
        stageAll(tx, entry('ida', 5), account('ida', 5));
        await tx.flush();
        throw declined;
      }),
    ).rejects.toBe(declined);
    expect(await Entry.countDocuments({ owner: 'ida' })).toBe(0);
    expect(await Account.countDocuments({ owner: 'ida' })).toBe(0);
  });

  test('a duplicate key in a later insert fails the transaction as a duplicate-key error and applies nothing', async () => {
    await Account.create({ owner: 'jo', balance: 1 });
    const err = await inTransaction(bus, async (tx) => stageAll(tx, entry('jo', 1), account('jo', 2))).catch((e: unknown) => e);
    expect(isDuplicateKey(err, 'owner')).toBe(true);
    expect(isDuplicateKey(err, 'reason')).toBe(false);
    expect(await Entry.countDocuments({ owner: 'jo' })).toBe(0);
    expect(await Account.countDocuments({ owner: 'jo' })).toBe(1);
  });

  test('racing transactions on one unique key: exactly one lands, with its companion, whatever the retries', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => inTransaction(bus, async (tx) => stageAll(tx, entry('kit', i), account('kit', i)))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(isDuplicateKey(o.reason, 'owner')).toBe(true);
    expect(await Entry.countDocuments({ owner: 'kit' })).toBe(1);
    expect(await Account.countDocuments({ owner: 'kit' })).toBe(1);
  });

  test('outside a transaction: unordered writes go past a failed op; the reply counts each kind', async () => {
    await Account.create({ owner: 'lu', balance: 1 });
    const ns = (m: typeof Account | typeof Entry) => `${mongoose.connection.name}.${m.collection.collectionName}`;
    const models: AnyClientBulkWriteModel<Document>[] = [
      { namespace: ns(Account), name: 'insertOne', document: { owner: 'lu', balance: 2 } },
      { namespace: ns(Entry), name: 'insertOne', document: { owner: 'lu', amount: 1 } },
      { namespace: ns(Account), name: 'updateOne', filter: { owner: 'lu' }, update: { $inc: { balance: 1 } } },
      { namespace: ns(Entry), name: 'deleteMany', filter: { owner: 'nobody' } },
    ];
    const err = await mongoose.connection
      .getClient()
      .bulkWrite(models, { ordered: false, verboseResults: true })
      .catch((e: unknown) => e as MongoClientBulkWriteError);
    expect(err).toBeInstanceOf(MongoClientBulkWriteError);
    const failure = err as MongoClientBulkWriteError;
    expect([...failure.writeErrors.keys()]).toEqual([0]);
    expect(failure.writeErrors.get(0)?.code).toBe(11000);
    expect(failure.partialResult).toMatchObject({ insertedCount: 1, matchedCount: 1, modifiedCount: 1, deletedCount: 0 });
    expect((await Account.findOne({ owner: 'lu' }).lean())?.balance).toBe(2);
  });
});
