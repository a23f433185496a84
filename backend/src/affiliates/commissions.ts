import { Types } from 'mongoose';
import { commissionCents } from '@nova/protocol';
import type { AppContext } from '../context';
import type { DomainEventBus } from '../core/events';
import { inTransaction, type Transaction } from '../core/transaction';
import { REFUND_WINDOW_MS } from '../payments/presenter';
import { purchasesAwaitingRefundDecision } from '../payments/queries';
import { referrerOf } from '../users/referrals';
import { bumpAccount } from './account';
import { CommissionModel, type Commission } from './model';
import { tierAt } from './tiers';

/**
 * Commissions are written inside the payments domain's own transactions, by before-commit handlers on its
 * `purchase.updated` event (`settleCommissionsWithPurchases`): the transaction that credits a purchase records its
 * commission, the one that takes a purchase back (a full refund, a dispute) reverses it. So a commission exists
 * exactly when its purchase is credited, whatever crashes or replays happen, and payments need not know of affiliates
 * (docs/affiliates.md).
 */

/**
 * Registers the commission's part of a purchase's settlement on `bus`: it runs in the purchase's transaction, in the
 * order of its events (a success held refunds and disputes follow reverses what it recorded).
 */
export function settleCommissionsWithPurchases(bus: DomainEventBus): void {
  bus.beforeCommit('purchase.updated', async (tx, { purchase, change, at }) => {
    if (change === 'succeeded') {
      const refundableUntil = new Date(at.getTime() + REFUND_WINDOW_MS);
      await recordCommission(tx, { purchaseId: purchase._id, buyerId: purchase.userId, priceCents: purchase.priceCents, paidAt: at, refundableUntil });
    } else if (change === 'disputed' || (change === 'refunded' && purchase.status === 'refunded')) {
      // A partial refund leaves the purchase succeeded (flagged for staff) and the commission as it is.
      await reverseCommission(tx, { purchaseId: purchase._id, reason: change === 'disputed' ? 'dispute' : 'refund', at });
    }
  });
}

/** The credited purchase, as the payments domain describes it to the hook. */
export interface CreditedPurchase {
  purchaseId: Types.ObjectId;
  buyerId: Types.ObjectId;
  priceCents: number;
  paidAt: Date;
  /** The end of its refund window: the commission is pending until then. */
  refundableUntil: Date;
}

/**
 * In the purchase's credit transaction: when the buyer was referred, records the referrer's commission at the
 * referrer's tier at the time of the purchase (counting this buyer as active), pending until the refund window
 * closes. A second call for the same purchase changes nothing (and the unique `purchaseId` would refuse it anyway).
 */
async function recordCommission(
  tx: Transaction,
  purchase: CreditedPurchase,
): Promise<Commission | null> {
  const referral = await referrerOf(purchase.buyerId, tx.session);
  if (!referral) return null;
  if (await CommissionModel.exists({ purchaseId: purchase.purchaseId }).session(tx.session)) return null;
  const { tier } = await tierAt(referral.referrerId, purchase.paidAt, { session: tx.session, alsoActive: purchase.buyerId });
  const amountCents = commissionCents(purchase.priceCents, tier.percent);
  if (amountCents <= 0) return null;
  const commission: Commission = {
    _id: new Types.ObjectId(),
    purchaseId: purchase.purchaseId,
    referrerId: referral.referrerId,
    referredId: purchase.buyerId,
    referredUsername: referral.username,
    purchaseCents: purchase.priceCents,
    tier: tier.key,
    percent: tier.percent,
    amountCents,
    status: 'pending',
    purchasedAt: purchase.paidAt,
    availableAt: purchase.refundableUntil,
    maturedAt: null,
    reversedAt: null,
    reversal: null,
    reversedFrom: null,
    createdAt: purchase.paidAt,
  };
  await CommissionModel.collection.insertOne(commission, { session: tx.session });
  const account = await bumpAccount(tx, referral.referrerId, { pendingCents: amountCents, earnedCents: amountCents });
  tx.emit('affiliate.commissionChanged', { commission, change: 'earned', version: account.version, at: purchase.paidAt });
  return commission;
}

/**
 * Hook for the transaction that takes a purchase back (a refund or a dispute, whichever comes first): reverses its
 * commission. A pending one leaves the pending balance; an available one (a dispute after the refund window) leaves
 * the available balance, which goes below zero when it was already paid out and is then repaid by later
 * commissions. Nothing happens without a commission or when it was reversed already.
 */
async function reverseCommission(
  tx: Transaction,
  reversal: { purchaseId: Types.ObjectId; reason: 'refund' | 'dispute'; at: Date },
): Promise<Commission | null> {
  const current = await CommissionModel.findOne({ purchaseId: reversal.purchaseId, status: { $ne: 'reversed' } })
    .session(tx.session)
    .lean<Commission>();
  if (!current) return null;
  const from = current.status === 'available' ? 'available' : 'pending';
  const after = (await CommissionModel.collection.findOneAndUpdate(
    { _id: current._id, status: current.status },
    { $set: { status: 'reversed', reversedAt: reversal.at, reversal: reversal.reason, reversedFrom: from } },
    { session: tx.session, returnDocument: 'after' },
  )) as Commission | null;
  if (!after) throw new Error('commission changed inside its purchase transaction');
  const amount = current.amountCents;
  const account = await bumpAccount(tx, current.referrerId, {
    [from === 'available' ? 'availableCents' : 'pendingCents']: -amount,
    earnedCents: -amount,
    reversedCents: amount,
  });
  tx.emit('affiliate.commissionChanged', { commission: after, change: 'reversed', version: account.version, at: reversal.at });
  return after;
}

/**
 * Makes commissions available once their purchase can no longer be refunded: the refund window closed and no refund
 * request waits for an admin (a rejected one lets it through on a later run). Each in its own transaction, conditional
 * on still being pending, so two nodes running this at once move each commission once. Returns how many moved.
 */
export async function matureDueCommissions(ctx: AppContext, batch = 200): Promise<number> {
  const now = ctx.clock.now();
  const due = await CommissionModel.find({ status: 'pending', availableAt: { $lte: now } })
    .sort({ availableAt: 1 })
    .limit(batch)
    .lean<Commission[]>();
  if (due.length === 0) return 0;
  const held = await purchasesAwaitingRefundDecision(due.map((c) => c.purchaseId));
  let moved = 0;
  for (const c of due) {
    if (held.has(c.purchaseId.toHexString())) continue;
    const done = await inTransaction(ctx.bus, async (tx) => {
      const after = (await CommissionModel.collection.findOneAndUpdate(
        { _id: c._id, status: 'pending' },
        { $set: { status: 'available', maturedAt: now } },
        { session: tx.session, returnDocument: 'after' },
      )) as Commission | null;
      if (!after) return false;
      const account = await bumpAccount(tx, c.referrerId, { pendingCents: -c.amountCents, availableCents: c.amountCents });
      tx.emit('affiliate.commissionChanged', { commission: after, change: 'available', version: account.version, at: now });
      return true;
    });
    if (done) moved += 1;
  }
  return moved;
}
