/** Snapshot reads outside transactions (a driver's snapshot session): one point in time across collections. */
import { Timestamp, UUID } from 'bson';
import { serverError, useEmulatorClient } from './helpers';

const t = useEmulatorClient('snapshots');

test('a snapshot session reads every collection as it was at its first read, while others write; a new session sees the writes', async () => {
  const users = t.db.collection<{ _id: number; balance: number }>('users');
  const entries = t.db.collection<{ _id: number; userId: number; amount: number }>('entries');
  await users.insertMany([
    { _id: 1, balance: 10 },
    { _id: 2, balance: 0 },
  ]);
  await entries.insertOne({ _id: 1, userId: 1, amount: 10 });

  const session = t.client.startSession({ snapshot: true });
  expect(await entries.find({}, { session }).toArray()).toEqual([{ _id: 1, userId: 1, amount: 10 }]);
  expect(Reflect.get(session, 'snapshotTime')).toBeInstanceOf(Timestamp);

  // A transaction moves money after the snapshot; a plain write and a new collection follow.
  const writer = t.client.startSession();
  await writer.withTransaction(async () => {
    await users.updateOne({ _id: 2 }, { $inc: { balance: 5 } }, { session: writer });
    await entries.insertOne({ _id: 2, userId: 2, amount: 5 }, { session: writer });
  });
  await writer.endSession();
  await users.deleteOne({ _id: 1 });
  await t.db.collection<{ _id: number }>('later').insertOne({ _id: 1 });

  expect(await users.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([
    { _id: 1, balance: 10 },
    { _id: 2, balance: 0 },
  ]);
  expect(await users.findOne({ _id: 2 }, { session })).toEqual({ _id: 2, balance: 0 });
  expect(await entries.countDocuments({}, { session })).toBe(1);
  expect(await t.db.collection('later').find({}, { session }).toArray()).toEqual([]);
  expect(await users.distinct('balance', {}, { session })).toEqual([10, 0]);
  const joined = await users
    .aggregate(
      [{ $lookup: { from: 'entries', localField: '_id', foreignField: 'userId', as: 'e' } }, { $project: { n: { $size: '$e' } } }],
      { session },
    )
    .toArray();
  expect(joined).toEqual([
    { _id: 1, n: 1 },
    { _id: 2, n: 0 },
  ]);
  await session.endSession();

  const fresh = t.client.startSession({ snapshot: true });
  expect(await users.find({}, { session: fresh }).toArray()).toEqual([{ _id: 2, balance: 5 }]);
  expect(await entries.countDocuments({}, { session: fresh })).toBe(2);
  await fresh.endSession();
});

test('a snapshot cursor read in batches keeps its snapshot across getMore', async () => {
  const big = t.db.collection<{ _id: number; v: string }>('big');
  await big.insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, v: 'old' })));
  const session = t.client.startSession({ snapshot: true });
  const cursor = big.find({}, { session, batchSize: 50 });
  const first = await cursor.next();
  await big.updateMany({}, { $set: { v: 'new' } });
  const rest = await cursor.toArray();
  expect([first, ...rest].map((d) => d?.v)).toEqual(Array.from({ length: 250 }, () => 'old'));
  await session.endSession();
});

test('snapshot reads fail loudly where the emulator cannot serve them', async () => {
  const c = t.db.collection<{ _id: number }>('loud');
  await c.insertOne({ _id: 1 });
  const lsid = { id: new UUID() };
  const unknownTime = await serverError(
    t.db.command({ find: 'loud', readConcern: { level: 'snapshot', atClusterTime: new Timestamp({ t: 1, i: 1 }) }, lsid }),
  );
  expect(unknownTime.code).toBe(239);
  expect(unknownTime.codeName).toBe('SnapshotTooOld');
  const noSnapshotLevel = await serverError(t.db.command({ find: 'loud', readConcern: { atClusterTime: new Timestamp({ t: 1, i: 1 }) } }));
  expect(noSnapshotLevel.code).toBe(72);
  const count = await serverError(t.db.command({ count: 'loud', readConcern: { level: 'snapshot' }, lsid }));
  expect(count.code).toBe(72);
  expect(count.message).toMatch(/count does not support/);
});
