import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { startDatabaseEngine, type EngineKind } from '../src/db/engine';
import { startNovaServer, type NovaServer } from '../src/server';

/** The whole app as the benches that play it run it: production settings, silent, a fresh in-memory database. */
export interface BenchApp {
  server: NovaServer;
  /** Which database engine the app chose (the emulator unless MONGODB_URI or DB_ENGINE say otherwise). */
  engine: EngineKind;
  stop(): Promise<void>;
}

/** Boots the app on a free local port with `env` on top of the bench settings, in its own database named after `name`. */
export async function startBenchApp(name: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The benches sign staff in with a password alone.
    STAFF_TWO_FACTOR: 'optional',
    ...env,
  });
  const logger = createLogger('silent', 'bench');
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, logger });
  const server = await startNovaServer({
    config,
    logger,
    database: { uri: engine.uri, dbName: `bench_${name}_${Date.now()}`, engine: engine.engine },
  });
  return {
    server,
    engine: engine.engine,
    async stop() {
      await server.stop();
      await engine.stop();
    },
  };
}
