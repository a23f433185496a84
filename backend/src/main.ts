import { join } from 'node:path';
import { ConfigError, loadConfig, resolvePublicUrl } from './config';
import { createLogger } from './core/logger';
import { startNovaServer } from './server';

/** Process entry: parse config (exit listing every problem), start the shop, stop cleanly on signals. */
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
  const server = await startNovaServer({ config, logger, staticDir: join(__dirname, '..', '..', 'frontend', 'dist') });
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 8000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Announced once a stop signal is handled: a process manager may send one as soon as it reads the line.
  const url = resolvePublicUrl({ HOST: config.HOST, PUBLIC_URL: undefined }, server.port);
  logger.info({ url, engine: server.ctx.database.engine }, 'Nova is ready');
  // The last thing start-up prints, as a plain line whatever the log format: where to open the shop.
  process.stdout.write(`Nova is running at ${url}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Nova failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
