import path from 'node:path';
import type { Logger } from '../core/logger';
import { advertiseEngine } from './engineFile';
import { findMongodBinary, isMissingModule, startMongodReplSet } from './mongod';
import { redactUri } from './uri';

export { connectMongoose, disconnectMongoose } from './mongoose';

export type EngineMode = 'auto' | 'mongod' | 'emulator';
export type EngineKind = 'external' | 'mongod' | 'emulator';

/**
 * The emulator package (like mongodb-memory-server-core, see mongod.ts) is a development dependency, loaded only
 * when no MONGODB_URI is set. A production install (`npm ci --omit=dev`, the Docker image) has neither, so there
 * the server needs MONGODB_URI.
 */
type EmulatorModule = typeof import('@nova/db-emulator');
const loadEmulatorPackage = (): Promise<EmulatorModule> => import('@nova/db-emulator');

export interface DatabaseEngineOptions {
  mode: EngineMode;
  /** A MongoDB connection string; when set it always wins (engine 'external'). */
  mongodbUri?: string;
  /** Where an embedded engine keeps data (`<dir>/mongod` or `<dir>/emulator`); memory only when empty. */
  dataDir?: string;
  logger: Logger;
  /** Emulator settings (tests use a fast TTL sweep). */
  emulator?: { host?: string; port?: number; ttlIntervalMs?: number };
  /** Bound on the mongod download reachability probe (default 3 s). */
  downloadProbeMs?: number;
  /** Stand-in for loading the emulator package (tests of a production install). */
  loadEmulator?: () => Promise<EmulatorModule>;
}

export interface DatabaseEngine {
  engine: EngineKind;
  uri: string;
  stop(): Promise<void>;
}

/**
 * Picks the database engine, the same way for `npm start` and `npm test`: `mongodbUri` if set;
 * else a real mongod (one-node replica set through mongodb-memory-server) when a binary can be had;
 * else the in-process MongoDB wire-protocol emulator. `mode` forces mongod or the emulator.
 * Logs the choice once. Without MONGODB_URI on an install without development dependencies it refuses to
 * start, saying MONGODB_URI is needed.
 */
export async function startDatabaseEngine(options: DatabaseEngineOptions): Promise<DatabaseEngine> {
  const { logger, mode } = options;
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (options.mongodbUri) {
    logger.info({ engine: 'external', uri: redactUri(options.mongodbUri) }, 'database engine: external MongoDB (MONGODB_URI)');
    return { engine: 'external', uri: options.mongodbUri, stop: async () => undefined };
  }
  let reason = 'DB_ENGINE=emulator';
  if (mode !== 'emulator') {
    const binary = await findMongodBinary(options.downloadProbeMs ?? 3_000);
    if (binary.found) {
      const mongod = await startMongodReplSet(dataDir && path.join(dataDir, 'mongod'));
      logger.info({ engine: 'mongod', uri: redactUri(mongod.uri), binary: binary.path, source: binary.source, dataDir: dataDir ?? null }, 'database engine: mongod (mongodb-memory-server, one-node replica set)');
      return advertised(dataDir, { engine: 'mongod', uri: mongod.uri, stop: mongod.stop });
    }
    if (mode === 'mongod') throw new Error(`DB_ENGINE=mongod but no mongod binary can be had: ${binary.reason}`);
    reason = binary.reason;
  }
  const { startEmulator } = await loadEmulator(options.loadEmulator ?? loadEmulatorPackage, reason);
  const emulator = await startEmulator({
    logger: logger.child({ component: 'db-emulator' }),
    dataDir: dataDir && path.join(dataDir, 'emulator'),
    host: options.emulator?.host,
    port: options.emulator?.port,
    ttlIntervalMs: options.emulator?.ttlIntervalMs,
  });
  logger.info({ engine: 'emulator', uri: emulator.uri, dataDir: dataDir ?? null, reason }, 'database engine: in-process MongoDB emulator');
  logger.warn('the MongoDB emulator is test and development infrastructure, not a production database; set MONGODB_URI in production');
  return advertised(dataDir, { engine: 'emulator', uri: emulator.uri, stop: emulator.close });
}

/**
 * An embedded engine keeping data in `dataDir` names itself in `<dataDir>/engine.json` while it runs, so that other
 * processes (`npm run db:backup`) can reach it there; stopping removes the file before the engine closes.
 */
async function advertised(dataDir: string | undefined, engine: DatabaseEngine & { engine: 'mongod' | 'emulator' }): Promise<DatabaseEngine> {
  if (!dataDir) return engine;
  let unadvertise: () => Promise<void>;
  try {
    unadvertise = await advertiseEngine(dataDir, engine);
  } catch (err) {
    await engine.stop();
    throw err;
  }
  return {
    ...engine,
    stop: async () => {
      await unadvertise().catch(() => undefined);
      await engine.stop();
    },
  };
}

/** The emulator package, or an error that says MONGODB_URI is needed when it is not installed. */
async function loadEmulator(load: () => Promise<EmulatorModule>, mongodReason: string): Promise<EmulatorModule> {
  try {
    return await load();
  } catch (err) {
    if (!isMissingModule(err)) throw err;
    throw new Error(
      `MONGODB_URI is not set and no embedded database is installed (${mongodReason}; @nova/db-emulator is not installed either). ` +
        'The embedded engines are development dependencies, left out of production installs: set MONGODB_URI to a MongoDB replica set.',
      { cause: err },
    );
  }
}
