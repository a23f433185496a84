/**
 * `db:backup` / `db:restore` arguments and refusals: bad arguments give a message with the usage and exit code 2;
 * a directory that is not a finished backup, a damaged one, or one that would be overwritten gives exit code 1 and
 * says why. Also: a round trip through `--uri` and `--db` keeps every document byte for byte.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, Decimal128, Long, MongoClient, ObjectId } from 'mongodb';
import { startEmulator, type EmulatorHandle } from '@nova/db-emulator';
import { createLogger } from '../core/logger';
import { runDbCommand } from './command';

const ROOT = join(__dirname, '..', '..', '..');

let dir: string;
let emulator: EmulatorHandle;
let client: MongoClient;
let backup: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nova-backup-cmd-'));
  emulator = await startEmulator({ logger: createLogger('silent') });
  client = await MongoClient.connect(emulator.uri);
  const things = client.db('src').collection('things');
  await things.createIndex({ code: 1 }, { unique: true, name: 'code_unique' });
  await things.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
  await things.insertMany([
    {
      _id: new ObjectId(),
      code: 'a',
      big: Long.fromString('9007199254740993'),
      price: Decimal128.fromString('1.10'),
      at: new Date('2100-01-01T00:00:00Z'),
    },
    { _id: new ObjectId(), code: 'b', blob: new Binary(Buffer.from([0, 1, 2, 255]), 0), nested: { list: [1, 'two', null, { x: 3.5 }] } },
  ]);
  backup = join(dir, 'ok');
  expect(await run(['backup', '--out', backup, '--uri', emulator.uri, '--db', 'src'])).toMatchObject({ code: 0 });
});

afterAll(async () => {
  await client?.close();
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

async function run(argv: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDbCommand(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { LOG_LEVEL: 'silent', DB_ENGINE: 'emulator', ...env },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('a round trip through --uri and --db restores every document byte for byte, with its indexes', async () => {
  const restored = await run(['restore', '--from', backup, '--uri', emulator.uri, '--db', 'copy']);
  expect(restored.out).toMatch(/things: 2 documents, 3 indexes/);
  expect(restored.code).toBe(0);
  const raw = async (db: string) =>
    (await client.db(db).collection('things').find({}, { raw: true }).sort({ code: 1 }).toArray()).map((d) =>
      Buffer.isBuffer(d) ? d.toString('hex') : 'decoded',
    );
  expect(await raw('copy')).toEqual(await raw('src'));
  const indexes = await client.db('copy').collection('things').listIndexes().toArray();
  expect(indexes.find((i) => i.name === 'code_unique')).toMatchObject({ unique: true, key: { code: 1 } });
  expect(indexes.find((i) => i.name === 'at_1')).toMatchObject({ expireAfterSeconds: 3600 });
});

test.each([
  [[], /unknown command "": expected backup or restore/],
  [['dump', '--out', 'x'], /unknown command "dump"/],
  [['backup'], /db:backup needs --out DIR/],
  [['restore', '--out', 'x'], /db:restore takes --from DIR, not --out/],
  [['backup', '--out', 'x', '--drop'], /--drop is an option of db:restore/],
  [['restore', '--from', 'x', '--force'], /Unknown option '--force'/],
  [['backup', '--out', 'x', 'extra'], /Unexpected argument 'extra'/],
  [['backup', '--out'], /Option '--out <value>' argument missing/],
  [['backup', '--out', 'x', '--db', 'bad.name'], /--db "bad.name" is not a valid database name/],
  [['restore', '--from', 'x', '--uri', 'http://db:27017'], /--uri must be a MongoDB connection string/],
])('bad arguments %j: a clear message, the usage, exit code 2', async (argv, message) => {
  const result = await run(argv);
  expect(result.err).toMatch(message);
  expect(result.err).toMatch(/Usage:\n {2}npm run db:backup -- --out DIR/);
  expect(result.code).toBe(2);
});

test('--help prints the usage and succeeds', async () => {
  const result = await run(['restore', '--help']);
  expect(result.out).toMatch(/npm run db:restore -- --from DIR \[--drop\]/);
  expect(result.code).toBe(0);
});

test('a backup never writes into a directory that is not empty, or over a file', async () => {
  const full = join(dir, 'full');
  await mkdir(full);
  await writeFile(join(full, 'keep.txt'), 'mine');
  expect(await run(['backup', '--out', full, '--uri', emulator.uri])).toMatchObject({
    code: 1,
    err: expect.stringMatching(/--out .* is not empty/),
  });
  expect(await readFile(join(full, 'keep.txt'), 'utf8')).toBe('mine');
  const file = join(full, 'keep.txt');
  expect(await run(['backup', '--out', file, '--uri', emulator.uri])).toMatchObject({
    code: 1,
    err: expect.stringMatching(/is a file, not a directory/),
  });
});

test('a restore refuses a directory that is not a finished backup, and a damaged one, before writing anything', async () => {
  const empty = join(dir, 'empty');
  await mkdir(empty);
  const notBackup = await run(['restore', '--from', empty, '--uri', emulator.uri, '--db', 'never']);
  expect(notBackup).toMatchObject({ code: 1, err: expect.stringMatching(/is not a finished backup: it has no backup\.json/) });

  const damaged = join(dir, 'damaged');
  await mkdir(join(damaged, 'src'), { recursive: true });
  for (const name of ['backup.json', 'src/things.metadata.json']) await writeFile(join(damaged, name), await readFile(join(backup, name)));
  const bytes = await readFile(join(backup, 'src', 'things.bson'));
  bytes.writeUInt8(bytes.readUInt8(bytes.length - 2) ^ 0xff, bytes.length - 2);
  await writeFile(join(damaged, 'src', 'things.bson'), bytes);
  const result = await run(['restore', '--from', damaged, '--uri', emulator.uri, '--db', 'never']);
  expect(result).toMatchObject({
    code: 1,
    err: expect.stringMatching(/the backup is damaged: src\/things\.bson does not match its SHA-256/),
  });
  expect(await client.db('never').listCollections().toArray()).toEqual([]);

  await writeFile(join(damaged, 'backup.json'), '{"format":"nova-backup","version":9}');
  expect(await run(['restore', '--from', damaged, '--uri', emulator.uri])).toMatchObject({
    code: 1,
    err: expect.stringMatching(/is not a nova-backup v1 manifest: version/),
  });
});

test('without MONGODB_URI, --uri or a data directory there is nothing to reach, and it says so', async () => {
  expect(await run(['backup', '--out', join(dir, 'nowhere')], { DATA_DIR: ':memory:' })).toMatchObject({
    code: 1,
    err: expect.stringMatching(/DATA_DIR is :memory: and MONGODB_URI is not set, so there is no database to reach: pass --uri/),
  });
});

test('the command run as a process exits non-zero on bad arguments, naming the problem', async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'cli.ts'), 'restore'], { cwd: join(ROOT, 'backend') });
    let text = '';
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('exit', (exitCode) => resolve({ code: exitCode, output: text }));
  });
  expect(output).toMatch(/db:restore needs --from DIR/);
  expect(code).toBe(2);
}, 60_000);
