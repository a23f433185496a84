/**
 * Engine selection: MONGODB_URI wins, DB_ENGINE forces, auto falls back to the emulator quickly when
 * no mongod binary can be had, the choice is logged once (credentials redacted), and an install without the
 * embedded engines (production) asks for MONGODB_URI.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { captureLogger } from '../../test/logger';
import { connectMongoose, disconnectMongoose, startDatabaseEngine } from './engine';
import { findRunningEngine } from './engineFile';
import { findMongodBinary } from './mongod';
import { redactUri } from './uri';

jest.setTimeout(60_000);

test('redactUri hides credentials only', () => {
  expect(redactUri('mongodb://user:s3cret@db1:27017,db2:27017/nova?replicaSet=rs0')).toBe('mongodb://***@db1:27017,db2:27017/nova?replicaSet=rs0');
  expect(redactUri('mongodb+srv://u:p@cluster.example.net/x')).toBe('mongodb+srv://***@cluster.example.net/x');
  expect(redactUri('mongodb://127.0.0.1:27017/?replicaSet=rs0')).toBe('mongodb://127.0.0.1:27017/?replicaSet=rs0');
});

test('MONGODB_URI wins over any mode and is logged without credentials', async () => {
  const { logger, lines } = captureLogger('info');
  const engine = await startDatabaseEngine({ mode: 'emulator', mongodbUri: 'mongodb://app:pw@db.internal:27017/nova', logger });
  expect(engine).toMatchObject({ engine: 'external', uri: 'mongodb://app:pw@db.internal:27017/nova' });
  await engine.stop();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ engine: 'external', uri: 'mongodb://***@db.internal:27017/nova' });
});

test('DB_ENGINE=emulator starts the emulator, warns that it is not for production, and serves Mongoose', async () => {
  const { logger, lines } = captureLogger('info');
  const engine = await startDatabaseEngine({ mode: 'emulator', logger });
  try {
    expect(engine.engine).toBe('emulator');
    expect(engine.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?replicaSet=rs0$/);
    expect(lines.filter((l) => l.engine !== undefined)).toHaveLength(1);
    expect(lines.some((l) => l.level === 40 && /not a production database.*MONGODB_URI/.test(l.msg ?? ''))).toBe(true);
    await connectMongoose(engine.uri, 'engine_test');
    const Thing = mongoose.model('Thing', new mongoose.Schema({ name: String }));
    await Thing.create({ name: 'x' });
    expect(await Thing.countDocuments()).toBe(1);
  } finally {
    await disconnectMongoose();
    await engine.stop();
  }
});

test('the emulator keeps its data under <dataDir>/emulator and names itself in <dataDir>/engine.json while it runs', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nova-engine-'));
  try {
    const engine = await startDatabaseEngine({ mode: 'emulator', dataDir: dir, logger: captureLogger().logger });
    expect(await findRunningEngine(dir)).toMatchObject({ engine: 'emulator', uri: engine.uri, pid: process.pid });
    await engine.stop();
    expect(await findRunningEngine(dir)).toBeNull();
    expect(await readdir(dir)).toEqual(['emulator']);
    expect((await readdir(path.join(dir, 'emulator'))).some((f) => f.startsWith('journal-'))).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('engine.json left behind by a process that no longer runs, or unreadable, names no engine', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nova-engine-'));
  try {
    // Pids are below 2^22 on Linux: this one cannot be running.
    const stale = { engine: 'emulator', uri: 'mongodb://127.0.0.1:1/?replicaSet=rs0', pid: 2 ** 22 + 1, startedAt: new Date().toISOString() };
    await writeFile(path.join(dir, 'engine.json'), JSON.stringify(stale));
    expect(await findRunningEngine(dir)).toBeNull();
    await writeFile(path.join(dir, 'engine.json'), '{ torn');
    expect(await findRunningEngine(dir)).toBeNull();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('auto mode settles quickly: mongod when a binary can be had, else the emulator with the reason', async () => {
  const { logger, lines } = captureLogger('info');
  const started = Date.now();
  const engine = await startDatabaseEngine({ mode: 'auto', logger });
  const elapsed = Date.now() - started;
  await engine.stop();
  expect(['mongod', 'emulator']).toContain(engine.engine);
  if (engine.engine === 'emulator') {
    expect(elapsed).toBeLessThan(8_000);
    expect(lines.find((l) => l.engine === 'emulator')?.reason).toEqual(expect.any(String));
  }
});

test('DB_ENGINE=mongod fails fast, naming the reason, when no binary can be had', async () => {
  const lookup = await findMongodBinary(3_000);
  if (lookup.found) return; // A machine with mongod: forcing it works, nothing to assert here.
  const started = Date.now();
  await expect(startDatabaseEngine({ mode: 'mongod', logger: captureLogger().logger })).rejects.toThrow(/DB_ENGINE=mongod but no mongod binary/);
  expect(Date.now() - started).toBeLessThan(8_000);
});

test('without the development dependencies (a production install) and no MONGODB_URI, it refuses to start and says why', async () => {
  const notInstalled: string = '@nova/not-installed-package';
  const loadEmulator = () => import(notInstalled) as Promise<never>;
  await expect(startDatabaseEngine({ mode: 'emulator', logger: captureLogger().logger, loadEmulator })).rejects.toThrow(
    /MONGODB_URI is not set and no embedded database is installed.*set MONGODB_URI/,
  );
});

test('a failure inside the emulator package is not mistaken for a missing package', async () => {
  const loadEmulator = () => Promise.reject(new Error('broken build'));
  await expect(startDatabaseEngine({ mode: 'emulator', logger: captureLogger().logger, loadEmulator })).rejects.toThrow('broken build');
});
