import type { AppContext } from '../context';
import { withLease } from '../realtime/lease';
import { nextMidnight, previousDay, utcDay } from './day';
import { payDailyLeaderboard, type PayoutOutcome } from './payout';

/** The job also wakes at least this often (clock jumps, a sleeping host, a missed timer). */
export const PAYOUT_CHECK_INTERVAL_MS = 60_000;
/** How long one node may hold the payout lease. */
const PAYOUT_LEASE_MS = 60_000;

/**
 * Pays yesterday's competition if it is due and unpaid, under a cluster-wide lease (so one node does the work;
 * the payout itself is exactly-once regardless). Returns null when another node holds the lease.
 */
export async function runDuePayout(ctx: AppContext): Promise<PayoutOutcome | null> {
  const now = ctx.clock.now();
  const day = previousDay(utcDay(now));
  const run = await withLease(ctx, `leaderboard-payout:${day}`, PAYOUT_LEASE_MS, () => payDailyLeaderboard(ctx, day));
  return run.ran ? run.result : null;
}

/**
 * The daily reset: a timer that wakes at the next 00:00 UTC by `ctx.clock` (plus the grace period), pays the
 * finished day's top 10 and sleeps until the next midnight. It runs once at start too, catching up a payout
 * missed while no node was running. Returns the stop function (waits for a run in progress).
 */
export function startPayoutJob(ctx: AppContext): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    const now = ctx.clock.now();
    const due = nextMidnight(now).getTime() + ctx.config.LEADERBOARD_PAYOUT_GRACE_MS - now.getTime();
    timer = setTimeout(wake, Math.max(0, Math.min(due, PAYOUT_CHECK_INTERVAL_MS)));
    timer.unref();
  };
  const wake = () => {
    timer = null;
    running = runDuePayout(ctx)
      .then(() => undefined)
      .catch((err: unknown) => {
        ctx.logger.error({ err }, 'leaderboard payout failed');
        ctx.bus.emit('app.failed', {
          where: 'job',
          code: 'LEADERBOARD_PAYOUT',
          detail: err instanceof Error ? err.message : String(err),
          at: ctx.clock.now(),
        });
      })
      .finally(schedule);
  };

  wake();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
