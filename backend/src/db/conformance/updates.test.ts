/**
 * Conformance: update semantics of MongoDB 8.0 beyond the shop's everyday writes: several positional
 * paths into one array, `sort` on updateOne/replaceOne, pipeline updates that drop `_id`, and `_id`
 * values MongoDB refuses to store. Driver-level, so it passes on mongod and the emulator alike.
 */
import type { Collection, Document } from 'mongodb';
import mongoose from 'mongoose';
import { serverError, testDb, useTestDatabase } from '../../../test/database';

useTestDatabase();

interface Bet {
  id: number;
  stake: number;
  status: string;
  payout?: number;
  settledAt?: Date;
}

let slips: Collection<{ _id: number; bets: Bet[] }>;
let ranked: Collection<{ _id: number; rank: number; who?: string; picked?: boolean }>;

const bets = (): Bet[] => [
  { id: 1, stake: 10, status: 'open' },
  { id: 2, stake: 20, status: 'open' },
  { id: 3, stake: 30, status: 'lost' },
];

beforeAll(() => {
  slips = testDb().collection('slips');
  ranked = testDb().collection('ranked');
});

beforeEach(async () => {
  await Promise.all([slips.deleteMany({}), ranked.deleteMany({})]);
  await slips.insertOne({ _id: 1, bets: bets() });
  await ranked.insertMany([
    { _id: 1, rank: 3 },
    { _id: 2, rank: 1 },
    { _id: 3, rank: 2 },
  ]);
});

// Manual, update operators `$`, `$[]` and `$[<identifier>]`
// (https://www.mongodb.com/docs/manual/reference/operator/update/positional/ and the two pages beside it):
// each path names one field of the matched element(s), so distinct fields of the same element are
// distinct paths and one update may set them all. Only the same field twice is a conflict (code 40).
describe('several positional paths into one array in one update (manual: positional update operators)', () => {
  test('$: two fields of the matched element, also through $set plus $inc and findOneAndUpdate', async () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const res = await slips.updateOne({ _id: 1, 'bets.id': 2 }, { $set: { 'bets.$.payout': 40, 'bets.$.settledAt': at } });
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await slips.updateOne({ _id: 1, 'bets.id': 1 }, { $set: { 'bets.$.status': 'won' }, $inc: { 'bets.$.stake': 5 } });
    const after = await slips.findOneAndUpdate(
      { _id: 1, 'bets.id': 3 },
      { $set: { 'bets.$.payout': 0 }, $inc: { 'bets.$.stake': 1 } },
      { returnDocument: 'after' },
    );
    expect(after?.bets).toEqual([
      { id: 1, stake: 15, status: 'won' },
      { id: 2, stake: 20, status: 'open', payout: 40, settledAt: at },
      { id: 3, stake: 31, status: 'lost', payout: 0 },
    ]);
  });

  test('$[]: two fields of every element', async () => {
    await slips.updateOne({ _id: 1 }, { $set: { 'bets.$[].status': 'void', 'bets.$[].payout': 0 } });
    const doc = await slips.findOne({ _id: 1 });
    expect(doc?.bets.map((b) => [b.status, b.payout])).toEqual([
      ['void', 0],
      ['void', 0],
      ['void', 0],
    ]);
  });

  test('$[e]: two fields of the filtered elements, the filter judged on the document before the update', async () => {
    await slips.updateOne(
      { _id: 1 },
      { $set: { 'bets.$[e].status': 'settled', 'bets.$[e].payout': 7 } },
      { arrayFilters: [{ 'e.status': 'open' }] },
    );
    const doc = await slips.findOne({ _id: 1 });
    expect(doc?.bets).toEqual([
      { id: 1, stake: 10, status: 'settled', payout: 7 },
      { id: 2, stake: 20, status: 'settled', payout: 7 },
      { id: 3, stake: 30, status: 'lost' },
    ]);
  });

  test('the same field of the matched element twice is still a conflict (code 40) and changes nothing', async () => {
    const err = await serverError(slips.updateOne({ _id: 1, 'bets.id': 1 }, { $set: { 'bets.$.stake': 1 }, $inc: { 'bets.$.stake': 1 } }));
    expect(err.code).toBe(40);
    expect((await slips.findOne({ _id: 1 }))?.bets).toEqual(bets());
  });
});

// Manual, db.collection.updateOne() / replaceOne(), option `sort` (new in 8.0,
// https://www.mongodb.com/docs/manual/reference/method/db.collection.updateOne/): when the filter matches
// several documents, the first one in the sort order is the one changed.
describe('sort on updateOne and replaceOne (manual: db.collection.updateOne, sort option)', () => {
  test('updateOne changes the first document in sort order, not in insertion order', async () => {
    await ranked.updateOne({}, { $set: { picked: true } }, { sort: { rank: 1 } });
    expect(await ranked.find({ picked: true }).map((d) => d._id).toArray()).toEqual([2]);
  });

  test('replaceOne replaces the first document in sort order', async () => {
    await ranked.replaceOne({ rank: { $gte: 2 } }, { rank: 9, who: 'replaced' }, { sort: { rank: 1 } });
    expect(await ranked.findOne({ _id: 3 })).toEqual({ _id: 3, rank: 9, who: 'replaced' });
    expect(await ranked.findOne({ _id: 1 })).toEqual({ _id: 1, rank: 3 });
  });

  test('collection bulkWrite and client bulkWrite honour sort on updateOne and replaceOne', async () => {
    await ranked.bulkWrite([
      { updateOne: { filter: {}, update: { $set: { who: 'lowest' } }, sort: { rank: 1 } } },
      { replaceOne: { filter: { who: { $exists: false } }, replacement: { rank: 5, who: 'replaced' }, sort: { rank: 1 } } },
    ]);
    const namespace = `${testDb().databaseName}.ranked`;
    await mongoose.connection
      .getClient()
      .bulkWrite([{ namespace, name: 'updateOne', filter: {}, update: { $set: { picked: true } }, sort: { rank: -1 } }]);
    expect(await ranked.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, rank: 3 },
      { _id: 2, rank: 1, who: 'lowest' },
      { _id: 3, rank: 5, who: 'replaced', picked: true },
    ]);
  });
});

// Manual, "Updates with Aggregation Pipeline"
// (https://www.mongodb.com/docs/manual/tutorial/update-documents-with-aggregation-pipeline/): a pipeline
// update cannot change `_id`; when its result leaves `_id` out, the document keeps the one it had.
describe('pipeline updates whose result drops _id (manual: updates with aggregation pipeline)', () => {
  test('$replaceRoot to a sub-document keeps the _id, in update and findOneAndUpdate', async () => {
    const c = testDb().collection<{ _id: number; [field: string]: unknown }>('rooted');
    await c.insertMany([
      { _id: 1, t: { a: 1 } },
      { _id: 2, t: { b: 2 } },
    ]);
    expect(await c.updateOne({ _id: 1 }, [{ $replaceRoot: { newRoot: '$t' } }])).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
    expect(await c.findOneAndUpdate({ _id: 2 }, [{ $replaceWith: '$t' }], { returnDocument: 'after' })).toEqual({ _id: 2, b: 2 });
  });

  test('an upsert through such a pipeline keeps the _id taken from the filter', async () => {
    const c = testDb().collection<{ _id: number; [field: string]: unknown }>('rooted');
    await c.updateOne({ _id: 7 }, [{ $replaceRoot: { newRoot: { x: 1 } } }], { upsert: true });
    expect(await c.findOne({ _id: 7 })).toEqual({ _id: 7, x: 1 });
  });

  test('a pipeline that sets another _id is refused with 66 ImmutableField', async () => {
    const c = testDb().collection<{ _id: number; [field: string]: unknown }>('rooted');
    await c.insertOne({ _id: 3, t: { _id: 4 } });
    expect((await serverError(c.updateOne({ _id: 3 }, [{ $replaceRoot: { newRoot: '$t' } }]))).code).toBe(66);
    expect(await c.findOne({ _id: 3 })).toEqual({ _id: 3, t: { _id: 4 } });
  });
});

// Manual, "Documents", field names (https://www.mongodb.com/docs/manual/core/document/#field-names):
// `_id` may hold an embedded document, but not one with `$`-prefixed field names; MongoDB refuses to
// store it (code 52 DollarPrefixedFieldName), whether it arrives by insert, replacement or upsert.
describe('an _id holding $-prefixed fields is refused (manual: documents, field names)', () => {
  test('insert, nested or not, and replacement upserts answer 52 and store nothing', async () => {
    const c = testDb().collection<{ _id: Document; [field: string]: unknown }>('dollar_ids');
    expect((await serverError(c.insertOne({ _id: { $a: 1 } }))).code).toBe(52);
    expect((await serverError(c.insertOne({ _id: { a: { $b: 1 } } }))).code).toBe(52);
    expect((await serverError(c.replaceOne({ k: 1 }, { _id: { $c: 1 }, k: 1 }, { upsert: true }))).code).toBe(52);
    expect(await c.countDocuments()).toBe(0);
    await c.insertOne({ _id: { a: 1, b: 'x' } });
    expect(await c.findOne({})).toEqual({ _id: { a: 1, b: 'x' } });
  });
});
