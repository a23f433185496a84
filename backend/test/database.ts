import { createHash } from 'node:crypto';
import path from 'node:path';
import { MongoServerError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { connectMongoose, disconnectMongoose, type EngineKind } from '../src/db/engine';

/** The URI of the engine globalSetup started (see globalSetup.ts). */
export function testMongoUri(): string {
  const uri = process.env.NOVA_TEST_MONGODB_URI;
  if (!uri) throw new Error('NOVA_TEST_MONGODB_URI is not set: run tests through Jest (backend/test/globalSetup.ts starts the database)');
  return uri;
}

/** Which engine the tests run against: 'emulator', 'mongod' or 'external'. */
export function testDbEngine(): EngineKind {
  const engine = process.env.NOVA_TEST_DB_ENGINE;
  return engine === 'mongod' || engine === 'external' ? engine : 'emulator';
}

/** A database name unique to the current test file (stable across runs, at most 63 characters). */
export function testDatabaseName(): string {
  const testPath = expect.getState().testPath ?? 'unknown';
  const base = path.basename(testPath).replace(/\.test\.[jt]sx?$/, '').replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 36);
  const hash = createHash('sha1').update(testPath).digest('hex').slice(0, 8);
  return `test_${base}_${hash}`;
}

/**
 * Call at the top of a test file: connects the default mongoose connection to a fresh database
 * (dropped first, in case an earlier run left it behind) before all tests, and drops it and
 * disconnects after all tests.
 */
export function useTestDatabase(): void {
  beforeAll(async () => {
    await connectMongoose(testMongoUri(), testDatabaseName());
    await mongoose.connection.dropDatabase();
  });
  afterAll(async () => {
    if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) await mongoose.connection.dropDatabase();
    await disconnectMongoose();
  });
}

/** The driver-level handle of the test database (the default mongoose connection's, after useTestDatabase()). */
export function testDb(): Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('testDb: the default mongoose connection is not open (call useTestDatabase())');
  return db;
}

/** The server error a command fails with (anything else, or success, fails the test). */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected a server error');
}
