/**
 * `npm run db:backup` against the real app's embedded engine while the app writes, then `db:restore` into a fresh
 * data directory: the copy is one point in time (every balance equals the sum of its ledger entries, every stored
 * upload is whole), its indexes are there and enforced, and the upload's bytes are the same.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GridFSBucket, MongoClient, MongoServerError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { startEmulator, type EmulatorHandle } from '@nova/db-emulator';
import { checkedRequest } from '../../test/answers';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { buildUser } from '../../test/factories';
import { loadConfig } from '../config';
import { createLogger } from '../core/logger';
import { LedgerEntryModel } from '../ledger/model';
import { startNovaServer, type NovaServer } from '../server';
import { runDbCommand } from './command';
import { readManifest } from './format';

const ROOT = join(__dirname, '..', '..', '..');
const silent = createLogger('silent');

let dir: string;
let server: NovaServer;
let adminToken: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nova-backup-'));
  // The app as `npm start` runs it: its embedded emulator journals into DATA_DIR.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'live'),
    DB_ENGINE: 'emulator',
    LOG_LEVEL: 'silent',
    // The admin below uploads with a password sign-in alone.
    STAFF_TWO_FACTOR: 'optional',
  });
  server = await startNovaServer({ config, logger: silent });
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
});

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the command as its own process, as `npm run db:backup` does. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'cli.ts'), ...args], {
      cwd: join(ROOT, 'backend'),
      env: { ...process.env, MONGODB_URI: '', DB_ENGINE: 'emulator', LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A PNG of random pixels `side` wide and high: it does not compress, so its stored copy spans several GridFS chunks. */
const png = (side: number) => sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();

/** Uploads an image and answers its stored name and stored bytes (the upload route re-encodes what it is sent). */
async function upload(content: Buffer): Promise<[string, Buffer]> {
  const res = await checkedRequest(server.url)
    .post('/api/admin/upload')
    .set('Authorization', `Bearer ${adminToken}`)
    .attach('image', content, 'image.png')
    .expect(201);
  const name = String(res.body.url).split('/').pop() ?? '';
  return [name, await readFile(mongoose.connection.db as Db, name)];
}

async function readFile(db: Db, name: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of new GridFSBucket(db, { bucketName: 'uploads' }).openDownloadStreamByName(name)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Every user whose balance is not the sum of their ledger entries. */
async function brokenBalances(db: Db): Promise<string[]> {
  const sums = await db
    .collection('ledgerentries')
    .aggregate<{ _id: unknown; total: number }>([{ $group: { _id: '$userId', total: { $sum: '$amount' } } }])
    .toArray();
  const byUser = new Map(sums.map((s) => [String(s._id), s.total]));
  const users = await db
    .collection<{ balance: number }>('users')
    .find({}, { projection: { balance: 1 } })
    .toArray();
  return users
    .filter((u) => (byUser.get(String(u._id)) ?? 0) !== u.balance)
    .map((u) => `${String(u._id)}: ${u.balance} vs ${byUser.get(String(u._id)) ?? 0}`);
}

test('a backup taken while the app credits players, adds players and stores uploads restores to one point in time', async () => {
  const players = await Promise.all(Array.from({ length: 6 }, async () => (await buildFundedUser(server.ctx, 1_000)).user._id));
  const [beforeName, before] = await upload(await png(480));

  // Writers run until the backup process has exited: ledger credits in transactions, new funded players, uploads.
  let writing = true;
  const uploaded = new Map<string, Buffer>([[beforeName, before]]);
  const loop = async (step: () => Promise<unknown>) => {
    while (writing) await step();
  };
  const writers = [
    ...Array.from({ length: 3 }, () => loop(() => fundUser(server.ctx, players[Math.floor(Math.random() * players.length)] ?? '', 7))),
    loop(async () => players.push((await buildFundedUser(server.ctx, 250)).user._id)),
    loop(async () => {
      const [name, stored] = await upload(await png(320 + Math.floor(Math.random() * 160)));
      uploaded.set(name, stored);
    }),
  ];
  const entriesAtStart = await LedgerEntryModel.countDocuments();
  const out = join(dir, 'backup');
  const backup = await runCli(['backup', '--out', out], { DATA_DIR: join(dir, 'live') });
  const entriesAtEnd = await LedgerEntryModel.countDocuments();
  writing = false;
  await Promise.all(writers);
  expect(backup.output).toMatch(/from the emulator engine of the running process \d+/);
  expect(backup.output).toMatch(/Backup done: \d+ collections, \d+ documents/);
  expect(backup.code).toBe(0);
  expect(entriesAtEnd).toBeGreaterThan(entriesAtStart);

  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const fresh = join(dir, 'fresh');
  const code = await runDbCommand(['restore', '--from', out], io, { DATA_DIR: fresh, DB_ENGINE: 'emulator', LOG_LEVEL: 'silent' });
  expect(lines.join('\n')).toMatch(/ledgerentries: \d+ documents, 4 indexes/);
  expect(lines.join('\n')).toMatch(/Restored \d+ collections, \d+ documents and \d+ indexes: database "nova" as it was at /);
  expect(code).toBe(0);

  let restored: EmulatorHandle | null = null;
  let client: MongoClient | null = null;
  try {
    restored = await startEmulator({ dataDir: join(fresh, 'emulator'), logger: silent });
    client = await MongoClient.connect(restored.uri);
    const db = client.db('nova');
    const live = mongoose.connection.db as Db;

    // One point in time: the copy holds some but not all of the writes made while the backup ran, and every
    // balance is the sum of its entries (reading ledgerentries and users at different times would break that).
    const entries = await db.collection('ledgerentries').countDocuments();
    expect(entries).toBeGreaterThanOrEqual(entriesAtStart);
    expect(entries).toBeLessThanOrEqual(entriesAtEnd);
    expect(await brokenBalances(db)).toEqual([]);

    // Every stored upload is whole and byte for byte what the live database stored (uploads.chunks is read before uploads.files).
    const files = await db.collection<{ filename: string }>('uploads.files').find().toArray();
    expect(files.map((f) => f.filename)).toContain(beforeName);
    for (const file of files) expect((await readFile(db, file.filename)).equals(uploaded.get(file.filename) ?? Buffer.alloc(0))).toBe(true);

    // Every collection has the live one's indexes, and unique ones are enforced.
    for (const { name } of await live.listCollections({}, { nameOnly: true }).toArray()) {
      const keys = async (d: Db) =>
        (await d.collection(name).listIndexes().toArray()).map((i) => JSON.stringify([i.name, i.key, i.unique ?? false])).sort();
      expect({ name, indexes: await keys(db) }).toEqual({ name, indexes: await keys(live) });
    }
    const { _id: _taken, ...copy } = (await db.collection('ledgerentries').findOne({})) ?? {};
    const duplicate = await db
      .collection('ledgerentries')
      .insertOne(copy)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(duplicate).toBeInstanceOf(MongoServerError);
    expect((duplicate as MongoServerError).code).toBe(11000);
  } finally {
    await client?.close();
    await restored?.close();
  }
  // Starting the command as a process (tsx) and a restore take several seconds each on a loaded machine.
}, 120_000);

test("a restore refuses a running server's data directory and a non-empty database unless --drop; backing up the copy gives the same bytes", async () => {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, DB_ENGINE: 'emulator', LOG_LEVEL: 'silent' });
  const out = join(dir, 'backup');

  expect(await runDbCommand(['restore', '--from', out, '--drop'], io, env(join(dir, 'live')))).toBe(1);
  expect(lines.pop()).toMatch(/in use by a running process \(pid \d+\)\. Stop the server first/);

  expect(await runDbCommand(['restore', '--from', out], io, env(join(dir, 'fresh')))).toBe(1);
  expect(lines.pop()).toMatch(/database "nova" on the emulator engine in .* is not empty \(\d+ collections: .*\); pass --drop/);

  lines.length = 0;
  expect(await runDbCommand(['restore', '--from', out, '--drop'], io, env(join(dir, 'fresh')))).toBe(0);
  expect(lines.join('\n')).toMatch(/dropped database "nova" \(\d+ collections\)[\s\S]*Restored \d+ collections/);

  // With no server on it, the backup opens the data directory itself; backing up the restored copy gives the same bytes.
  lines.length = 0;
  const again = join(dir, 'again');
  expect(await runDbCommand(['backup', '--out', again], io, env(join(dir, 'fresh')))).toBe(0);
  expect(lines.join('\n')).toMatch(/from the emulator engine in .* \(opened by this command: no server was running\)/);
  const files = async (backup: string) =>
    (await readManifest(backup)).collections.map(({ name, documents, sha256 }) => ({ name, documents, sha256 }));
  expect(await files(again)).toEqual(await files(out));
}, 60_000);
