/**
 * Collections created inside transactions, at the edges: two transactions creating the same collection,
 * repeated creation, indexes on a collection the transaction already wrote to, and durability.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { captureLogger, serverError, useEmulatorClient } from './helpers';
import { startEmulator } from '../src/server';

const t = useEmulatorClient('txncat');

test('two transactions creating one collection: the first commit wins, the second gets 112 and its retry lands', async () => {
  const a = t.client.startSession();
  const b = t.client.startSession();
  try {
    a.startTransaction();
    b.startTransaction();
    await t.db.collection('race').insertOne({ by: 'a' }, { session: a });
    await t.db.collection('race').insertOne({ by: 'b' }, { session: b });
    await a.commitTransaction();
    const err = await serverError(b.commitTransaction());
    expect(err.code).toBe(112);
    expect(err.errorLabels).toContain('TransientTransactionError');
  } finally {
    await a.endSession();
    await b.endSession();
  }
  await t.client.withSession((s) => s.withTransaction(() => t.db.collection('race').insertOne({ by: 'retry' }, { session: s })));
  expect((await t.db.collection('race').find({}, { sort: { by: 1 } }).toArray()).map((d) => d.by)).toEqual(['a', 'retry']);
});

test('create twice in one transaction is 48; an index after the transaction wrote to its new collection is 263', async () => {
  const s = t.client.startSession();
  try {
    s.startTransaction();
    await t.db.createCollection('twice', { session: s });
    expect((await serverError(t.db.createCollection('twice', { session: s }))).code).toBe(48);
  } finally {
    await s.endSession();
  }
  expect((await t.db.listCollections({ name: 'twice' }).toArray()).length).toBe(0);
  const s2 = t.client.startSession();
  try {
    s2.startTransaction();
    await t.db.collection('written').insertOne({ k: 1 }, { session: s2 });
    expect((await serverError(t.db.collection('written').createIndex({ k: 1 }, { session: s2 }))).code).toBe(263);
  } finally {
    await s2.endSession();
  }
  expect((await t.db.listCollections({ name: 'written' }).toArray()).length).toBe(0);
});

test('a collection and index created in a committed transaction survive a restart', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nova-txncat-'));
  try {
    const first = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
    const client = await MongoClient.connect(first.uri);
    await client.withSession((s) =>
      s.withTransaction(async () => {
        await client.db('d').createCollection('made', { session: s });
        await client.db('d').collection('made').createIndex({ code: 1 }, { unique: true, session: s });
        await client.db('d').collection('made').insertOne({ code: 'x' }, { session: s });
      }),
    );
    await client.close();
    await first.close();
    const second = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
    const again = await MongoClient.connect(second.uri);
    try {
      const made = again.db('d').collection('made');
      expect((await made.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'code_1']);
      expect((await made.find({}, { projection: { _id: 0 } }).toArray())).toEqual([{ code: 'x' }]);
      expect((await serverError(made.insertOne({ code: 'x' }))).code).toBe(11000);
    } finally {
      await again.close();
      await second.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
