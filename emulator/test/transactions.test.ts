/** Transactions through the unmodified driver: error labels, write conflicts, retried writes, snapshot reads. */
import { UUID } from 'bson';
import { RawConnection, serverError, useEmulatorClient } from './helpers';

const t = useEmulatorClient('txns');

test('transaction errors: NoSuchTransaction carries the transient label; count is refused inside', async () => {
  const raw = await serverError(
    t.client.db('admin').command({ commitTransaction: 1, lsid: { id: new UUID() }, txnNumber: 99, autocommit: false }),
  );
  expect(raw.code).toBe(251);
  expect(raw.hasErrorLabel('TransientTransactionError')).toBe(true);
  const session = t.client.startSession();
  session.startTransaction();
  const notAllowed = await serverError(t.db.command({ count: 'upd' }, { session }));
  expect(notAllowed.code).toBe(263);
  await session.abortTransaction().catch(() => undefined);
  await session.endSession();
});

test('a write conflict between two open transactions is 112 with TransientTransactionError', async () => {
  const c = t.db.collection<{ _id: number; n: number }>('conflict');
  await c.insertOne({ _id: 1, n: 0 });
  const s1 = t.client.startSession();
  const s2 = t.client.startSession();
  s1.startTransaction();
  s2.startTransaction();
  await c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: s1 });
  const err = await serverError(c.updateOne({ _id: 1 }, { $inc: { n: 10 } }, { session: s2 }));
  expect(err.code).toBe(112);
  expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
  await s1.commitTransaction();
  await s2.abortTransaction().catch(() => undefined);
  await Promise.all([s1.endSession(), s2.endSession()]);
  expect((await c.findOne({ _id: 1 }))?.n).toBe(1);
});

test('a plain write wins over an open transaction, whose commit then fails with 112 (no lost update)', async () => {
  const c = t.db.collection<{ _id: number; n: number }>('mixed');
  await c.insertOne({ _id: 1, n: 0 });
  const s = t.client.startSession();
  s.startTransaction();
  await c.updateOne({ _id: 1 }, { $set: { n: 100 } }, { session: s });
  await c.updateOne({ _id: 1 }, { $inc: { n: 1 } });
  const err = await serverError(s.commitTransaction());
  expect(err.code).toBe(112);
  expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
  await s.endSession();
  expect((await c.findOne({ _id: 1 }))?.n).toBe(1);
});

test('a retried write with the same (lsid, txnNumber) is applied once', async () => {
  const conn = await RawConnection.open(t.emulator.port);
  const lsid = { id: new UUID() };
  const cmd = { insert: 'retry', documents: [{ _id: 'once' }], lsid, txnNumber: 1, $db: 'txns' };
  expect(await conn.command(1, cmd)).toMatchObject({ n: 1, ok: 1 });
  expect(await conn.command(2, cmd)).toMatchObject({ n: 1, ok: 1 });
  expect(await conn.command(3, { ...cmd, txnNumber: 0 })).toMatchObject({ ok: 0, code: 225 });
  expect(await t.db.collection('retry').countDocuments()).toBe(1);
  conn.close();
});

test('a transaction keeps reading its snapshot while others commit', async () => {
  const c = t.db.collection<{ _id: number; v: string }>('snap');
  await c.insertMany([
    { _id: 1, v: 'old' },
    { _id: 2, v: 'old' },
  ]);
  const s = t.client.startSession();
  s.startTransaction();
  expect((await c.findOne({ _id: 1 }, { session: s }))?.v).toBe('old');
  await c.updateMany({}, { $set: { v: 'new' } });
  await c.insertOne({ _id: 3, v: 'new' });
  expect((await c.find({}, { session: s }).sort({ _id: 1 }).toArray()).map((d) => d.v)).toEqual(['old', 'old']);
  await s.abortTransaction();
  await s.endSession();
  expect((await c.find().toArray()).map((d) => d.v)).toEqual(['new', 'new', 'new']);
});

test('insert-only transactions: a duplicate _id is E11000 at once, or 112 at commit when it lands meanwhile; snapshots still isolate reads', async () => {
  const c = t.db.collection<{ _id: number; v: string }>('insertOnly');
  await c.insertOne({ _id: 1, v: 'committed' });
  const s = t.client.startSession();
  s.startTransaction();
  expect((await serverError(c.insertOne({ _id: 1, v: 'again' }, { session: s }))).code).toBe(11000);
  await s.abortTransaction().catch(() => undefined);

  s.startTransaction();
  await c.insertOne({ _id: 2, v: 'in txn' }, { session: s });
  await c.insertOne({ _id: 2, v: 'outside' });
  const err = await serverError(s.commitTransaction());
  expect(err.code).toBe(112);
  expect((await c.findOne({ _id: 2 }))?.v).toBe('outside');

  s.startTransaction();
  await c.insertOne({ _id: 3, v: 'in txn' }, { session: s });
  expect(await c.countDocuments({}, { session: s })).toBe(3);
  await c.insertOne({ _id: 4, v: 'outside, after the first read' });
  expect(await c.countDocuments({}, { session: s })).toBe(3);
  await s.commitTransaction();
  await s.endSession();
  expect(await c.countDocuments()).toBe(4);
});
