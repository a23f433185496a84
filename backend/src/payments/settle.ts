import type { ClientSession, Types } from 'mongoose';
import { ErrorCode, type PaymentFlagReason } from '@nova/protocol';
import { recordCommission, reverseCommission } from '../affiliates/commissions';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { inTransaction, type PendingEvents } from '../core/transaction';
import { lowestBalanceSince } from '../ledger/queries';
import { credit, debit } from '../ledger/service';
import { PurchaseModel, type Purchase } from './model';
import { REFUND_WINDOW_MS } from './presenter';

/**
 * The purchase state changes that move coins, each in one transaction with its ledger entry, exactly once:
 * a state guard on the purchase (a conditional update) and a unique ledger ref per purchase both refuse a second time.
 */

/** The ledger ref of a purchase's credit: one per PaymentIntent. */
export const creditRef = (paymentIntentId: string): string => `purchase:${paymentIntentId}`;
/** The ledger ref of the one debit that takes a purchase's coins back (refund or dispute, whichever comes first). */
export const reversalRef = (purchaseId: Types.ObjectId): string => `purchase-reversal:${purchaseId.toHexString()}`;

/** A purchase changed between the read and the conditional write: read it again. */
class StalePurchase extends Error {}

/**
 * Runs `work` on a fresh read of the purchase inside a transaction, again when the purchase changed meanwhile: its
 * writes go through `save`, which only matches the version that was read, and any other refusal (a ledger debit, a
 * duplicate ref) is retried too when the purchase's committed version is no longer the one read. A concurrent
 * change committed mid-way (another delivery's refund) can make the balance or the ledger look different from the
 * purchase this attempt read; the answer is to start over on the changed purchase, never to report that mix.
 */
export async function withPurchase<T>(
  ctx: AppContext,
  purchaseId: Types.ObjectId,
  work: (purchase: Purchase | null, session: ClientSession, events: PendingEvents) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let readVersion: number | null = null;
    try {
      return await inTransaction(ctx.bus, async (session, events) => {
        const purchase = await PurchaseModel.findById(purchaseId).session(session).lean<Purchase>();
        readVersion = purchase?.version ?? null;
        return work(purchase, session, events);
      });
    } catch (err) {
      if (attempt >= 20) throw err;
      if (err instanceof StalePurchase) continue;
      if (readVersion === null || !(await changedSince(purchaseId, readVersion))) throw err;
    }
  }
}

/** Whether the purchase's committed version is no longer `version`. */
async function changedSince(purchaseId: Types.ObjectId, version: number): Promise<boolean> {
  const committed = await PurchaseModel.findById(purchaseId, { version: 1 }).lean();
  return committed !== null && committed.version !== version;
}

/** Writes `set` on the purchase as it was read (its version), bumping the version; StalePurchase when it changed. */
export async function savePurchase(session: ClientSession, read: Purchase, set: Partial<Purchase>): Promise<Purchase> {
  const after = (await PurchaseModel.collection.findOneAndUpdate(
    { _id: read._id, version: read.version },
    { $set: set, $inc: { version: 1 } },
    { session, returnDocument: 'after' },
  )) as Purchase | null;
  if (!after) throw new StalePurchase();
  return after;
}

/** The coins of a paid purchase the player still holds: the purchase's coins, less any the balance dipped below since. */
export async function unspentCoins(purchase: Purchase, session?: ClientSession): Promise<number> {
  if (!purchase.paymentIntentId || !purchase.succeededAt) return 0;
  const lowest = await lowestBalanceSince(creditRef(purchase.paymentIntentId), session);
  return Math.max(0, Math.min(purchase.coins, lowest ?? 0));
}

export type SettleOutcome = 'credited' | 'failed' | 'refunded' | 'disputed' | 'flagged' | 'unchanged' | 'unknown-payment';

/**
 * Credits a paid purchase: pending or failed -> succeeded with its 'purchase' ledger entry, in one transaction. A
 * purchase already paid (a replay, a concurrent delivery) is left as it is. A payment whose id, amount or currency
 * is not the purchase's is never credited: it is flagged for staff.
 */
export function creditPurchase(
  ctx: AppContext,
  purchaseId: Types.ObjectId,
  paid: { paymentIntentId: string; amountCents: number; currency: string },
): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, session, events) => {
    if (!p) return 'unknown-payment';
    if (p.status !== 'pending' && p.status !== 'failed') return 'unchanged';
    const now = ctx.clock.now();
    const otherPayment = p.paymentIntentId !== null && p.paymentIntentId !== paid.paymentIntentId;
    if (otherPayment || paid.amountCents !== p.priceCents || paid.currency.toLowerCase() !== 'usd') {
      if (p.flag) return 'unchanged';
      await savePurchase(session, p, { flag: newFlag('amount-mismatch', now, 0) });
      ctx.logger.warn({ purchaseId: p._id.toHexString(), paid }, 'payment amount does not match its purchase: not credited');
      return 'flagged';
    }
    const after = await savePurchase(session, p, {
      status: 'succeeded',
      succeededAt: now,
      paymentIntentId: paid.paymentIntentId,
      failureMessage: null,
    });
    await credit(session, events, {
      userId: p.userId,
      amount: p.coins,
      kind: 'purchase',
      ref: creditRef(paid.paymentIntentId),
      at: now,
    });
    // The referrer's commission commits or aborts with the credit (docs/affiliates.md).
    await recordCommission(session, events, {
      purchaseId: p._id,
      buyerId: p.userId,
      priceCents: p.priceCents,
      paidAt: now,
      refundableUntil: new Date(now.getTime() + REFUND_WINDOW_MS),
    });
    events.add('purchase.updated', { purchase: after, change: 'succeeded', coins: p.coins, at: now });
    return 'credited';
  });
}

/**
 * A failed payment attempt: pending (or failed, when a retry failed again) -> failed with the provider's message.
 * Never undoes a success.
 */
export function failPurchase(ctx: AppContext, purchaseId: Types.ObjectId, message: string): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, session, events) => {
    if (!p) return 'unknown-payment';
    if (p.status !== 'pending' && p.status !== 'failed') return 'unchanged';
    const now = ctx.clock.now();
    const after = await savePurchase(session, p, { status: 'failed', failedAt: now, failureMessage: message.slice(0, 500) });
    events.add('purchase.updated', { purchase: after, change: 'failed', coins: 0, at: now });
    return 'failed';
  });
}

const newFlag = (reason: PaymentFlagReason, at: Date, unrecoveredCoins: number) => ({
  reason,
  at,
  unrecoveredCoins,
  resolvedAt: null,
  resolvedBy: null,
});

/**
 * Takes back a paid purchase's coins once (the first refund or dispute does it): only what is unspent, never below
 * zero. Returns the coins taken and what could not be. `requireAll` refuses (409 PURCHASE_COINS_SPENT) instead of
 * taking less.
 */
async function takeBack(
  session: ClientSession,
  events: PendingEvents,
  p: Purchase,
  now: Date,
  requireAll = false,
): Promise<{ taken: number; unrecovered: number }> {
  if (p.reversedCoins > 0 || p.status === 'refunded') return { taken: 0, unrecovered: 0 };
  const unspent = await unspentCoins(p, session);
  // A reversal committed since this transaction read the purchase also lowers the balance: withPurchase then starts
  // over (and finds the refund done) instead of answering that the coins were spent.
  if (requireAll && unspent < p.coins) throw coinsSpent();
  if (unspent > 0) {
    await debit(session, events, { userId: p.userId, amount: unspent, kind: 'refund', ref: reversalRef(p._id), at: now });
  }
  return { taken: unspent, unrecovered: p.coins - unspent };
}

export const coinsSpent = () =>
  new AppError(ErrorCode.PURCHASE_COINS_SPENT, 'Some of the coins from this purchase were already spent, so it cannot be refunded.');

/**
 * The provider refunded a payment. A full refund nobody here approved (made in the provider's dashboard) takes the
 * unspent coins back and flags the account; one we approved is already settled. A partial refund moves no coins and
 * is flagged for staff to settle.
 */
export function providerRefunded(
  ctx: AppContext,
  purchaseId: Types.ObjectId,
  refund: { amountRefundedCents: number; full: boolean },
): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, session, events) => {
    if (!p) return 'unknown-payment';
    if (p.status !== 'succeeded') return 'unchanged';
    const now = ctx.clock.now();
    if (!refund.full) {
      if (p.flag?.reason === 'partial-refund' && p.refundedCents === refund.amountRefundedCents) return 'unchanged';
      const after = await savePurchase(session, p, { refundedCents: refund.amountRefundedCents, flag: newFlag('partial-refund', now, 0) });
      events.add('purchase.updated', { purchase: after, change: 'refunded', coins: 0, at: now });
      return 'flagged';
    }
    const { taken, unrecovered } = await takeBack(session, events, p, now);
    await reverseCommission(session, events, { purchaseId: p._id, reason: 'refund', at: now });
    const after = await savePurchase(session, p, {
      status: 'refunded',
      refundedAt: now,
      refundedCents: refund.amountRefundedCents,
      reversedCoins: p.reversedCoins + taken,
      flag: p.flag ?? newFlag('refund', now, unrecovered),
    });
    events.add('purchase.updated', { purchase: after, change: 'refunded', coins: -taken, at: now });
    return 'refunded';
  });
}

/** The cardholder disputed a payment: the unspent coins are taken back (unless a refund already did) and the account is flagged. */
export function providerDisputed(ctx: AppContext, purchaseId: Types.ObjectId): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, session, events) => {
    if (!p) return 'unknown-payment';
    if (p.disputed || (p.status !== 'succeeded' && p.status !== 'refunded')) return 'unchanged';
    const now = ctx.clock.now();
    const { taken, unrecovered } = await takeBack(session, events, p, now);
    await reverseCommission(session, events, { purchaseId: p._id, reason: 'dispute', at: now });
    const after = await savePurchase(session, p, {
      disputed: true,
      disputedAt: now,
      reversedCoins: p.reversedCoins + taken,
      flag: newFlag('dispute', now, unrecovered),
    });
    events.add('purchase.updated', { purchase: after, change: 'disputed', coins: -taken, at: now });
    return 'disputed';
  });
}

/** Settles an approved refund request: all the coins taken back (409 when some were spent) and the purchase refunded. */
export async function settleApprovedRefund(
  session: ClientSession,
  events: PendingEvents,
  p: Purchase,
  decision: { adminId: Types.ObjectId; now: Date },
): Promise<Purchase> {
  const { taken } = await takeBack(session, events, p, decision.now, true);
  await reverseCommission(session, events, { purchaseId: p._id, reason: 'refund', at: decision.now });
  const after = await savePurchase(session, p, {
    status: 'refunded',
    refundedAt: decision.now,
    refundedCents: p.priceCents,
    reversedCoins: p.reversedCoins + taken,
    refund: { ...p.refund!, status: 'approved', decidedAt: decision.now, decidedBy: decision.adminId },
  });
  events.add('purchase.updated', { purchase: after, change: 'refunded', coins: -taken, at: decision.now });
  return after;
}
