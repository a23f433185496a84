import pino, { type Logger } from 'pino';

export interface CapturedLogger {
  logger: Logger;
  lines: Array<{ level: number; msg?: string } & Record<string, unknown>>;
}

/** A pino logger that keeps its lines in memory (for asserting on log output). */
export function captureLogger(level = 'debug'): CapturedLogger {
  const lines: CapturedLogger['lines'] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as CapturedLogger['lines'][number]) });
  return { logger, lines };
}
