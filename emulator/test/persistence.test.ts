/**
 * Durability with a data directory: restart returns the same data, a torn or corrupt journal tail
 * is dropped without touching earlier records, and compaction keeps everything.
 */
import { appendFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { captureLogger } from './helpers';
import { startEmulator, type EmulatorOptions } from '../src/server';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nova-emu-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `fn` against an emulator on `dir`, then closes both. */
async function withEmulator<T>(fn: (client: MongoClient) => Promise<T>, options: Partial<EmulatorOptions> = {}): Promise<T> {
  const emulator = await startEmulator({ logger: captureLogger().logger, dataDir: dir, ...options });
  const client = await MongoClient.connect(emulator.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
    await emulator.close();
  }
}

async function journalFile(): Promise<string> {
  const name = (await readdir(dir)).find((f) => f.startsWith('journal-'));
  if (!name) throw new Error('no journal file');
  return path.join(dir, name);
}

test('a restart returns the same documents, indexes and collections', async () => {
  await withEmulator(async (client) => {
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([{ email: 'a@x.com', n: 1 }, { email: 'b@x.com', n: 2.5 }]);
    await users.updateOne({ email: 'a@x.com' }, { $inc: { n: 41 }, $set: { when: new Date(0) } });
    await users.deleteOne({ email: 'b@x.com' });
    await client.db('app').createCollection('empty');
    const session = client.startSession();
    await session.withTransaction(async () => {
      await users.insertOne({ email: 'c@x.com', n: 3 }, { session });
      await client.db('app').collection('ledger').insertOne({ user: 'c', amount: 3 }, { session });
    });
    await session.endSession();
  });
  await withEmulator(async (client) => {
    const users = client.db('app').collection('users');
    const docs = await users.find({}, { projection: { _id: 0 } }).sort({ email: 1 }).toArray();
    expect(docs).toEqual([{ email: 'a@x.com', n: 42, when: new Date(0) }, { email: 'c@x.com', n: 3 }]);
    expect(Number.isInteger(docs[0]?.n)).toBe(true);
    expect(await client.db('app').collection('ledger').countDocuments()).toBe(1);
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name).sort()).toEqual(['empty', 'ledger', 'users']);
    await expect(users.insertOne({ email: 'a@x.com' })).rejects.toMatchObject({ code: 11000 });
  });
});

test('a torn last record is dropped and earlier data survives; new writes persist after it', async () => {
  await withEmulator(async (client) => {
    await client.db('app').collection('kv').insertMany([{ _id: 1, v: 'one' }, { _id: 2, v: 'two' }] as never[]);
  });
  const file = await journalFile();
  const intact = (await stat(file)).size;
  // A crash mid-append: a record header promising 500 bytes, followed by only a few of them.
  const torn = Buffer.alloc(20);
  torn.writeUInt32LE(500, 0);
  torn.writeUInt32LE(0xdeadbeef, 4);
  await appendFile(file, torn);
  const logs = captureLogger();
  await withEmulator(
    async (client) => {
      const kv = client.db('app').collection('kv');
      expect(await kv.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, v: 'one' }, { _id: 2, v: 'two' }]);
      await kv.insertOne({ _id: 3, v: 'three' } as never);
    },
    { logger: logs.logger },
  );
  expect(logs.lines.some((l) => l.msg?.includes('torn or corrupt tail'))).toBe(true);
  expect((await stat(file)).size).toBeGreaterThan(intact);
  await withEmulator(async (client) => {
    expect((await client.db('app').collection('kv').find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
  });
});

test('a last record with a bad checksum is dropped, the records before it are kept', async () => {
  await withEmulator(async (client) => {
    await client.db('app').collection('kv').insertOne({ _id: 'first' } as never);
    await client.db('app').collection('kv').insertOne({ _id: 'second' } as never);
  });
  const file = await journalFile();
  const { readFile, writeFile } = await import('node:fs/promises');
  const bytes = await readFile(file);
  bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0xff;
  await writeFile(file, bytes);
  await withEmulator(async (client) => {
    expect((await client.db('app').collection('kv').find().toArray()).map((d) => d._id)).toEqual(['first']);
  });
});

test('compaction writes a snapshot, starts a new journal, and loses nothing', async () => {
  await withEmulator(
    async (client) => {
      const c = client.db('app').collection<{ _id: number; v: string }>('bulk');
      await c.createIndex({ v: 1 });
      for (let round = 0; round < 20; round++) {
        await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: round * 50 + i, v: 'x'.repeat(200) })));
      }
      await c.deleteMany({ _id: { $lt: 100 } });
    },
    { compactBytes: 32 * 1024 },
  );
  const files = await readdir(dir);
  expect(files).toContain('snapshot.bson');
  expect(files.filter((f) => f.startsWith('journal-'))).toHaveLength(1);
  expect(files.some((f) => f.startsWith('journal-0'))).toBe(false);
  await withEmulator(async (client) => {
    const c = client.db('app').collection('bulk');
    expect(await c.countDocuments()).toBe(900);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'v_1']);
  });
});

test('a data directory is opened by one emulator at a time', async () => {
  const first = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
  await expect(startEmulator({ logger: captureLogger().logger, dataDir: dir })).rejects.toThrow(/already open/);
  await first.close();
  const second = await startEmulator({ logger: captureLogger().logger, dataDir: dir });
  await second.close();
});
