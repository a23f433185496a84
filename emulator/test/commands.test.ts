/**
 * The emulator through the unmodified driver: error codes and shapes, DDL commands, update
 * operators, and both connection styles (replica set discovery and directConnection).
 */
import { MongoClient } from 'mongodb';
import { serverError, useEmulatorClient } from './helpers';

const t = useEmulatorClient('cmds');

test('directConnection=true works as well as replica set discovery', async () => {
  const direct = await MongoClient.connect(`mongodb://127.0.0.1:${t.emulator.port}/?directConnection=true`, {
    serverSelectionTimeoutMS: 5000,
  });
  await direct
    .db('cmds')
    .collection('direct')
    .insertOne({ _id: 1 } as never);
  expect(await t.db.collection('direct').countDocuments()).toBe(1);
  const session = direct.startSession();
  await session.withTransaction(async () => {
    await direct
      .db('cmds')
      .collection('direct')
      .insertOne({ _id: 2 } as never, { session });
  });
  await session.endSession();
  expect(await t.db.collection('direct').countDocuments()).toBe(2);
  await direct.close();
});

test('unknown commands answer 59 CommandNotFound', async () => {
  const err = await serverError(t.db.command({ frobnicate: 1 }));
  expect(err.code).toBe(59);
  expect(err.codeName).toBe('CommandNotFound');
});

test('create twice is 48 NamespaceExists; listIndexes on a missing collection is 26', async () => {
  await t.db.createCollection('made');
  expect((await serverError(t.db.command({ create: 'made' }))).code).toBe(48);
  expect((await serverError(t.db.command({ listIndexes: 'missing' }))).code).toBe(26);
  expect((await t.db.listCollections({ name: 'made' }).toArray()).map((c) => c.name)).toEqual(['made']);
});

test('update errors: immutable _id (66), $inc on a string (14), conflicting paths (40), unknown modifier (9)', async () => {
  const c = t.db.collection<{ _id: number; n?: number | string; a?: unknown }>('upd');
  await c.insertOne({ _id: 1, n: 'text', a: { b: 1 } });
  expect((await serverError(c.updateOne({ _id: 1 }, { $set: { _id: 2 } }))).code).toBe(66);
  const typeErr = await serverError(c.updateOne({ _id: 1 }, { $inc: { n: 1 } } as never));
  expect(typeErr.code).toBe(14);
  expect(typeErr.message).toMatch(/non-numeric type/);
  expect((await serverError(c.updateOne({ _id: 1 }, { $inc: { n: 'x' } } as never))).code).toBe(14);
  expect((await serverError(c.updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { 'a.b': 1 } } as never))).code).toBe(40);
  expect((await serverError(c.updateOne({ _id: 1 }, { $bogus: { a: 1 } } as never))).code).toBe(9);
  expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, n: 'text', a: { b: 1 } });
});

test('index conflicts: same key other name (85), same name other key (86), unique build over duplicates (11000)', async () => {
  const c = t.db.collection('idx');
  await c.insertMany([
    { k: 1, d: 'x' },
    { k: 2, d: 'x' },
  ]);
  await c.createIndex({ k: 1 }, { name: 'k_1' });
  await c.createIndex({ k: 1 }, { name: 'k_1' });
  expect((await serverError(c.createIndex({ k: 1 }, { name: 'other' }))).code).toBe(85);
  expect((await serverError(c.createIndex({ d: 1 }, { name: 'k_1' }))).code).toBe(86);
  expect((await serverError(c.createIndex({ k: 1 }, { name: 'k_1', unique: true }))).code).toBe(86);
  expect((await serverError(c.createIndex({ d: 1 }, { unique: true }))).code).toBe(11000);
  expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'k_1']);
  await c.dropIndex('k_1');
  expect((await serverError(c.dropIndex('k_1'))).code).toBe(27);
  expect((await serverError(c.dropIndex('_id_'))).code).toBe(72);
  expect((await serverError(c.createIndex({ t: 'text' }))).code).toBe(67);
  expect((await serverError(c.createIndex({ '$**': 1 }))).code).toBe(67);
  expect((await serverError(c.find({}, { min: { _id: 0 }, hint: { _id: 1 } }).toArray())).code).toBe(2);
  expect((await serverError(c.find({}, { returnKey: true }).toArray())).code).toBe(2);
  expect((await serverError(t.db.createCollection('collated', { collation: { locale: 'en', strength: 2 } }))).code).toBe(2);
});

test('arrayFilters, the positional operator and pipeline updates', async () => {
  const c = t.db.collection<{ _id: number; items: Array<{ sku: string; qty: number }>; total?: number }>('arr');
  await c.insertOne({
    _id: 1,
    items: [
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
      { sku: 'c', qty: 9 },
    ],
  });
  await c.updateOne({ _id: 1 }, { $inc: { 'items.$[big].qty': 100 } }, { arrayFilters: [{ 'big.qty': { $gte: 5 } }] });
  await c.updateOne({ _id: 1, 'items.sku': 'a' }, { $set: { 'items.$.qty': 2 } });
  await c.updateOne({ _id: 1 }, [{ $set: { total: { $sum: '$items.qty' } } }]);
  expect(await c.findOne({ _id: 1 })).toEqual({
    _id: 1,
    items: [
      { sku: 'a', qty: 2 },
      { sku: 'b', qty: 105 },
      { sku: 'c', qty: 109 },
    ],
    total: 216,
  });
});

test('replacement, upsert by replacement, and findOneAndDelete', async () => {
  const c = t.db.collection<{ _id: string; v: number; w?: number }>('rep');
  await c.insertOne({ _id: 'a', v: 1, w: 1 });
  await c.replaceOne({ _id: 'a' }, { v: 2 });
  expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 2 });
  const up = await c.replaceOne({ _id: 'b' }, { v: 3 }, { upsert: true });
  expect(up.upsertedId).toBe('b');
  expect(await c.findOneAndDelete({ _id: 'a' })).toEqual({ _id: 'a', v: 2 });
  expect(await c.countDocuments()).toBe(1);
  expect((await serverError(c.replaceOne({ _id: 'b' }, { _id: 'z', v: 1 } as never))).code).toBe(66);
});

test('projections never alter stored documents', async () => {
  const c = t.db.collection('proj');
  await c.insertOne({ _id: 1, a: { b: 1, c: 2 }, list: [{ x: 1, y: 2 }] } as never);
  expect(await c.findOne({ _id: 1 } as never, { projection: { 'a.b': 0, 'list.y': 0 } })).toEqual({
    _id: 1,
    a: { c: 2 },
    list: [{ x: 1 }],
  });
  expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, a: { b: 1, c: 2 }, list: [{ x: 1, y: 2 }] });
});

test('distinct flattens arrays; listDatabases and dropDatabase', async () => {
  const other = t.client.db('cmds_other');
  await other.collection('t').insertMany([{ tags: ['a', 'b'] }, { tags: ['b', 'c'] }, { tags: 'd' }]);
  expect((await other.collection('t').distinct('tags')).sort()).toEqual(['a', 'b', 'c', 'd']);
  const names = (await t.client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
  expect(names).toEqual(expect.arrayContaining(['cmds', 'cmds_other']));
  await other.dropDatabase();
  const after = (await t.client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
  expect(after).not.toContain('cmds_other');
});

test('a sparse unique index answers equality lookups: every match found, documents without the field left alone', async () => {
  const c = t.db.collection<{ _id: number; src?: string | null }>('sparse');
  await c.createIndex({ src: 1 }, { unique: true, sparse: true });
  await c.insertMany([{ _id: 1, src: 'a' }, { _id: 2 }, { _id: 3 }, { _id: 4, src: 'b' }, { _id: 5, src: null }]);
  expect((await serverError(c.insertOne({ _id: 6, src: 'a' }))).code).toBe(11000);
  await c.insertOne({ _id: 7 }); // any number of documents may lack the field
  expect((await c.find({ src: { $in: ['a', 'b', 'c'] } }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 4]);
  expect((await c.find({ src: 'b' }).toArray()).map((d) => d._id)).toEqual([4]);
  expect((await c.find({ src: null }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([2, 3, 5, 7]);
});

test('a collated unique index (strength 2) rejects values differing only in case', async () => {
  const c = t.db.collection('collated');
  await c.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
  await c.insertOne({ email: 'Ann@X.com' });
  expect((await serverError(c.insertOne({ email: 'ann@x.com' }))).code).toBe(11000);
  expect(await c.countDocuments({ email: 'ann@x.com' })).toBe(0);
  // mingo cannot apply a collation to query predicates: refused loudly instead of answering wrongly.
  expect((await serverError(c.countDocuments({ email: 'ann@x.com' }, { collation: { locale: 'en', strength: 2 } }))).code).toBe(2);
});

test('queries and pipelines share resolved mingo options without sharing state: $$NOW per command, collation per sort', async () => {
  const c = t.db.collection<{ _id: number; name: string; at?: Date }>('sharedOptions');
  await c.insertMany([
    { _id: 1, name: 'b' },
    { _id: 2, name: 'B' },
    { _id: 3, name: 'a' },
  ]);
  await c.updateOne({ _id: 1 }, [{ $set: { at: '$$NOW' } }]);
  await new Promise((r) => setTimeout(r, 20));
  await c.updateOne({ _id: 2 }, [{ $set: { at: '$$NOW' } }]);
  const [first, second] = await Promise.all([c.findOne({ _id: 1 }), c.findOne({ _id: 2 })]);
  expect(second!.at!.getTime() - first!.at!.getTime()).toBeGreaterThanOrEqual(15);
  const names = async (collation?: { locale: string; strength: number }) =>
    (await c.find({}, { sort: { name: 1, _id: 1 }, ...(collation ? { collation } : {}) }).toArray()).map((d) => d.name);
  expect(await names({ locale: 'en', strength: 3 })).toEqual(['a', 'b', 'B']);
  expect(await names()).toEqual(['B', 'a', 'b']);
});

test('a field named __proto__ is stored as data, never as a prototype', async () => {
  const c = t.db.collection('proto');
  const doc = JSON.parse('{"_id": 1, "__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
  await c.insertOne(doc);
  await c.updateOne({ _id: 1 } as never, { $set: { b: 2 } });
  const stored = await c.findOne({ _id: 1 } as never);
  expect(Object.getOwnPropertyNames(stored)).toEqual(['_id', '__proto__', 'a', 'b']);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('out-of-scope features are refused with MongoDB error codes, never ignored (README: how the emulator differs)', async () => {
  const c = t.db.collection<{ _id: number; name: string }>('outOfScope');
  await c.insertMany([
    { _id: 1, name: 'Ann' },
    { _id: 2, name: 'bob' },
  ]);
  expect((await serverError(c.aggregate([{ $match: {} }, { $out: 'copy' }]).toArray())).code).toBe(40324);
  expect((await serverError(c.aggregate([{ $merge: { into: 'copy' } }]).toArray())).code).toBe(40324);
  expect((await serverError(t.db.aggregate([{ $match: {} }]).toArray())).code).toBe(73);
  expect((await serverError(t.db.createCollection('view', { viewOn: 'outOfScope', pipeline: [] }))).code).toBe(2);
  expect((await serverError(t.db.createCollection('capped', { capped: true, size: 4096 }))).code).toBe(2);
  expect((await serverError(t.db.createCollection('series', { timeseries: { timeField: 'at' } }))).code).toBe(2);
  expect((await serverError(c.find({ name: 'ann' }, { collation: { locale: 'en', strength: 1 } }).toArray())).code).toBe(2);
  expect((await serverError(c.find({}).sort({ score: { $meta: 'textScore' } }).toArray())).code).toBe(2);
  const names = (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((d) => d.name);
  expect(names.filter((n) => ['copy', 'view', 'capped', 'series'].includes(n))).toEqual([]);
});

test('writes that leave indexed fields alone keep every index right (plain, dotted, partial, unique, in a transaction)', async () => {
  const c = t.db.collection<{ _id: number; k?: string; n: number; a?: { b: number }; p?: string }>('untouchedKeys');
  await c.createIndex({ k: 1 }, { unique: true });
  await c.createIndex({ 'a.b': 1 }, { unique: true });
  await c.createIndex({ p: 1 }, { unique: true, partialFilterExpression: { p: { $type: 'string' } } });
  await c.insertMany([
    { _id: 1, k: 'x', n: 0, a: { b: 1 }, p: 'q' },
    { _id: 2, k: 'y', n: 0, a: { b: 2 } },
  ]);
  await c.updateOne({ _id: 1 }, { $inc: { n: 1 } });
  await c.updateOne({ _id: 1 }, [{ $set: { n: { $add: ['$n', 1] } } }]);
  const s = t.client.startSession();
  await s.withTransaction(async () => {
    await c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: s });
    await c.updateOne({ _id: 2 }, { $inc: { n: 1 } }, { session: s });
  });
  await s.endSession();
  // The untouched entries still find their documents and still refuse duplicates.
  expect((await c.find({ k: 'x' }).hint({ k: 1 }).toArray()).map((d) => d.n)).toEqual([3]);
  expect((await serverError(c.insertOne({ _id: 3, k: 'x', n: 0 }))).code).toBe(11000);
  expect((await serverError(c.insertOne({ _id: 3, k: 'z', n: 0, a: { b: 2 } }))).code).toBe(11000);
  expect((await serverError(c.updateOne({ _id: 2 }, { $set: { p: 'q' } }))).code).toBe(11000);
  // A changed key still moves: the old value is free again, the new one taken.
  await c.updateOne({ _id: 1 }, { $set: { k: 'w' } });
  await c.insertOne({ _id: 3, k: 'x', n: 0 });
  expect((await serverError(c.insertOne({ _id: 4, k: 'w', n: 0, a: { b: 9 } }))).code).toBe(11000);
});
