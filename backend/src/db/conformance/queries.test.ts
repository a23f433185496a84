/**
 * Conformance: reads and single-document writes the shop relies on: conditional debits with
 * findOneAndUpdate, cursors over many batches, counts, distinct, upserts, update operators.
 */
import type { CommandStartedEvent } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { testDatabaseName, testMongoUri, useTestDatabase } from '../../../test/database';

useTestDatabase();

const Wallet = mongoose.model('Wallet', new Schema({ owner: String, balance: Number, tags: [String] }));
const Item = mongoose.model('Item', new Schema({ n: Number, group: String, name: String }));
const Claim = mongoose.model('Claim', new Schema({ userId: { type: String, unique: true }, firstSeen: Date, hits: Number, lastSeen: Date }));

beforeAll(async () => {
  await Promise.all([Wallet.init(), Item.init(), Claim.init()]);
  await Item.insertMany(Array.from({ length: 1000 }, (_, n) => ({ n, group: `g${n % 7}`, name: `item ${n}` })));
});

beforeEach(async () => {
  await Promise.all([Wallet.deleteMany({}), Claim.deleteMany({})]);
});

test('conditional findOneAndUpdate debits only while the balance covers the cost', async () => {
  const w = await Wallet.create({ owner: 'ann', balance: 250 });
  const debit = (cost: number) =>
    Wallet.findOneAndUpdate({ _id: w._id, balance: { $gte: cost } }, { $inc: { balance: -cost } }, { returnDocument: 'after' }).lean();
  expect((await debit(100))?.balance).toBe(150);
  expect((await debit(100))?.balance).toBe(50);
  expect(await debit(100)).toBeNull();
  expect((await Wallet.findById(w._id).lean())?.balance).toBe(50);
});

test('findOneAndUpdate returns the document before the change by default', async () => {
  const w = await Wallet.create({ owner: 'bob', balance: 10 });
  const before = await Wallet.findOneAndUpdate({ _id: w._id }, { $inc: { balance: 5 } }).lean();
  expect(before?.balance).toBe(10);
  expect((await Wallet.findById(w._id).lean())?.balance).toBe(15);
});

test('integers stay integers through $inc', async () => {
  const w = await Wallet.create({ owner: 'cy', balance: 2 ** 31 - 1 });
  await Wallet.updateOne({ _id: w._id }, { $inc: { balance: 1 } });
  const balance = (await Wallet.findById(w._id).lean())?.balance;
  expect(balance).toBe(2 ** 31);
  expect(Number.isInteger(balance)).toBe(true);
});

test('a cursor walks 1,000 documents in batches of 50 through many getMores', async () => {
  const conn = await mongoose.createConnection(testMongoUri(), { dbName: testDatabaseName(), monitorCommands: true }).asPromise();
  try {
    const getMores: number[] = [];
    conn.getClient().on('commandStarted', (e: CommandStartedEvent) => {
      if (e.commandName === 'getMore') getMores.push(Number(e.command.batchSize));
    });
    const Items = conn.model('Item', Item.schema);
    const seen: number[] = [];
    for await (const doc of Items.find({}).sort({ n: 1 }).batchSize(50).cursor()) seen.push(doc.n ?? -1);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, n) => n));
    expect(getMores.length).toBeGreaterThanOrEqual(19);
  } finally {
    await conn.close();
  }
});

test('countDocuments, estimatedDocumentCount and distinct', async () => {
  expect(await Item.countDocuments()).toBe(1000);
  expect(await Item.countDocuments({ group: 'g3' })).toBe(143);
  expect(await Item.countDocuments({ n: { $lt: 10 } })).toBe(10);
  expect(await Item.estimatedDocumentCount()).toBe(1000);
  expect((await Item.distinct('group')).sort()).toEqual(['g0', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
  expect((await Item.distinct('n', { n: { $gte: 998 } })).sort()).toEqual([998, 999]);
});

test('sort, skip, limit and projection', async () => {
  const page = await Item.find({ group: 'g1' }, { name: 1, _id: 0 }).sort({ n: -1 }).skip(2).limit(3).lean();
  expect(page).toEqual([{ name: 'item 981' }, { name: 'item 974' }, { name: 'item 967' }]);
  const one = await Item.findOne({ n: 500 }).select('-name').lean();
  expect(one).toMatchObject({ n: 500, group: 'g3' });
  expect(one).not.toHaveProperty('name');
});

test('upsert with $setOnInsert sets insert-only fields once', async () => {
  const first = new Date('2030-01-01T00:00:00Z');
  const later = new Date('2030-06-01T00:00:00Z');
  const touch = (at: Date) =>
    Claim.findOneAndUpdate(
      { userId: 'u1' },
      { $setOnInsert: { firstSeen: at }, $set: { lastSeen: at }, $inc: { hits: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  const created = await touch(first);
  expect(created).toMatchObject({ userId: 'u1', hits: 1, firstSeen: first, lastSeen: first });
  const updated = await touch(later);
  expect(updated).toMatchObject({ userId: 'u1', hits: 2, firstSeen: first, lastSeen: later });
  const res = await Claim.updateOne({ userId: 'u2' }, { $setOnInsert: { hits: 0 } }, { upsert: true });
  expect(res.upsertedCount).toBe(1);
  expect(await Claim.countDocuments()).toBe(2);
});

test('array and field update operators', async () => {
  const w = await Wallet.create({ owner: 'dee', balance: 5, tags: ['a'] });
  await Wallet.updateOne({ _id: w._id }, { $push: { tags: 'b' }, $max: { balance: 9 } });
  await Wallet.updateOne({ _id: w._id }, { $addToSet: { tags: 'a' }, $min: { balance: 7 } });
  await Wallet.updateOne({ _id: w._id }, { $pull: { tags: 'a' }, $unset: { owner: 1 } });
  const after = await Wallet.findById(w._id).lean();
  expect(after?.tags).toEqual(['b']);
  expect(after?.balance).toBe(7);
  expect(after).not.toHaveProperty('owner');
});

test('updateMany and deleteMany report counts', async () => {
  await Wallet.create([{ owner: 'x', balance: 1 }, { owner: 'x', balance: 2 }, { owner: 'y', balance: 3 }]);
  const upd = await Wallet.updateMany({ owner: 'x' }, { $inc: { balance: 10 } });
  expect(upd).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
  const same = await Wallet.updateMany({ owner: 'y' }, { $set: { balance: 3 } });
  expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  const del = await Wallet.deleteMany({ balance: { $gt: 10 } });
  expect(del.deletedCount).toBe(2);
});
