import type { Logger } from './logger';

/** Time allowed on top of the drain for everything after it (requests, relay, timers, database) before a forced exit. */
export const STOP_MARGIN_MS = 8000;

/**
 * Runs `stop` on the first SIGTERM or SIGINT and exits with 0 when it resolves (1 when it fails, or when it has not
 * finished within `limitMs`). A second signal exits at once with 1 (a second Ctrl-C), without waiting for the drain,
 * unless `repeatsExit` is false (workers: a terminal's Ctrl-C reaches them and their primary, which then tells them to
 * stop too). Returns the shutdown, for stop requests that come another way.
 */
export function onStopSignals(logger: Logger, limitMs: number, stop: () => Promise<void>, repeatsExit = true): (why: string) => void {
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled && !repeatsExit) return;
    if (signalled) {
      logger.warn({ signal }, 'second stop signal: exiting without finishing the drain');
      process.exit(1);
    }
    signalled = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ limitMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, limitMs);
    force.unref();
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return shutdown;
}
