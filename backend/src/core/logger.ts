import pino, { type Logger } from 'pino';

export type { Logger };

/** Creates the process logger. JSON lines in production; level from config. */
export function createLogger(level: string, name = 'nova'): Logger {
  return pino({ name, level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
