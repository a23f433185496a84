/**
 * Conformance: command options and operators of MongoDB 8.0 beyond the shop's everyday reads: `let`
 * variables, `hint`, `$type` on numbers, and database-level aggregation with `$documents`. Driver-level,
 * so it passes on mongod and the emulator alike.
 */
import { Decimal128, Long, ObjectId, type Collection, type Filter, type MongoClientBulkWriteError } from 'mongodb';
import mongoose from 'mongoose';
import { serverError, testDb, useTestDatabase } from '../../../test/database';

useTestDatabase();

let people: Collection<{ _id: number; name: string; n: number; seen?: string; [field: string]: unknown }>;

beforeEach(async () => {
  people = testDb().collection('people');
  await people.deleteMany({});
  await people.insertMany([
    { _id: 1, name: 'ann', n: 1 },
    { _id: 2, name: 'bob', n: 2 },
    { _id: 3, name: 'cy', n: 3 },
  ]);
});

const byName = { $expr: { $eq: ['$name', '$$who'] } };

// Manual, the `let` option of find, aggregate, update, delete and findAndModify
// (https://www.mongodb.com/docs/manual/reference/command/find/ and the pages of the other commands):
// `let` binds variables, read as `$$name`, everywhere the command evaluates expressions (its filter's
// `$expr`, a pipeline). Its values are constants or expressions over constants. A `$$name` nothing binds
// is an error, code 17276 (manual, "Variables in Aggregation Expressions").
describe('let variables (manual: the let option of find, aggregate, update, delete, findAndModify)', () => {
  test('find and aggregate bind them in $expr and in later stages', async () => {
    expect(await people.find(byName, { let: { who: 'bob' } }).toArray()).toEqual([{ _id: 2, name: 'bob', n: 2 }]);
    const greeted = await people
      .aggregate([{ $match: byName }, { $project: { _id: 0, greeting: { $concat: ['$$hello', ', ', '$name'] } } }], { let: { who: 'ann', hello: 'hi' } })
      .toArray();
    expect(greeted).toEqual([{ greeting: 'hi, ann' }]);
  });

  test('update, findAndModify and delete bind them in the filter and the update pipeline', async () => {
    const step = { $add: [4, 6] };
    expect(await people.updateOne(byName, [{ $set: { n: { $add: ['$n', '$$step'] } } }], { let: { who: 'ann', step } })).toMatchObject({ modifiedCount: 1 });
    const after = await people.findOneAndUpdate(byName, [{ $set: { seen: '$$mark' } }], { let: { who: 'bob', mark: 'yes' }, returnDocument: 'after' });
    expect(after).toEqual({ _id: 2, name: 'bob', n: 2, seen: 'yes' });
    expect(await people.deleteOne(byName, { let: { who: 'cy' } })).toMatchObject({ deletedCount: 1 });
    expect(await people.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, name: 'ann', n: 11 },
      { _id: 2, name: 'bob', n: 2, seen: 'yes' },
    ]);
  });

  test('a bulk write binds them for every statement', async () => {
    await people.bulkWrite(
      [
        { updateOne: { filter: byName, update: [{ $set: { n: '$$top' } }] } },
        { deleteMany: { filter: { $expr: { $gt: ['$n', '$$top'] } } } },
      ],
      { let: { who: 'ann', top: 2 } },
    );
    expect(await people.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, name: 'ann', n: 2 },
      { _id: 2, name: 'bob', n: 2 },
    ]);
  });

  test('a client bulk write (MongoDB 8.0) binds them for every operation', async () => {
    const namespace = `${testDb().databaseName}.people`;
    await mongoose.connection.getClient().bulkWrite(
      [
        { namespace, name: 'updateOne', filter: byName, update: [{ $set: { seen: '$$mark' } }] },
        { namespace, name: 'deleteOne', filter: { $expr: { $eq: ['$n', '$$top'] } } },
      ],
      { let: { who: 'ann', mark: 'bulk', top: 3 } },
    );
    expect(await people.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, name: 'ann', n: 1, seen: 'bulk' },
      { _id: 2, name: 'bob', n: 2 },
    ]);
  });

  test('an unbound variable is error 17276 in every command that takes let, and nothing is written', async () => {
    expect((await serverError(people.find(byName).toArray())).code).toBe(17276);
    expect((await serverError(people.aggregate([{ $match: byName }]).toArray())).code).toBe(17276);
    expect((await serverError(people.updateOne(byName, { $set: { n: 0 } }))).code).toBe(17276);
    expect((await serverError(people.updateOne({ _id: 1 }, [{ $set: { n: '$$nowhere' } }]))).code).toBe(17276);
    expect((await serverError(people.findOneAndUpdate(byName, { $set: { n: 0 } }))).code).toBe(17276);
    expect((await serverError(people.deleteOne(byName))).code).toBe(17276);
    expect((await serverError(people.bulkWrite([{ deleteMany: { filter: byName } }]))).code).toBe(17276);
    const namespace = `${testDb().databaseName}.people`;
    const clientBulk = await serverError(mongoose.connection.getClient().bulkWrite([{ namespace, name: 'deleteMany', filter: byName }]));
    expect([...(clientBulk as MongoClientBulkWriteError).writeErrors.values()].map((e) => e.code)).toEqual([17276]);
    expect(await people.countDocuments({ n: { $in: [1, 2, 3] } })).toBe(3);
  });
});

// Manual, cursor.hint() (https://www.mongodb.com/docs/manual/reference/method/cursor.hint/) and the `hint`
// option of the write commands: a hint names an index by name or key pattern ({$natural: 1} forces a
// collection scan; an empty hint is no hint). Naming an index that does not exist is an error (code 2
// BadValue), not a silent scan.
describe('hint (manual: cursor.hint and the hint option of writes)', () => {
  beforeEach(async () => {
    await people.createIndex({ name: 1 }, { name: 'name_1' });
  });

  test('an existing index, by name or key pattern, or $natural, is accepted', async () => {
    expect(await people.find({ name: 'ann' }).hint('name_1').toArray()).toHaveLength(1);
    expect(await people.find({ name: 'ann' }).hint({ name: 1 }).toArray()).toHaveLength(1);
    expect(await people.find({}).hint({ $natural: 1 }).toArray()).toHaveLength(3);
    expect(await people.find({}).hint({}).toArray()).toHaveLength(3);
    expect(await people.updateOne({ name: 'ann' }, { $set: { n: 5 } }, { hint: 'name_1' })).toMatchObject({ modifiedCount: 1 });
  });

  test('a missing index is error 2 on reads and writes, and nothing is written', async () => {
    expect((await serverError(people.find({}).hint('nope_1').toArray())).code).toBe(2);
    expect((await serverError(people.find({}).hint({ nope: 1 }).toArray())).code).toBe(2);
    expect((await serverError(people.countDocuments({}, { hint: 'nope_1' }))).code).toBe(2);
    expect((await serverError(people.aggregate([{ $match: {} }], { hint: 'nope_1' }).toArray())).code).toBe(2);
    expect((await serverError(people.updateOne({ name: 'ann' }, { $set: { n: 9 } }, { hint: 'nope_1' }))).code).toBe(2);
    expect((await serverError(people.findOneAndUpdate({ name: 'ann' }, { $set: { n: 9 } }, { hint: { nope: 1 } }))).code).toBe(2);
    expect((await serverError(people.deleteOne({ name: 'ann' }, { hint: 'nope_1' }))).code).toBe(2);
    expect(await people.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'ann', n: 1 });
  });
});

// Manual, $type (https://www.mongodb.com/docs/manual/reference/operator/query/type/): each BSON number
// type has its own alias and number (double 1, int 16, long 18, decimal 19); 'number' matches all four.
// The Node driver writes a JS integer in the int32 range as int and any other JS number as double. On an
// array, $type matches when an element has the type ('array' matches the array itself).
interface Typed {
  _id: string;
  v?: unknown;
  w?: unknown;
  [field: string]: unknown;
}

describe('$type on numbers (manual: $type query operator)', () => {
  let typed: Collection<Typed>;

  beforeAll(async () => {
    typed = testDb().collection('typed');
    await typed.insertMany([
      { _id: 'int', v: 5 },
      { _id: 'double', v: 5.5 },
      { _id: 'wide', v: 3e9 },
      { _id: 'long', v: Long.fromString('9007199254740993') },
      { _id: 'decimal', v: Decimal128.fromString('1.25') },
      { _id: 'incremented', v: 7 },
      { _id: 'halved', v: 3 },
      { _id: 'list', w: ['x', 2] },
      { _id: 'ref', w: new ObjectId() },
    ]);
    await typed.updateOne({ _id: 'incremented' }, { $inc: { v: 1 } } as never);
    await typed.updateOne({ _id: 'halved' }, { $mul: { v: 0.5 } } as never);
  });

  const ids = async (filter: Filter<Typed>) => (await typed.find(filter, { sort: { _id: 1 } }).toArray()).map((d) => d._id);

  test('each numeric alias and number matches its own type only; number matches all', async () => {
    expect(await ids({ v: { $type: 'int' } })).toEqual(['incremented', 'int']);
    expect(await ids({ v: { $type: 16 } })).toEqual(['incremented', 'int']);
    expect(await ids({ v: { $type: 'double' } })).toEqual(['double', 'halved', 'wide']);
    expect(await ids({ v: { $type: 1 } })).toEqual(['double', 'halved', 'wide']);
    expect(await ids({ v: { $type: 'long' } })).toEqual(['long']);
    expect(await ids({ v: { $type: 18 } })).toEqual(['long']);
    expect(await ids({ v: { $type: 'decimal' } })).toEqual(['decimal']);
    expect(await ids({ v: { $type: 'number' } })).toEqual(['decimal', 'double', 'halved', 'incremented', 'int', 'long', 'wide']);
    expect(await ids({ v: { $type: ['long', 'decimal'] } })).toEqual(['decimal', 'long']);
  });

  test('the aggregation $type expression and the type the driver decodes agree with the query operator', async () => {
    const names = await typed.aggregate([{ $match: { v: { $exists: true } } }, { $project: { t: { $type: '$v' } } }, { $sort: { _id: 1 } }]).toArray();
    const raw = await typed.find({ v: { $exists: true } }, { sort: { _id: 1 }, promoteValues: false, promoteLongs: false }).toArray();
    const bsonNames: Record<string, string> = { Int32: 'int', Double: 'double', Long: 'long', Decimal128: 'decimal' };
    const decoded = raw.map((d) => bsonNames[(d.v as { _bsontype: string })._bsontype]);
    expect(names.map((d) => d.t)).toEqual(decoded);
    expect(decoded).toEqual(['decimal', 'double', 'double', 'int', 'int', 'long', 'double']);
  });

  test('arrays match by element type; other BSON types have their aliases too', async () => {
    expect(await ids({ w: { $type: 'string' } })).toEqual(['list']);
    expect(await ids({ w: { $type: 'int' } })).toEqual(['list']);
    expect(await ids({ w: { $type: 'array' } })).toEqual(['list']);
    expect(await ids({ w: { $type: 'objectId' } })).toEqual(['ref']);
    expect(await ids({ w: { $type: 7 } })).toEqual(['ref']);
  });
});

// Manual, db.aggregate() (https://www.mongodb.com/docs/manual/reference/method/db.aggregate/) and
// $documents (https://www.mongodb.com/docs/manual/reference/operator/aggregation/documents/): a pipeline
// run on the database instead of a collection may start with $documents, which yields literal documents
// that the rest of the pipeline processes like any other input, including $lookup into a collection.
// $documents is a source: only the first stage (40602), and only without a collection (73 InvalidNamespace).
describe('database-level aggregate with $documents (manual: db.aggregate, $documents)', () => {
  test('literal documents flow through $match, $project and $lookup', async () => {
    const out = await testDb()
      .aggregate([
        { $documents: [{ x: 1, who: 'ann' }, { x: 2, who: 'bob' }, { x: 3, who: 'zed' }] },
        { $match: { x: { $gte: 2 } } },
        { $lookup: { from: 'people', localField: 'who', foreignField: 'name', as: 'match' } },
        { $project: { _id: 0, y: { $multiply: ['$x', 10] }, found: { $size: '$match' } } },
      ])
      .toArray();
    expect(out).toEqual([
      { y: 20, found: 1 },
      { y: 30, found: 0 },
    ]);
  });

  test('$documents is refused on a collection (73) and after the first stage (40602)', async () => {
    expect((await serverError(people.aggregate([{ $documents: [{ x: 1 }] }]).toArray())).code).toBe(73);
    expect((await serverError(testDb().aggregate([{ $documents: [{ x: 1 }] }, { $documents: [{ x: 2 }] }]).toArray())).code).toBe(40602);
  });
});
