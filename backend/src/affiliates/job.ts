import type { AppContext } from '../context';
import { withLease } from '../realtime/lease';
import { matureDueCommissions } from './commissions';

/** How often pending commissions are checked for the end of their refund window. */
export const MATURITY_CHECK_INTERVAL_MS = 60_000;
const MATURITY_LEASE_MS = 60_000;

/**
 * Makes due commissions available, on one node at a time (a lease; each move is conditional anyway), at start and
 * then every minute. Returns the stop function (waits for a run in progress).
 */
export function startMaturityJob(ctx: AppContext): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const wake = () => {
    timer = null;
    running = withLease(ctx, 'affiliate-commissions', MATURITY_LEASE_MS, () => matureDueCommissions(ctx))
      .then(() => undefined)
      .catch((err: unknown) => {
        ctx.logger.error({ err }, 'affiliate commission maturity run failed');
        ctx.bus.emit('app.failed', {
          where: 'job',
          code: 'AFFILIATE_COMMISSIONS',
          detail: err instanceof Error ? err.message : String(err),
          at: ctx.clock.now(),
        });
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(wake, MATURITY_CHECK_INTERVAL_MS);
        timer.unref();
      });
  };

  wake();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
