import cluster from 'node:cluster';
import { join } from 'node:path';
import { runPrimary } from './cluster/primary';
import { runWorker } from './cluster/worker';
import { ConfigError, loadConfig, resolvePublicUrl, workerCount } from './config';
import { createLogger } from './core/logger';
import { onStopSignals, STOP_MARGIN_MS } from './core/stopSignals';
import { startNovaServer } from './server';

const staticDir = join(__dirname, '..', '..', 'frontend', 'dist');

/**
 * Process entry: parse config (exit listing every problem), then start the shop in this process (WORKERS=1), or as
 * the primary of WORKERS processes (cluster/primary.ts), or as one of them; stop cleanly (drain) on signals.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isWorker) return runWorker(config, logger, staticDir);
  const workers = workerCount(config);
  if (workers > 1) return runPrimary(config, logger, workers, __filename);

  const server = await startNovaServer({ config, logger, staticDir });
  // Set before the start is announced: a process manager may send a stop signal as soon as it reads the line.
  onStopSignals(logger, config.DRAIN_SECONDS * 1000 + STOP_MARGIN_MS, () => server.stop());
  const url = resolvePublicUrl({ HOST: config.HOST, PUBLIC_URL: undefined }, server.port);
  logger.info({ url, engine: server.ctx.database.engine }, 'Nova is ready');
  // The last thing start-up prints, as a plain line whatever the log format: where to open the shop.
  process.stdout.write(`Nova is running at ${url}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Nova failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
