/**
 * The standalone emulator (`cli.ts`) as a separate process: two other processes share it, and with a
 * data directory every acknowledged write survives SIGKILL mid-load.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnEmulator, type EmulatorProcess } from './helpers';

jest.setTimeout(90_000);

const PACKAGE_DIR = path.resolve(__dirname, '..');

let dir: string;
const running: EmulatorProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nova-emu-proc-'));
});

afterEach(async () => {
  for (const p of running.splice(0)) {
    p.child.kill('SIGKILL');
    await p.exited;
  }
  await rm(dir, { recursive: true, force: true });
});

async function start(args: string[]): Promise<EmulatorProcess> {
  const p = await spawnEmulator(args);
  running.push(p);
  return p;
}

/** A separate Node process that writes its own marker and waits to see the other's. */
function peer(uri: string, me: string, other: string): Promise<{ code: number | null; out: string }> {
  const script = `
    const { MongoClient } = require('mongodb');
    (async () => {
      const client = await MongoClient.connect(process.argv[1], { serverSelectionTimeoutMS: 10000 });
      const c = client.db('shared').collection('markers');
      await c.insertOne({ _id: process.argv[2], pid: process.pid });
      const deadline = Date.now() + 20000;
      let seen = null;
      while (!seen && Date.now() < deadline) {
        seen = await c.findOne({ _id: process.argv[3] });
        if (!seen) await new Promise((r) => setTimeout(r, 50));
      }
      console.log(seen ? 'saw ' + seen._id + ' from pid ' + seen.pid : 'timeout');
      await client.close();
      process.exit(seen ? 0 : 1);
    })().catch((e) => { console.error(e); process.exit(2); });`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script, uri, me, other], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => void (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => void (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

test('two separate Node processes see each other’s writes through the standalone emulator', async () => {
  const emulator = await start(['--port', '0']);
  const [a, b] = await Promise.all([peer(emulator.uri, 'A', 'B'), peer(emulator.uri, 'B', 'A')]);
  expect(a).toMatchObject({ code: 0 });
  expect(b).toMatchObject({ code: 0 });
  expect(a.out).toMatch(/saw B from pid \d+/);
  expect(b.out).toMatch(/saw A from pid \d+/);
});

test('SIGTERM shuts the standalone emulator down cleanly', async () => {
  const emulator = await start(['--port', '0', '--data-dir', dir]);
  emulator.child.kill('SIGTERM');
  expect(await emulator.exited).toBe(0);
});

test('every acknowledged write survives a SIGKILL mid-load', async () => {
  const first = await start(['--port', '0', '--data-dir', dir]);
  const client = await MongoClient.connect(first.uri, { serverSelectionTimeoutMS: 5000, retryWrites: false, maxPoolSize: 8 });
  const docs = client.db('crash').collection<{ _id: number; payload: string }>('docs');
  const counters = client.db('crash').collection<{ _id: string; n: number }>('counters');
  await counters.insertOne({ _id: 'c', n: 0 });

  const acked: number[] = [];
  let incsAcked = 0;
  let incsSent = 0;
  let next = 0;
  let killed = false;
  const worker = async (): Promise<void> => {
    while (!killed) {
      const id = next++;
      try {
        if (id % 4 === 3) {
          incsSent += 1;
          await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
          incsAcked += 1;
        } else {
          await docs.insertOne({ _id: id, payload: `doc-${id}-${'x'.repeat(id % 300)}` });
          acked.push(id);
        }
      } catch {
        return;
      }
    }
  };
  const workers = Array.from({ length: 8 }, () => worker());
  while (acked.length < 400) await new Promise((r) => setTimeout(r, 10));
  first.child.kill('SIGKILL');
  killed = true;
  expect(await first.exited).toBe('SIGKILL');
  await Promise.all(workers);
  await client.close(true);

  const second = await start(['--port', '0', '--data-dir', dir]);
  const again = await MongoClient.connect(second.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const stored = new Set((await again.db('crash').collection('docs').find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as number));
    const missing = acked.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    const sample = await again.db('crash').collection('docs').findOne({ _id: acked[acked.length - 1] } as never);
    expect(sample?.payload).toMatch(/^doc-\d+-x*$/);
    const n = (await again.db('crash').collection<{ _id: string; n: number }>('counters').findOne({ _id: 'c' }))?.n ?? -1;
    expect(n).toBeGreaterThanOrEqual(incsAcked);
    expect(n).toBeLessThanOrEqual(incsSent);
    // The restarted emulator keeps accepting durable writes.
    await again.db('crash').collection('docs').insertOne({ _id: -1 } as never);
  } finally {
    await again.close();
  }
});
