import { stat } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Config } from '../config';
import type { Logger } from '../core/logger';
import { startDatabaseEngine } from '../db/engine';
import { findRunningEngine } from '../db/engineFile';
import { redactUri } from '../db/uri';

export interface OpenDatabase {
  client: MongoClient;
  /** Where the database is, for messages (no credentials). */
  description: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `--uri`: wins over everything. */
  uri?: string;
  config: Pick<Config, 'MONGODB_URI' | 'DB_ENGINE'>;
  /** DATA_DIR, resolved; null when memory-only. */
  dataDir: string | null;
  logger: Logger;
  purpose: 'backup' | 'restore';
}

/**
 * Reaches the database a backup reads or a restore writes: `--uri`; else MONGODB_URI; else the embedded engine of
 * DATA_DIR: over the wire when a live process runs it (it names itself in `<DATA_DIR>/engine.json`), or opened
 * here when none does. A restore refuses a data directory a server is running on: its writes would mix with the
 * restored data (pass `--uri` to do it anyway).
 */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  const { config, dataDir, purpose } = options;
  if (options.uri) return connect(options.uri, `${redactUri(options.uri)} (--uri)`);
  if (config.MONGODB_URI) return connect(config.MONGODB_URI, `${redactUri(config.MONGODB_URI)} (MONGODB_URI)`);
  if (!dataDir) throw new Error('DATA_DIR is :memory: and MONGODB_URI is not set, so there is no database to reach: pass --uri');
  const running = await findRunningEngine(dataDir);
  if (running) {
    if (purpose === 'restore') {
      throw new Error(
        `the ${running.engine} engine in ${dataDir} is in use by a running process (pid ${running.pid}). Stop the server first, ` +
          `so that its writes do not mix with the restored data (or pass --uri ${running.uri} to restore into it anyway).`,
      );
    }
    return connect(running.uri, `the ${running.engine} engine of the running process ${running.pid} on ${dataDir}`);
  }
  if (purpose === 'backup' && !(await hasEngineData(dataDir))) {
    throw new Error(
      `${dataDir} holds no embedded database (no emulator/ or mongod/ directory): nothing to back up. Set DATA_DIR, or pass --uri.`,
    );
  }
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, dataDir, logger: options.logger }).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(/in use by process/.test(message) ? `${message} (a server starting or stopping?): try again in a moment` : message, {
      cause: err,
    });
  });
  try {
    return await connect(
      engine.uri,
      `the ${engine.engine} engine in ${dataDir} (opened by this command: no server was running)`,
      engine.stop,
    );
  } catch (err) {
    await engine.stop();
    throw err;
  }
}

async function connect(uri: string, description: string, stop: () => Promise<void> = async () => undefined): Promise<OpenDatabase> {
  let client: MongoClient;
  try {
    client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 10_000, connectTimeoutMS: 10_000 });
  } catch (err) {
    throw new Error(`could not reach ${description}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return {
    client,
    description,
    close: async () => {
      await client.close();
      await stop();
    },
  };
}

async function hasEngineData(dataDir: string): Promise<boolean> {
  for (const engine of ['emulator', 'mongod']) {
    const found = await stat(path.join(dataDir, engine)).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (found) return true;
  }
  return false;
}
