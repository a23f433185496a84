/**
 * The emulator's handling of update statements' positional paths, array filters, sort, hint and let at
 * the edges (bad input and conflicts), through the unmodified driver.
 */
import { serverError, useEmulatorClient } from './helpers';

const t = useEmulatorClient('updopts');

interface Slip {
  _id: number;
  bets: Array<{ id: number; s: number; tags?: string[] }>;
  n?: number;
}

const slips = () => t.db.collection<Slip>('slips');

beforeEach(async () => {
  await slips().deleteMany({});
  await slips().insertOne({ _id: 1, bets: [{ id: 1, s: 1 }, { id: 2, s: 2 }] });
});

test('array filter mistakes are refused before any document is read: unused (9), missing (2), two names (9)', async () => {
  const set = { $set: { 'bets.$[b].s': 0 } };
  expect((await serverError(slips().updateOne({ _id: 99 }, set, { arrayFilters: [{ 'b.s': 1 }, { 'x.s': 1 }] }))).code).toBe(9);
  expect((await serverError(slips().updateOne({ _id: 99 }, set))).code).toBe(2);
  expect((await serverError(slips().updateOne({ _id: 1 }, set, { arrayFilters: [{ 'b.s': 1, 'c.s': 2 }] }))).code).toBe(9);
  expect((await serverError(slips().updateOne({ _id: 1 }, set, { arrayFilters: [{ 'b.s': 1 }, { 'b.id': 1 }] }))).code).toBe(9);
  expect((await slips().findOne({ _id: 1 }))?.bets).toEqual([{ id: 1, s: 1 }, { id: 2, s: 2 }]);
});

test('$ without a query condition on the array (or in an upsert), and $[] on a missing array, are code 2', async () => {
  expect((await serverError(slips().updateOne({ _id: 1 }, { $set: { 'bets.$.s': 0 } }))).code).toBe(2);
  expect((await serverError(slips().updateOne({ _id: 5, 'bets.id': 2 }, { $set: { 'bets.$.s': 0 } }, { upsert: true }))).code).toBe(2);
  expect((await serverError(slips().updateOne({ _id: 1 }, { $set: { 'none.$[].s': 0 } } as never))).code).toBe(2);
});

test('two filtered paths that reach the same element conflict (40); reaching different elements they do not', async () => {
  const twoFilters = { $set: { 'bets.$[a].s': 10, 'bets.$[b].s': 20 } };
  const same = await serverError(slips().updateOne({ _id: 1 }, twoFilters, { arrayFilters: [{ 'a.id': 1 }, { 'b.s': { $lt: 2 } }] }));
  expect(same.code).toBe(40);
  await slips().updateOne({ _id: 1 }, twoFilters, { arrayFilters: [{ 'a.id': 1 }, { 'b.id': 2 }] });
  expect((await slips().findOne({ _id: 1 }))?.bets).toEqual([
    { id: 1, s: 10 },
    { id: 2, s: 20 },
  ]);
});

test('positional paths work with $push, $unset and nested elements', async () => {
  await slips().updateOne({ _id: 1, 'bets.id': 2 }, { $push: { 'bets.$.tags': 'late' }, $unset: { 'bets.$.s': '' } });
  await slips().updateOne({ _id: 1 }, { $push: { 'bets.$[].tags': 'all' } });
  expect((await slips().findOne({ _id: 1 }))?.bets).toEqual([
    { id: 1, s: 1, tags: ['all'] },
    { id: 2, tags: ['late', 'all'] },
  ]);
});

test('sort on a multi update is refused (9); a bad hint type is refused (9)', async () => {
  const sortMany = { update: 'slips', updates: [{ q: {}, u: { $set: { n: 1 } }, multi: true, sort: { _id: 1 } }] };
  const reply = await t.db.command(sortMany);
  expect(reply.writeErrors?.[0]?.code).toBe(9);
  expect((await serverError(t.db.command({ find: 'slips', filter: {}, hint: 5 }))).code).toBe(9);
});

test('let values are evaluated once as expressions; a bad variable name is refused', async () => {
  const found = await slips()
    .find({ $expr: { $eq: ['$_id', '$$one'] } }, { let: { one: { $subtract: [3, 2] } } })
    .toArray();
  expect(found.map((d) => d._id)).toEqual([1]);
  expect((await serverError(slips().find({}, { let: { Bad: 1 } }).toArray())).code).toBe(9);
});

test('pipeline $set of dotted paths through embedded documents: counters, missing parents, neighbours and order kept', async () => {
  const c = t.db.collection<{ _id: number; balance: number; f?: { seed?: string; n: number }; tail?: boolean }>('dottedPipeline');
  await c.insertMany([
    { _id: 1, balance: 10, f: { seed: 'a', n: 1 }, tail: true },
    { _id: 2, balance: 10 },
  ]);
  const takeNonce = [{ $set: { balance: { $add: ['$balance', -3] }, 'f.n': { $add: [{ $ifNull: ['$f.n', 0] }, 1] } } }];
  await c.updateOne({ _id: 1 }, takeNonce);
  await c.updateOne({ _id: 2 }, takeNonce);
  const docs = await c.find().sort({ _id: 1 }).toArray();
  expect(docs[0]).toEqual({ _id: 1, balance: 7, f: { seed: 'a', n: 2 }, tail: true });
  expect(Object.keys(docs[0]!)).toEqual(['_id', 'balance', 'f', 'tail']);
  expect(docs[1]).toEqual({ _id: 2, balance: 7, f: { n: 1 } });
});
