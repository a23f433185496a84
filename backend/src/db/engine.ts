import path from 'node:path';
import type { Logger } from '../core/logger';
import { startEmulator } from './emulator';
import { findMongodBinary, startMongodReplSet } from './mongod';
import { redactUri } from './uri';

export { connectMongoose, disconnectMongoose } from './mongoose';

export type EngineMode = 'auto' | 'mongod' | 'emulator';
export type EngineKind = 'external' | 'mongod' | 'emulator';

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
 * Logs the choice once.
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
      return { engine: 'mongod', uri: mongod.uri, stop: mongod.stop };
    }
    if (mode === 'mongod') throw new Error(`DB_ENGINE=mongod but no mongod binary can be had: ${binary.reason}`);
    reason = binary.reason;
  }
  const emulator = await startEmulator({
    logger: logger.child({ component: 'db-emulator' }),
    dataDir: dataDir && path.join(dataDir, 'emulator'),
    host: options.emulator?.host,
    port: options.emulator?.port,
    ttlIntervalMs: options.emulator?.ttlIntervalMs,
  });
  logger.info({ engine: 'emulator', uri: emulator.uri, dataDir: dataDir ?? null, reason }, 'database engine: in-process MongoDB emulator');
  logger.warn('the MongoDB emulator is test and development infrastructure, not a production database; set MONGODB_URI in production');
  return { engine: 'emulator', uri: emulator.uri, stop: emulator.close };
}
