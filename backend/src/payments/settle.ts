import type { Types } from 'mongoose';
import type { AppContext } from '../context';
import { credit } from '../ledger/service';
import type { Purchase } from './model';
import { savePurchase, withPurchase } from './purchaseTx';
import {
  applyDispute,
  applyHeldEvents,
  applyRefund,
  creditRef,
  holdEarlyEvent,
  newFlag,
  type ProviderRefund,
  type ReversalOutcome,
} from './reversals';

/**
 * What the provider's events do to a purchase, each in one transaction with its ledger entries, exactly once: a state
 * guard on the purchase (a conditional update, `purchaseTx.ts`) and a unique ledger ref per purchase both refuse a
 * second time. Stripe does not promise the order of events: a refund or dispute that arrives before the success is
 * held on the purchase and applied right after the credit, in the success's transaction (`reversals.ts`).
 */

export type SettleOutcome = 'credited' | 'failed' | 'canceled' | 'held' | 'unknown-payment' | ReversalOutcome;

/** Whether the player can still pay the purchase: started, or declined and open to another attempt. */
const payable = (p: Purchase): boolean => p.status === 'pending' || p.status === 'failed';

/**
 * Whether the purchase was not paid yet: a refund or dispute for it arrived early and waits for the success. A
 * canceled payment is never paid by Stripe; should a success arrive anyway, the money was taken and it is credited.
 */
const awaitingPayment = (p: Purchase): boolean => payable(p) || p.status === 'canceled';

/**
 * Credits a paid purchase: pending, failed (or canceled) -> succeeded with its 'purchase' ledger entry, in one transaction, then
 * any refund or dispute held for it. A purchase already paid (a replay, a concurrent delivery) is left as it is. A
 * payment whose id, amount or currency is not the purchase's is never credited: it is flagged for staff.
 */
export function creditPurchase(
  ctx: AppContext,
  purchaseId: Types.ObjectId,
  paid: { paymentIntentId: string; amountCents: number; currency: string },
): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, tx) => {
    if (!p) return 'unknown-payment';
    if (!awaitingPayment(p)) return 'unchanged';
    const now = ctx.clock.now();
    const otherPayment = p.paymentIntentId !== null && p.paymentIntentId !== paid.paymentIntentId;
    if (otherPayment || paid.amountCents !== p.priceCents || paid.currency.toLowerCase() !== 'usd') {
      if (p.flag) return 'unchanged';
      await savePurchase(tx, p, { flag: newFlag('amount-mismatch', now, 0) });
      ctx.logger.warn({ purchaseId: p._id.toHexString(), paid }, 'payment amount does not match its purchase: not credited');
      return 'flagged';
    }
    const after = await savePurchase(tx, p, {
      status: 'succeeded',
      succeededAt: now,
      paymentIntentId: paid.paymentIntentId,
      failureMessage: null,
      heldEvents: [],
    });
    await credit(tx, {
      userId: p.userId,
      amount: p.coins,
      kind: 'purchase',
      ref: creditRef(paid.paymentIntentId),
      at: now,
    });
    // The referrer's commission is recorded by affiliates' before-commit handler of this event (docs/affiliates.md).
    tx.emit('purchase.updated', { purchase: after, change: 'succeeded', coins: p.coins, at: now });
    await applyHeldEvents(tx, after, p.heldEvents ?? [], now);
    return 'credited';
  });
}

/**
 * A failed payment attempt: pending (or failed, when a retry failed again) -> failed with the provider's message.
 * Never undoes a success.
 */
export function failPurchase(ctx: AppContext, purchaseId: Types.ObjectId, message: string): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, tx) => {
    if (!p) return 'unknown-payment';
    if (!payable(p)) return 'unchanged';
    const now = ctx.clock.now();
    const after = await savePurchase(tx, p, { status: 'failed', failedAt: now, failureMessage: message.slice(0, 500) });
    tx.emit('purchase.updated', { purchase: after, change: 'failed', coins: 0, at: now });
    return 'failed';
  });
}

/**
 * The payment was canceled at the provider (left unpaid past the hold, see expiry.ts, or canceled in Stripe's
 * dashboard): pending or failed -> canceled; it can no longer be paid. Never undoes a success.
 */
export function cancelPurchase(ctx: AppContext, purchaseId: Types.ObjectId): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, tx) => {
    if (!p) return 'unknown-payment';
    if (!payable(p)) return 'unchanged';
    const now = ctx.clock.now();
    const after = await savePurchase(tx, p, { status: 'canceled', canceledAt: now });
    tx.emit('purchase.updated', { purchase: after, change: 'canceled', coins: 0, at: now });
    return 'canceled';
  });
}

/**
 * The provider refunded a payment (see `applyRefund`); before the payment's success reached us, the refund is held
 * until it does.
 */
export function providerRefunded(ctx: AppContext, purchaseId: Types.ObjectId, refund: ProviderRefund): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, tx) => {
    if (!p) return 'unknown-payment';
    const now = ctx.clock.now();
    if (awaitingPayment(p)) return holdEarlyEvent(tx, p, { kind: 'refund', ...refund }, now);
    return (await applyRefund(tx, p, refund, now)).outcome;
  });
}

/** The cardholder disputed a payment (see `applyDispute`); before the payment's success reached us, it is held until it does. */
export function providerDisputed(ctx: AppContext, purchaseId: Types.ObjectId): Promise<SettleOutcome> {
  return withPurchase(ctx, purchaseId, async (p, tx) => {
    if (!p) return 'unknown-payment';
    const now = ctx.clock.now();
    if (awaitingPayment(p)) return holdEarlyEvent(tx, p, { kind: 'dispute', amountRefundedCents: 0, full: false }, now);
    return (await applyDispute(tx, p, now)).outcome;
  });
}
