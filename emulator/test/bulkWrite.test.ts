/**
 * The emulator's bulkWrite (MongoDB 8.0's multi-collection write) through the unmodified driver: malformed
 * input, per-op errors, ordered and unordered runs, and a failed op aborting its transaction. What it writes
 * when it succeeds is in the conformance suite (db/conformance/transactions.test.ts), on either engine.
 */
import type { Document, MongoClientBulkWriteError } from 'mongodb';
import { serverError, useEmulatorClient } from './helpers';

const t = useEmulatorClient('cmds');

describe('bulkWrite (MongoDB 8.0) with bad input', () => {
  const admin = () => t.client.db('admin');

  test('malformed nsInfo or ops refuse the whole command', async () => {
    expect((await serverError(admin().command({ bulkWrite: 1, ops: [], nsInfo: [{ ns: 'nodot' }] }))).code).toBe(73);
    expect((await serverError(admin().command({ bulkWrite: 1, ops: [], nsInfo: [{ ns: 'cmds.bad$name' }] }))).code).toBe(73);
    expect((await serverError(admin().command({ bulkWrite: 1, ops: [], nsInfo: [{}] }))).code).toBe(9);
    expect((await serverError(admin().command({ bulkWrite: 1, ops: 'x', nsInfo: [] }))).code).toBe(9);
  });

  test('a bad op is an error entry for that op; ordered stops there, errorsOnly lists only errors', async () => {
    const nsInfo = [{ ns: 'cmds.bulkBad' }];
    const ordered = await admin().command({
      bulkWrite: 1,
      ops: [{ insert: 0, document: { _id: 1 } }, { insert: 7, document: { _id: 2 } }, { frob: 0 }, { insert: 0, document: { _id: 3 } }],
      nsInfo,
    });
    expect(ordered).toMatchObject({ ok: 1, nErrors: 1, nInserted: 1 });
    expect(ordered.cursor.firstBatch).toEqual([{ ok: 1, idx: 0, n: 1 }, expect.objectContaining({ ok: 0, idx: 1, code: 2 })]);
    const unordered = await admin().command({
      bulkWrite: 1,
      ordered: false,
      errorsOnly: true,
      ops: [{ insert: 0, document: { _id: 1 } }, { frob: 0 }, { insert: 0, document: 'x' }, { insert: 0, document: { _id: 4 } }],
      nsInfo,
    });
    expect(unordered).toMatchObject({ ok: 1, nErrors: 3, nInserted: 1 });
    expect(unordered.cursor.firstBatch.map((e: { idx: number; code: number }) => [e.idx, e.code])).toEqual([
      [0, 11000],
      [1, 9],
      [2, 9],
    ]);
    expect(await t.db.collection('bulkBad').countDocuments()).toBe(2);
  });

  test('a failed op inside a transaction aborts it: nothing it wrote lands', async () => {
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await t.db.collection('bulkTxn').insertOne({ _id: 1 } as never, { session });
      const duplicate = [2, 1].map((_id) => ({ namespace: 'cmds.bulkTxn', name: 'insertOne' as const, document: { _id } as Document }));
      const err = await t.client.bulkWrite(duplicate, { session }).then(
        () => null,
        (e: unknown) => e as MongoClientBulkWriteError,
      );
      expect(err?.writeErrors.get(1)?.code).toBe(11000);
      expect((await serverError(session.commitTransaction())).code).toBe(251);
    } finally {
      await session.endSession();
    }
    expect(await t.db.collection('bulkTxn').countDocuments()).toBe(0);
  });
});
