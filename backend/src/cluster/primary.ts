import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { setupPrimary as setupAdapterPrimary } from '@socket.io/cluster-adapter';
import { setupMaster as setupStickyPrimary } from '@socket.io/sticky';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { resolveJwtSecret } from '../auth/secret';
import { resolvePublicUrl, type Config } from '../config';
import type { Logger } from '../core/logger';
import { onStopSignals, STOP_MARGIN_MS } from '../core/stopSignals';
import { startDatabaseEngine } from '../db/engine';
import { isNovaMessage, type SetupMessage } from './messages';
import { SharedState } from './shared';

/** A worker that dies is replaced after this long (not at once, so a worker that cannot start does not spin). */
const RESPAWN_DELAY_MS = 1000;

/**
 * `npm start` with WORKERS > 1 (`entry`: the module each worker runs, main's): this process runs the database engine (the embedded one, unless MONGODB_URI is set),
 * resolves the session secret once, listens on PORT and hands each connection to the next worker (@socket.io/sticky: a
 * long-polling session's requests all reach the worker that opened it), relays Socket.IO messages between the workers
 * (the cluster adapter, when there is no Redis), and keeps their shared counters (sequences, presence, rate limits).
 * The first worker starts alone (it seeds the database), the others after it. A worker that dies is replaced. On
 * SIGTERM or SIGINT the primary tells every worker to drain (they answer 503 to anything but the probes meanwhile),
 * waits for them, then stops listening and stops the engine.
 */
export async function runPrimary(config: Config, logger: Logger, workers: number, entry: string): Promise<void> {
  // Workers run the entry module itself, not the script that imported it (`npm start`'s, which would build again).
  cluster.setupPrimary({ exec: entry, serialization: 'advanced' });
  const dataDir = config.DATA_DIR ? resolve(config.DATA_DIR) : null;
  const jwtSecret = resolveJwtSecret(config.JWT_SECRET, dataDir, logger);
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, dataDir: dataDir ?? undefined, logger });

  const shared = new SharedState();
  cluster.on('message', (worker, message) => shared.handle(worker, message));
  if (!config.REDIS_URL) setupAdapterPrimary();
  new RateLimiterClusterMaster();

  const http = createServer();
  // Each new connection goes to the next worker (least-connection would count only Socket.IO sessions, and send every
  // plain HTTP connection to the first worker while the sockets are even).
  setupStickyPrimary(http, { loadBalancingMethod: 'round-robin' });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(config.PORT, config.HOST, () => done());
  });
  const port = (http.address() as AddressInfo).port;
  const setup: SetupMessage = { nova: 'setup', database: { uri: engine.uri, dbName: config.DB_NAME, engine: engine.engine }, jwtSecret, port };

  let stopping = false;
  const fork = (): Promise<Worker> =>
    new Promise((ready, fail) => {
      const worker = cluster.fork();
      const onMessage = (message: unknown) => {
        if (!isNovaMessage(message)) return;
        if (message.nova === 'hello') worker.send(setup);
        if (message.nova !== 'ready') return;
        worker.off('message', onMessage);
        worker.off('exit', onEarlyExit);
        ready(worker);
      };
      const onEarlyExit = (code: number | null) => fail(new Error(`worker ${worker.id} exited (${code}) before it served`));
      worker.on('message', onMessage);
      worker.once('exit', onEarlyExit);
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        logger.error({ worker: worker.id, code, signal }, `worker exited; starting another in ${RESPAWN_DELAY_MS} ms`);
        setTimeout(() => {
          if (!stopping) fork().catch((err: unknown) => logger.error({ err }, 'a replacement worker failed to start'));
        }, RESPAWN_DELAY_MS).unref();
      });
    });

  const stop = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            if (worker.isConnected()) worker.send({ nova: 'stop' });
            else worker.process.kill('SIGTERM');
          }),
      ),
    );
    // Kept listening until now: the draining workers answered probes and stray requests with 503 meanwhile.
    http.close();
    await engine.stop();
  };
  onStopSignals(logger, config.DRAIN_SECONDS * 1000 + 2 * STOP_MARGIN_MS, stop);

  try {
    await fork();
    await Promise.all(Array.from({ length: workers - 1 }, fork));
  } catch (err) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    await engine.stop().catch(() => {});
    throw err;
  }
  const url = resolvePublicUrl({ HOST: config.HOST, PUBLIC_URL: undefined }, port);
  logger.info({ url, engine: engine.engine, workers }, 'Nova is ready');
  process.stdout.write(`Nova is running at ${url} (${workers} workers)\n`);
}
