import type { Types } from 'mongoose';
import { ErrorCode, type PaymentFlagReason } from '@nova/protocol';
import { AppError } from '../core/errors';
import type { Transaction } from '../core/transaction';
import { lowestBalanceSince } from '../ledger/queries';
import { debit } from '../ledger/service';
import type { HeldPaymentEvent, Purchase } from './model';
import { savePurchase } from './purchaseTx';

/**
 * Taking a paid purchase's coins back. A refund (the provider's, or one an admin approved) or a dispute: whichever
 * comes first takes the unspent coins with the purchase's one reversal debit, the others only flag. Each step runs
 * inside the caller's purchase transaction (`withPurchase`) and returns the purchase as it left it.
 */

/** The ledger ref of a purchase's credit: one per PaymentIntent. */
export const creditRef = (paymentIntentId: string): string => `purchase:${paymentIntentId}`;
/** The ledger ref of the one debit that takes a purchase's coins back (refund or dispute, whichever comes first). */
export const reversalRef = (purchaseId: Types.ObjectId): string => `purchase-reversal:${purchaseId.toHexString()}`;

/** The coins of a paid purchase the player still holds: the purchase's coins, less any the balance dipped below since. */
export async function unspentCoins(purchase: Purchase, tx?: Transaction): Promise<number> {
  if (!purchase.paymentIntentId || !purchase.succeededAt) return 0;
  const lowest = await lowestBalanceSince(creditRef(purchase.paymentIntentId), tx);
  return Math.max(0, Math.min(purchase.coins, lowest ?? 0));
}

export const newFlag = (reason: PaymentFlagReason, at: Date, unrecoveredCoins: number) => ({
  reason,
  at,
  unrecoveredCoins,
  resolvedAt: null,
  resolvedBy: null,
});

/** A provider refund as the shop reads `charge.refunded`. */
export interface ProviderRefund {
  amountRefundedCents: number;
  full: boolean;
}

export type ReversalOutcome = 'refunded' | 'disputed' | 'flagged' | 'unchanged';

/** What a step did, and the purchase after it. */
interface Step {
  outcome: ReversalOutcome;
  purchase: Purchase;
}

/** The coins a change took back, as the events carry them (negative; 0, never -0, when nothing was taken). */
const takenBack = (taken: number): number => (taken > 0 ? -taken : 0);

/**
 * Takes back a paid purchase's coins once (the first refund or dispute does it): only what is unspent, never below
 * zero. Returns the coins taken and the purchase's coins that stay unrecovered (spent before any reversal).
 * `requireAll` refuses (409 PURCHASE_COINS_SPENT) instead of taking less.
 */
async function takeBack(
  tx: Transaction,
  p: Purchase,
  now: Date,
  requireAll = false,
): Promise<{ taken: number; unrecovered: number }> {
  if (p.reversedCoins > 0 || p.status === 'refunded') return { taken: 0, unrecovered: p.coins - p.reversedCoins };
  const unspent = await unspentCoins(p, tx);
  // A reversal committed since this transaction read the purchase also lowers the balance: withPurchase then starts
  // over (and finds the refund done) instead of answering that the coins were spent.
  if (requireAll && unspent < p.coins) throw coinsSpent();
  if (unspent > 0) {
    await debit(tx, { userId: p.userId, amount: unspent, kind: 'refund', ref: reversalRef(p._id), at: now });
  }
  return { taken: unspent, unrecovered: p.coins - unspent };
}

export const coinsSpent = () =>
  new AppError(ErrorCode.PURCHASE_COINS_SPENT, 'Some of the coins from this purchase were already spent, so it cannot be refunded.');

/**
 * The provider refunded a paid purchase. A full refund nobody here approved (made in the provider's dashboard) takes
 * the unspent coins back and flags the account; one we approved is already settled. A partial refund moves no coins
 * and is flagged for staff to settle.
 */
export async function applyRefund(
  tx: Transaction,
  p: Purchase,
  refund: ProviderRefund,
  now: Date,
): Promise<Step> {
  if (p.status !== 'succeeded') return { outcome: 'unchanged', purchase: p };
  if (!refund.full) {
    if (p.flag?.reason === 'partial-refund' && p.refundedCents === refund.amountRefundedCents) return { outcome: 'unchanged', purchase: p };
    const after = await savePurchase(tx, p, { refundedCents: refund.amountRefundedCents, flag: newFlag('partial-refund', now, 0) });
    tx.emit('purchase.updated', { purchase: after, change: 'refunded', coins: 0, at: now });
    return { outcome: 'flagged', purchase: after };
  }
  const { taken, unrecovered } = await takeBack(tx, p, now);
  const after = await savePurchase(tx, p, {
    status: 'refunded',
    refundedAt: now,
    refundedCents: refund.amountRefundedCents,
    reversedCoins: p.reversedCoins + taken,
    flag: p.flag ?? newFlag('refund', now, unrecovered),
  });
  tx.emit('purchase.updated', { purchase: after, change: 'refunded', coins: takenBack(taken), at: now });
  return { outcome: 'refunded', purchase: after };
}

/** The cardholder disputed a paid purchase: the unspent coins are taken back (unless a refund already did) and the account is flagged. */
export async function applyDispute(tx: Transaction, p: Purchase, now: Date): Promise<Step> {
  if (p.disputed || (p.status !== 'succeeded' && p.status !== 'refunded')) return { outcome: 'unchanged', purchase: p };
  const { taken, unrecovered } = await takeBack(tx, p, now);
  const after = await savePurchase(tx, p, {
    disputed: true,
    disputedAt: now,
    reversedCoins: p.reversedCoins + taken,
    flag: newFlag('dispute', now, unrecovered),
  });
  tx.emit('purchase.updated', { purchase: after, change: 'disputed', coins: takenBack(taken), at: now });
  return { outcome: 'disputed', purchase: after };
}

/**
 * Keeps a refund or dispute that arrived before the payment's success on the purchase, in the order received (a
 * replay of one already held changes nothing). Nothing else moves until the success arrives.
 */
export async function holdEarlyEvent(
  tx: Transaction,
  p: Purchase,
  event: Omit<HeldPaymentEvent, 'receivedAt'>,
  now: Date,
): Promise<'held' | 'unchanged'> {
  const held = p.heldEvents ?? [];
  const same = (h: HeldPaymentEvent) =>
    h.kind === event.kind && h.amountRefundedCents === event.amountRefundedCents && h.full === event.full;
  if (held.some(same)) return 'unchanged';
  await savePurchase(tx, p, { heldEvents: [...held, { ...event, receivedAt: now }] });
  return 'held';
}

/** Applies the held refunds and disputes to a purchase just credited, in the order they arrived, as if they came now. */
export async function applyHeldEvents(
  tx: Transaction,
  paid: Purchase,
  held: readonly HeldPaymentEvent[],
  now: Date,
): Promise<Purchase> {
  let current = paid;
  for (const event of held) {
    const step =
      event.kind === 'refund' ? await applyRefund(tx, current, event, now) : await applyDispute(tx, current, now);
    current = step.purchase;
  }
  return current;
}

/** Settles an approved refund request: all the coins taken back (409 when some were spent) and the purchase refunded. */
export async function settleApprovedRefund(
  tx: Transaction,
  p: Purchase,
  decision: { adminId: Types.ObjectId; now: Date },
): Promise<Purchase> {
  const { taken } = await takeBack(tx, p, decision.now, true);
  const after = await savePurchase(tx, p, {
    status: 'refunded',
    refundedAt: decision.now,
    refundedCents: p.priceCents,
    reversedCoins: p.reversedCoins + taken,
    refund: { ...p.refund!, status: 'approved', decidedAt: decision.now, decidedBy: decision.adminId },
  });
  tx.emit('purchase.updated', { purchase: after, change: 'refunded', coins: takenBack(taken), at: decision.now });
  return after;
}
