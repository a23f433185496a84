import type { z } from 'zod';
import type { Ack } from '@nova/protocol';
import { toAppError } from '../core/errors';
import type { Logger } from '../core/logger';
import { parse } from '../core/validate';

/**
 * Wraps a socket request handler: validates the payload with its schema, runs the handler and answers
 * exactly one ack. Unknown failures become INTERNAL with a fixed message and a log line.
 * A request sent without an ack callback is ignored (requests are defined to take one).
 */
export function ackHandler<S extends z.ZodType, R>(
  logger: Logger,
  schema: S,
  handler: (payload: z.infer<S>) => Promise<R> | R,
): (payload: unknown, ack?: unknown) => Promise<void> {
  return async (payload, ack) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (response: Ack<R>) => void;
    try {
      reply({ ok: true, data: await handler(parse(schema, payload)) });
    } catch (err) {
      const { error, unexpected } = toAppError(err);
      if (unexpected) logger.error({ err }, 'unhandled socket request error');
      reply({ ok: false, error: error.toBody() });
    }
  };
}
