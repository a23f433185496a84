/**
 * Jest global setup for the backend project (runs once, in Jest's parent process, before any test file).
 *
 * How the test database works:
 * - The engine is chosen exactly as the app chooses it (`MONGODB_URI`, else a real mongod through
 *   mongodb-memory-server, else the in-process MongoDB emulator; `DB_ENGINE` forces one), memory
 *   only (no data directory), and logged once.
 * - Its URI reaches the test workers through `process.env.NOVA_TEST_MONGODB_URI` (and the engine
 *   kind through `NOVA_TEST_DB_ENGINE`); read them with `testMongoUri()` / `testDbEngine()` from
 *   `test/database.ts`, never directly.
 * - Every test file uses its own database: call `useTestDatabase()` at the top of the file (it
 *   connects the default mongoose connection to a fresh database and drops it afterwards), or, for
 *   app integration tests, `connectMongoose(testMongoUri(), testDatabaseName())` via the server factory.
 * - The emulator's TTL monitor runs every 250 ms here (mongod's runs every 60 s).
 */
import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { startDatabaseEngine, type DatabaseEngine } from '../src/db/engine';

declare global {
  var __NOVA_TEST_DB_ENGINE__: DatabaseEngine | undefined;
}

export const TEST_TTL_INTERVAL_MS = 250;

export default async function globalSetup(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'test-db');
  const engine = await startDatabaseEngine({
    mode: config.DB_ENGINE,
    mongodbUri: config.MONGODB_URI,
    logger,
    emulator: { ttlIntervalMs: TEST_TTL_INTERVAL_MS },
  });
  process.env.NOVA_TEST_MONGODB_URI = engine.uri;
  process.env.NOVA_TEST_DB_ENGINE = engine.engine;
  globalThis.__NOVA_TEST_DB_ENGINE__ = engine;
}
