import { parseArgs } from 'node:util';
import pino from 'pino';
import { startEmulator, type EmulatorHandle } from './server';

/**
 * Standalone emulator: `npm run db:emulator -- --port 27018 [--host 127.0.0.1] [--data-dir DIR]
 * [--advertise-host HOST] [--repl-set rs0] [--ttl-interval-ms 60000] [--log-level info]`. Prints the
 * connection URI on its own line, then serves until SIGINT/SIGTERM, when it closes connections and
 * flushes the journal. Imports nothing of the app: the emulator stands on its own.
 */
const USAGE =
  'usage: db:emulator [--port 27018] [--host 127.0.0.1] [--data-dir DIR] [--advertise-host HOST] [--repl-set rs0] [--ttl-interval-ms MS] [--log-level info]';
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27018' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      'advertise-host': { type: 'string' },
      'repl-set': { type: 'string', default: 'rs0' },
      'ttl-interval-ms': { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  const ttl = values['ttl-interval-ms'] === undefined ? undefined : Number(values['ttl-interval-ms']);
  const level = values['log-level'];
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (ttl !== undefined && !(ttl > 0)) || !LEVELS.has(level)) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const logger = pino({ name: 'db-emulator', level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
  // Signal handlers first: a signal that arrives while starting still shuts down cleanly.
  let handle: EmulatorHandle | null = null;
  let stopping: string | null = null;
  const shutdown = (): void => {
    if (!handle || !stopping) return;
    logger.info({ signal: stopping }, 'emulator shutting down');
    handle.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'emulator shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = signal;
      shutdown();
    });
  }
  handle = await startEmulator({
    host: values.host,
    port,
    dataDir: values['data-dir'] || undefined,
    advertiseHost: values['advertise-host'],
    replSetName: values['repl-set'],
    ttlIntervalMs: ttl,
    logger,
  });
  logger.warn('the MongoDB emulator is test and development infrastructure, not a production database');
  logger.info({ uri: handle.uri, dataDir: values['data-dir'] ?? null }, 'emulator listening');
  process.stdout.write(`${handle.uri}\n`);
  shutdown();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
