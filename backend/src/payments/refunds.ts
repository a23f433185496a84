import { Types } from 'mongoose';
import { centsToUsd, ErrorCode, type AuditSnapshot } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import type { Transaction } from '../core/transaction';
import type { UserDocument } from '../users/model';
import type { Purchase } from './model';
import { ownPurchase } from './queries';
import { REFUND_WINDOW_MS } from './presenter';
import { requireProvider } from './intents';
import { savePurchase, withPurchase } from './purchaseTx';
import { coinsSpent, settleApprovedRefund, unspentCoins } from './reversals';
import { deliverSimulatedEvent } from './simulated';

/**
 * Refunds a player asks for: within 24 hours of the credit, while none of the purchase's coins were spent (see
 * `unspentCoins`). An admin approves (the coins are taken back and the provider refunds the money) or rejects.
 */

const notRefundable = () =>
  new AppError(ErrorCode.PURCHASE_NOT_REFUNDABLE, 'Only a paid purchase that was not refunded or disputed can be refunded.');
const notRequested = () => new AppError(ErrorCode.REFUND_NOT_REQUESTED, 'There is no open refund request for this purchase.');

/**
 * The player asks for a refund: 409 PURCHASE_NOT_REFUNDABLE (not paid, refunded or disputed), REFUND_ALREADY_REQUESTED,
 * REFUND_WINDOW_CLOSED (more than 24 hours after the credit) or PURCHASE_COINS_SPENT.
 */
export async function requestRefund(ctx: AppContext, userId: Types.ObjectId, purchaseId: string): Promise<Purchase> {
  const { _id } = await ownPurchase(userId, purchaseId);
  return withPurchase(ctx, _id, async (p, tx) => {
    if (!p || p.status !== 'succeeded' || p.disputed || !p.succeededAt) throw notRefundable();
    if (p.refund) throw new AppError(ErrorCode.REFUND_ALREADY_REQUESTED, 'A refund of this purchase was already asked for.');
    const now = ctx.clock.now();
    if (now.getTime() > p.succeededAt.getTime() + REFUND_WINDOW_MS)
      throw new AppError(ErrorCode.REFUND_WINDOW_CLOSED, 'Refunds can be asked for within 24 hours of a purchase.');
    if ((await unspentCoins(p, tx)) < p.coins) throw coinsSpent();
    const after = await savePurchase(tx, p, {
      refund: { status: 'requested', requestedAt: now, decidedAt: null, decidedBy: null, reason: null, providerRefundId: null },
    });
    tx.emit('purchase.updated', { purchase: after, change: 'refund-requested', coins: 0, at: now });
    return after;
  });
}

/**
 * An admin approves a refund request: in one transaction the coins are taken back (409 PURCHASE_COINS_SPENT when some
 * were spent since) and the purchase becomes refunded; then the provider refunds the money (idempotent per purchase).
 * Approving again after a provider failure (502) retries only the provider refund.
 */
export async function approveRefund(ctx: AppContext, admin: UserDocument, purchaseId: string): Promise<Purchase> {
  const provider = requireProvider(ctx);
  const _id = Types.ObjectId.isValid(purchaseId) ? new Types.ObjectId(purchaseId) : null;
  if (!_id) throw errors.notFound('Purchase');
  const { settled } = await withPurchase(ctx, _id, async (p, tx) => {
    if (!p) throw errors.notFound('Purchase');
    if (p.refund?.status === 'approved') return { before: null, settled: p };
    if (p.refund?.status !== 'requested') throw notRequested();
    if (p.status !== 'succeeded' || p.disputed) throw notRefundable();
    const now = ctx.clock.now();
    const after = await settleApprovedRefund(tx, p, { adminId: admin._id, now });
    auditDecision(tx, { action: 'purchase.refund-approved', admin, reason: null, before: p, after, at: now });
    return { before: p, settled: after };
  });
  if (settled.refund?.providerRefundId) return settled;

  let refundId: string;
  try {
    refundId = (await provider.refund(settled)).id;
  } catch (err) {
    ctx.logger.error({ err, purchaseId }, 'provider refund failed after the coins were taken back');
    throw new AppError(
      ErrorCode.PAYMENT_PROVIDER_ERROR,
      'The coins were taken back but the payment provider refused the refund. Approve again to retry.',
    );
  }
  const stored = await withPurchase(ctx, _id, (p, tx) =>
    savePurchase(tx, p!, { refund: { ...p!.refund!, providerRefundId: refundId } }),
  );
  if (provider.name === 'simulated') {
    // What Stripe would send next; the purchase is already refunded, so it changes nothing.
    await deliverSimulatedEvent(ctx, provider, 'charge.refunded', {
      id: `ch_sim_${stored._id.toHexString()}`,
      object: 'charge',
      payment_intent: stored.paymentIntentId,
      amount: stored.priceCents,
      amount_refunded: stored.priceCents,
      refunded: true,
    });
  }
  return stored;
}

/** An admin rejects a refund request, with a reason the player sees. */
export async function rejectRefund(ctx: AppContext, admin: UserDocument, purchaseId: string, reason: string): Promise<Purchase> {
  const _id = Types.ObjectId.isValid(purchaseId) ? new Types.ObjectId(purchaseId) : null;
  if (!_id) throw errors.notFound('Purchase');
  return withPurchase(ctx, _id, async (p, tx) => {
    if (!p) throw errors.notFound('Purchase');
    if (p.refund?.status !== 'requested') throw notRequested();
    const now = ctx.clock.now();
    const saved = await savePurchase(tx, p, {
      refund: { ...p.refund, status: 'rejected', decidedAt: now, decidedBy: admin._id, reason },
    });
    auditDecision(tx, { action: 'purchase.refund-rejected', admin, reason, before: p, after: saved, at: now });
    tx.emit('purchase.updated', { purchase: saved, change: 'refund-rejected', coins: 0, at: now });
    return saved;
  });
}

/** An admin marks a flagged purchase as dealt with. 409 CONFLICT when it has no open flag. */
export async function resolveFlag(ctx: AppContext, admin: UserDocument, purchaseId: string): Promise<Purchase> {
  const _id = Types.ObjectId.isValid(purchaseId) ? new Types.ObjectId(purchaseId) : null;
  if (!_id) throw errors.notFound('Purchase');
  return withPurchase(ctx, _id, async (p, tx) => {
    if (!p) throw errors.notFound('Purchase');
    if (!p.flag || p.flag.resolvedAt) throw errors.conflict(ErrorCode.CONFLICT, 'This purchase has no open flag.');
    const now = ctx.clock.now();
    const after = await savePurchase(tx, p, { flag: { ...p.flag, resolvedAt: now, resolvedBy: admin._id } });
    auditDecision(tx, { action: 'purchase.flag-resolved', admin, reason: null, before: p, after, at: now });
    return after;
  });
}

/** The fields an admin decision changes, as the audit log shows them. */
function decisionFields(p: Purchase): AuditSnapshot {
  return {
    status: p.status,
    refund: p.refund?.status ?? null,
    flagResolved: p.flag ? p.flag.resolvedAt !== null : null,
    reversedCoins: p.reversedCoins,
  };
}

/** Records an admin's decision on a purchase in the audit log, inside the decision's own transaction. */
function auditDecision(
  tx: Transaction,
  d: {
    action: 'purchase.refund-approved' | 'purchase.refund-rejected' | 'purchase.flag-resolved';
    admin: UserDocument;
    reason: string | null;
    before: Purchase;
    after: Purchase;
    at: Date;
  },
): void {
  const [before, after] = [decisionFields(d.before), decisionFields(d.after)];
  const changed = Object.keys(after).filter((k) => before[k] !== after[k]);
  recordAudit(tx, {
    action: d.action,
    actor: d.admin,
    target: { id: d.after._id, label: `${d.after.packageId} · $${centsToUsd(d.after.priceCents)}` },
    before: Object.fromEntries(changed.map((k) => [k, before[k]!])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]!])),
    reason: d.reason,
    at: d.at,
  });
}
