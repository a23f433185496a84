import type { AppContext } from '../context';
import { startLeasedJob } from '../realtime/lease';
import { matureDueCommissions } from './commissions';

/** How often pending commissions are checked for the end of their refund window. */
export const MATURITY_CHECK_INTERVAL_MS = 60_000;
const MATURITY_LEASE_MS = 60_000;

/**
 * Makes due commissions available, on one node at a time (a lease; each move is conditional anyway), at start and
 * then every minute. Returns the stop function (waits for a run in progress).
 */
export function startMaturityJob(ctx: AppContext): () => Promise<void> {
  return startLeasedJob(ctx, {
    lease: 'affiliate-commissions',
    leaseMs: MATURITY_LEASE_MS,
    intervalMs: MATURITY_CHECK_INTERVAL_MS,
    failureCode: 'AFFILIATE_COMMISSIONS',
    failureLog: 'affiliate commission maturity run failed',
    run: () => matureDueCommissions(ctx),
  });
}
