import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export interface LoggerOptions {
  /** Human-readable, coloured lines instead of JSON (a person at a terminal). Default: stdout is a terminal. */
  pretty?: boolean;
  /** Where lines go (tests); stdout by default. */
  destination?: DestinationStream;
}

/** Creates the process logger: JSON lines (for log collectors) unless a person is watching a terminal. */
export function createLogger(level: string, name = 'nova', options: LoggerOptions = {}): Logger {
  const settings = { name, level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const human = options.pretty ?? process.stdout.isTTY === true;
  if (human) return pino(settings, pretty({ sync: true, colorize: !options.destination, destination: options.destination ?? 1 }));
  // Synchronous writes keep log lines in order with anything else the process prints to stdout.
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: true }));
}
