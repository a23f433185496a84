import cluster from 'node:cluster';
import type { Config } from '../config';
import type { Logger } from '../core/logger';
import { onStopSignals, STOP_MARGIN_MS } from '../core/stopSignals';
import { startNovaServer } from '../server';
import { PrimaryLink } from './primaryLink';

/**
 * One worker of `npm start`'s primary: waits for the primary's setup (the database every worker uses, the shared
 * session secret, the port), starts the shop on the connections the primary hands over, and drains when told to
 * stop (by the primary, or by a signal of its own).
 */
export async function runWorker(config: Config, logger: Logger, staticDir: string): Promise<void> {
  const primary = new PrimaryLink();
  const setup = await primary.setup();
  const id = cluster.worker?.id ?? 0;
  const workerLogger = logger.child({ worker: id });
  const server = await startNovaServer({
    config: { ...config, JWT_SECRET: setup.jwtSecret },
    logger: workerLogger,
    staticDir,
    database: setup.database,
    worker: { id, port: setup.port, primary },
  });
  const stop = onStopSignals(workerLogger, config.DRAIN_SECONDS * 1000 + STOP_MARGIN_MS, () => server.stop(), false);
  primary.onStop(() => stop('primary'));
  workerLogger.info({ pid: process.pid }, 'worker serving');
  primary.ready(server.url);
}
