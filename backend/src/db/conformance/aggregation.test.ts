/**
 * Conformance: aggregation pipelines the shop runs (leaderboards, admin figures, winners with their
 * prizes): $match, $group, $sort, $limit, $lookup, $facet, $setWindowFields, through Mongoose.
 */
import mongoose, { Schema, Types } from 'mongoose';
import { useTestDatabase } from '../../../test/database';

useTestDatabase();

const Player = mongoose.model('Player', new Schema({ name: String, country: String }));
const Spend = mongoose.model('Spend', new Schema({ player: Schema.Types.ObjectId, coins: Number, day: String }));

const ids = { ann: new Types.ObjectId(), bob: new Types.ObjectId(), cy: new Types.ObjectId(), dee: new Types.ObjectId() };

beforeAll(async () => {
  await Player.insertMany([
    { _id: ids.ann, name: 'ann', country: 'DE' },
    { _id: ids.bob, name: 'bob', country: 'FR' },
    { _id: ids.cy, name: 'cy', country: 'DE' },
    { _id: ids.dee, name: 'dee', country: 'IT' },
  ]);
  await Spend.insertMany([
    { player: ids.ann, coins: 100, day: 'd1' },
    { player: ids.ann, coins: 250, day: 'd1' },
    { player: ids.bob, coins: 400, day: 'd1' },
    { player: ids.cy, coins: 50, day: 'd1' },
    { player: ids.cy, coins: 75, day: 'd2' },
    { player: ids.bob, coins: 10, day: 'd2' },
  ]);
});

test('$match + $group + $sort + $limit: a daily leaderboard', async () => {
  const top = await Spend.aggregate<{ _id: Types.ObjectId; total: number; count: number }>([
    { $match: { day: 'd1' } },
    { $group: { _id: '$player', total: { $sum: '$coins' }, count: { $sum: 1 } } },
    { $sort: { total: -1 } },
    { $limit: 2 },
  ]);
  expect(top.map((t) => [String(t._id), t.total, t.count])).toEqual([
    [String(ids.bob), 400, 1],
    [String(ids.ann), 350, 2],
  ]);
});

test('$lookup joins players onto their spending', async () => {
  const rows = await Spend.aggregate<{ coins: number; who: Array<{ name: string }> }>([
    { $match: { day: 'd2' } },
    { $sort: { coins: -1 } },
    { $lookup: { from: 'players', localField: 'player', foreignField: '_id', as: 'who' } },
    { $project: { _id: 0, coins: 1, 'who.name': 1 } },
  ]);
  expect(rows).toEqual([
    { coins: 75, who: [{ name: 'cy' }] },
    { coins: 10, who: [{ name: 'bob' }] },
  ]);
});

test('$lookup with a pipeline and $unwind', async () => {
  const rows = await Player.aggregate<{ name: string; spent: number }>([
    { $lookup: { from: 'spends', let: { id: '$_id' }, pipeline: [{ $match: { $expr: { $eq: ['$player', '$$id'] } } }], as: 's' } },
    { $unwind: { path: '$s', preserveNullAndEmptyArrays: true } },
    { $group: { _id: '$name', spent: { $sum: { $ifNull: ['$s.coins', 0] } } } },
    { $project: { _id: 0, name: '$_id', spent: 1 } },
    { $sort: { name: 1 } },
  ]);
  expect(rows).toEqual([
    { spent: 350, name: 'ann' },
    { spent: 410, name: 'bob' },
    { spent: 125, name: 'cy' },
    { spent: 0, name: 'dee' },
  ]);
});

test('$facet computes several admin figures in one pass', async () => {
  const [figures] = await Spend.aggregate<{ revenue: Array<{ total: number }>; perDay: Array<{ _id: string; n: number }>; count: Array<{ n: number }> }>([
    {
      $facet: {
        revenue: [{ $group: { _id: null, total: { $sum: '$coins' } } }, { $project: { _id: 0, total: 1 } }],
        perDay: [{ $group: { _id: '$day', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
        count: [{ $count: 'n' }],
      },
    },
  ]);
  expect(figures).toEqual({ revenue: [{ total: 885 }], perDay: [{ _id: 'd1', n: 4 }, { _id: 'd2', n: 2 }], count: [{ n: 6 }] });
});

test('$setWindowFields ranks players', async () => {
  const ranked = await Spend.aggregate<{ _id: Types.ObjectId; total: number; rank: number }>([
    { $group: { _id: '$player', total: { $sum: '$coins' } } },
    { $setWindowFields: { sortBy: { total: -1 }, output: { rank: { $rank: {} } } } },
    { $sort: { rank: 1 } },
  ]);
  expect(ranked.map((r) => [String(r._id), r.total, r.rank])).toEqual([
    [String(ids.bob), 410, 1],
    [String(ids.ann), 350, 2],
    [String(ids.cy), 125, 3],
  ]);
});

test('countDocuments with a filter is an aggregation', async () => {
  expect(await Spend.countDocuments({ coins: { $gte: 75 } })).toBe(4);
  expect(await Player.countDocuments({ country: 'DE' })).toBe(2);
});

test('aggregation cursors return every result across batches', async () => {
  await Spend.insertMany(Array.from({ length: 300 }, (_, i) => ({ player: ids.dee, coins: i, day: 'bulk' })));
  const seen: number[] = [];
  for await (const row of Spend.aggregate<{ coins: number }>([{ $match: { day: 'bulk' } }, { $sort: { coins: 1 } }]).cursor({ batchSize: 40 })) {
    seen.push(row.coins);
  }
  expect(seen).toEqual(Array.from({ length: 300 }, (_, i) => i));
  await Spend.deleteMany({ day: 'bulk' });
});

test('aggregation does not change stored documents', async () => {
  await Player.aggregate([{ $addFields: { country: 'XX', extra: 1 } }, { $project: { name: 0 } }]);
  const stored = await Player.find().sort({ name: 1 }).lean();
  expect(stored.map((p) => [p.name, p.country])).toEqual([['ann', 'DE'], ['bob', 'FR'], ['cy', 'DE'], ['dee', 'IT']]);
  expect(stored[0]).not.toHaveProperty('extra');
});
