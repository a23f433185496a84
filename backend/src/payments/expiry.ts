import type { AppContext } from '../context';
import { startLeasedJob } from '../realtime/lease';
import { PENDING_HOLD_MS } from './limits';
import { PurchaseModel, type Purchase } from './model';
import { providerFor } from './provider';
import { cancelPurchase } from './settle';

/**
 * Payments started and never paid: a player who chose a package and left (or chose another) leaves a pending purchase
 * behind. Once it is older than the hold under the deposit limits, its payment is canceled at the provider (so the
 * form can no longer pay it) and the purchase becomes canceled: the purchase list shows what happened to it instead
 * of a Pending that never ends. A declined payment left alone stays failed, its real outcome.
 */

/** How often unpaid purchases past the hold are looked for. */
export const EXPIRY_CHECK_INTERVAL_MS = 5 * 60_000;
const EXPIRY_LEASE_MS = 60_000;
/** At most this many purchases are expired per run (the oldest first); the next run goes on. */
const EXPIRY_BATCH = 100;

/**
 * Cancels the payments of purchases still pending `PENDING_HOLD_MS` after they were started: the provider's cancel
 * first (idempotent per purchase), then pending -> canceled. A payment the provider will not cancel (paid or being
 * processed meanwhile) stays pending for its webhook to settle, and is tried again next run. Returns how many were
 * canceled.
 */
export async function expireUnpaidPurchases(ctx: AppContext): Promise<number> {
  const provider = providerFor(ctx);
  const startedBefore = new Date(ctx.clock.now().getTime() - PENDING_HOLD_MS);
  const due = await PurchaseModel.find({ status: 'pending', createdAt: { $lt: startedBefore } })
    .sort({ createdAt: 1 })
    .limit(EXPIRY_BATCH)
    .lean<Purchase[]>();
  let canceled = 0;
  for (const purchase of due) {
    const { paymentIntentId } = purchase;
    if (paymentIntentId && provider) {
      try {
        await provider.cancel({ ...purchase, paymentIntentId });
      } catch (err) {
        ctx.logger.warn({ err, purchaseId: purchase._id.toHexString() }, 'the provider did not cancel an unpaid payment; left pending');
        continue;
      }
    }
    if ((await cancelPurchase(ctx, purchase._id)) === 'canceled') canceled += 1;
  }
  return canceled;
}

/**
 * Expires unpaid purchases on one node at a time (a lease; each cancel is conditional anyway), at start and then every
 * five minutes. Returns the stop function (waits for a run in progress).
 */
export function startExpiryJob(ctx: AppContext): () => Promise<void> {
  return startLeasedJob(ctx, {
    lease: 'payments-expiry',
    leaseMs: EXPIRY_LEASE_MS,
    intervalMs: EXPIRY_CHECK_INTERVAL_MS,
    failureCode: 'PAYMENTS_EXPIRY',
    failureLog: 'expiring unpaid purchases failed',
    run: () => expireUnpaidPurchases(ctx),
  });
}
