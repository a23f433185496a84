/**
 * Data directories written by earlier emulator code still load: the journal and snapshot formats are
 * unchanged, and every operation they hold replays (see fixtures/README.md for what they contain).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Long, MongoClient } from 'mongodb';
import { captureLogger, serverError } from './helpers';
import { startEmulator } from '../src/server';

async function withFixture(name: string, run: (client: MongoClient, dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `nova-${name}-`));
  try {
    await cp(path.join(__dirname, 'fixtures', name), dir, { recursive: true });
    const emulator = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
    const client = await MongoClient.connect(emulator.uri);
    try {
      await run(client, dir);
    } finally {
      await client.close();
      await emulator.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function expectFixtureState(client: MongoClient): Promise<void> {
  const shop = client.db('shop');
  const users = shop.collection('users');
  expect((await users.find({}, { sort: { email: 1 }, projection: { _id: 0, raw: 0 } }).toArray()).map((u) => u.email)).toEqual(['ann@x.com', 'bob@x.com']);
  expect(await users.findOne({ email: 'ann@x.com' }, { projection: { _id: 0 } })).toEqual({
    email: 'ann@x.com',
    balance: 400,
    ratio: 0.25,
    ref: 'ANN',
    joined: new Date('2030-01-02T03:04:05Z'),
    last: 'after-compaction',
  });
  const bob = await users.findOne({ email: 'bob@x.com' }, { promoteLongs: false });
  expect(bob).toMatchObject({ balance: 2147483648, seen: true });
  expect(bob?.big).toEqual(Long.fromString('9007199254740993'));
  expect(bob?.price).toEqual(Decimal128.fromString('19.99'));
  expect((await users.listIndexes().toArray()).map((i) => [i.name, i.unique === true])).toEqual([
    ['_id_', false],
    ['email_1', true],
    ['ref_1', true],
  ]);
  expect((await serverError(users.insertOne({ email: 'ann@x.com' }))).code).toBe(11000);
  expect(await shop.collection('ledger').countDocuments()).toBe(21);
  expect((await shop.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual(['ledger', 'users']);
  expect((await client.db().admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name)).not.toContain('gone');
  const types = await users.aggregate([{ $project: { _id: 0, b: { $type: '$balance' }, l: { $type: '$big' }, d: { $type: '$price' } } }, { $sort: { b: -1 } }]).toArray();
  expect(types).toEqual([{ b: 'int', l: 'missing', d: 'missing' }, { b: 'double', l: 'long', d: 'decimal' }]);
}

test.each(['journal-v1', 'journal-v1-compacted'])('a data directory written before this change loads: %s', async (name) => {
  await withFixture(name, async (client) => {
    await expectFixtureState(client);
  });
});

test('new writes go on top of an old journal and survive the next restart', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nova-journal-v1-again-'));
  try {
    await cp(path.join(__dirname, 'fixtures', 'journal-v1'), dir, { recursive: true });
    const first = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
    const client = await MongoClient.connect(first.uri);
    await client.withSession((s) => s.withTransaction(() => client.db('shop').collection('fresh').insertOne({ _id: 'new' } as never, { session: s })));
    await client.db('shop').collection('users').updateOne({ email: 'bob@x.com' }, { $inc: { balance: 1 } });
    await client.close();
    await first.close();
    const second = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
    const again = await MongoClient.connect(second.uri);
    try {
      expect(await again.db('shop').collection('fresh').countDocuments()).toBe(1);
      expect((await again.db('shop').collection('users').findOne({ email: 'bob@x.com' }))?.balance).toBe(2147483649);
      expect(await again.db('shop').collection('ledger').countDocuments()).toBe(21);
    } finally {
      await again.close();
      await second.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
