/**
 * Conformance: unique indexes and E11000 errors, as the shop relies on them (one account per email,
 * idempotency keys, unique payment ids). Mongoose models only; passes on mongod and the emulator.
 */
import mongoose, { Schema } from 'mongoose';
import { useTestDatabase } from '../../../test/database';

useTestDatabase();

interface DuplicateKeyError {
  code: number;
  keyValue?: Record<string, unknown>;
  keyPattern?: Record<string, unknown>;
  message: string;
}

const User = mongoose.model('User', new Schema({ email: { type: String, required: true, unique: true }, name: String }));

const opening = new Schema({ userId: String, idempotencyKey: String, box: String });
opening.index({ userId: 1, idempotencyKey: 1 }, { unique: true });
const Opening = mongoose.model('Opening', opening);

const payment = new Schema({ provider: String, eventId: String, status: String });
payment.index({ eventId: 1 }, { unique: true, partialFilterExpression: { status: 'settled' } });
const Payment = mongoose.model('Payment', payment);

async function duplicateOf(promise: Promise<unknown>): Promise<DuplicateKeyError> {
  try {
    await promise;
  } catch (err) {
    return err as DuplicateKeyError;
  }
  throw new Error('expected a duplicate key error');
}

beforeAll(async () => {
  await Promise.all([User.init(), Opening.init(), Payment.init()]);
});

beforeEach(async () => {
  await Promise.all([User.deleteMany({}), Opening.deleteMany({}), Payment.deleteMany({})]);
});

test('create: a second document with the same email fails with E11000, keyValue and keyPattern', async () => {
  await User.create({ email: 'a@x.com', name: 'A' });
  const err = await duplicateOf(User.create({ email: 'a@x.com', name: 'B' }));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: 'a@x.com' });
  expect(err.keyPattern).toEqual({ email: 1 });
  expect(err.message).toMatch(/E11000 duplicate key error collection: \S+\.users index: email_1 dup key: \{ email: "a@x\.com" \}/);
  expect(await User.countDocuments()).toBe(1);
});

test('updateOne into a taken value fails and leaves both documents unchanged', async () => {
  await User.create([{ email: 'a@x.com' }, { email: 'b@x.com' }]);
  const err = await duplicateOf(User.updateOne({ email: 'b@x.com' }, { $set: { email: 'a@x.com' } }));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: 'a@x.com' });
  expect((await User.find().sort({ email: 1 }).lean()).map((u) => u.email)).toEqual(['a@x.com', 'b@x.com']);
});

test('findOneAndUpdate into a taken value fails with code 11000 and keyValue', async () => {
  await User.create([{ email: 'a@x.com' }, { email: 'b@x.com' }]);
  const err = await duplicateOf(User.findOneAndUpdate({ email: 'b@x.com' }, { $set: { email: 'a@x.com' } }, { returnDocument: 'after' }));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: 'a@x.com' });
});

test('unordered insertMany inserts every non-duplicate and reports the duplicates', async () => {
  await User.create({ email: 'taken@x.com' });
  const err = await duplicateOf(
    User.insertMany([{ email: 'one@x.com' }, { email: 'taken@x.com' }, { email: 'two@x.com' }, { email: 'one@x.com' }], { ordered: false }),
  ) as DuplicateKeyError & { writeErrors?: Array<{ index: number; code?: number; err?: { code?: number } }>; insertedDocs?: unknown[] };
  expect(err.code).toBe(11000);
  const failed = (err.writeErrors ?? []).map((w) => w.index).sort();
  expect(failed).toEqual([1, 3]);
  const emails = (await User.find().lean()).map((u) => u.email).sort();
  expect(emails).toEqual(['one@x.com', 'taken@x.com', 'two@x.com']);
});

test('ordered insertMany stops at the first duplicate', async () => {
  await User.create({ email: 'taken@x.com' });
  await duplicateOf(User.insertMany([{ email: 'first@x.com' }, { email: 'taken@x.com' }, { email: 'never@x.com' }]));
  expect((await User.find().lean()).map((u) => u.email).sort()).toEqual(['first@x.com', 'taken@x.com']);
});

test('compound unique index: the pair must be unique, each field alone need not be', async () => {
  await Opening.create([
    { userId: 'u1', idempotencyKey: 'k1', box: 'a' },
    { userId: 'u1', idempotencyKey: 'k2', box: 'a' },
    { userId: 'u2', idempotencyKey: 'k1', box: 'a' },
  ]);
  const err = await duplicateOf(Opening.create({ userId: 'u1', idempotencyKey: 'k1', box: 'b' }));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ userId: 'u1', idempotencyKey: 'k1' });
  expect(err.keyPattern).toEqual({ userId: 1, idempotencyKey: 1 });
  expect(await Opening.countDocuments()).toBe(3);
});

test('partial unique index: only documents matching the filter are constrained', async () => {
  await Payment.create([
    { provider: 'stripe', eventId: 'evt_1', status: 'pending' },
    { provider: 'stripe', eventId: 'evt_1', status: 'pending' },
    { provider: 'stripe', eventId: 'evt_1', status: 'settled' },
  ]);
  const err = await duplicateOf(Payment.create({ provider: 'stripe', eventId: 'evt_1', status: 'settled' }));
  expect(err.code).toBe(11000);
  const promote = await duplicateOf(Payment.updateOne({ status: 'pending' }, { $set: { status: 'settled' } }));
  expect(promote.code).toBe(11000);
  expect(await Payment.countDocuments({ status: 'settled' })).toBe(1);
});

test('a freed unique value can be taken again', async () => {
  const a = await User.create({ email: 'a@x.com' });
  await User.updateOne({ _id: a._id }, { $set: { email: 'renamed@x.com' } });
  await User.create({ email: 'a@x.com' });
  await User.deleteOne({ email: 'renamed@x.com' });
  await User.create({ email: 'renamed@x.com' });
  expect(await User.countDocuments()).toBe(2);
});

test('upsert that would duplicate a unique value fails', async () => {
  await User.create({ email: 'a@x.com', name: 'A' });
  const err = await duplicateOf(User.updateOne({ name: 'nobody' }, { $set: { email: 'a@x.com' } }, { upsert: true }));
  expect(err.code).toBe(11000);
  expect(await User.countDocuments()).toBe(1);
});
