import { Types } from 'mongoose';
import { centsToUsd, AFFILIATE_RULES, ErrorCode, type PayoutMethod } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction, type Transaction } from '../core/transaction';
import { credit } from '../ledger/service';
import type { UserDocument } from '../users/model';
import { requireVerifiedEmail } from '../users/emailVerification';
import { bumpAccount, readAccount } from './account';
import { AffiliateAccountModel, PayoutModel, type AffiliateAccount, type Payout } from './model';

/**
 * Payouts (rules in docs/affiliates.md): the affiliate asks for an amount of their available commission, at least
 * $50, at most once a week, with a verified account email; the amount leaves the available balance at once (so two
 * requests cannot both spend it). An admin then pays it (coins: an `affiliate-payout` ledger credit; external
 * methods: marked paid after the admin sent the money) or rejects it (the amount is available again). Each decision
 * is conditional on the payout still being requested, so two approvals at once pay once; both are audited.
 */

/** The ledger ref of a coin payout: one credit per payout. */
export const payoutLedgerRef = (payoutId: Types.ObjectId): string => `affiliate-payout:${payoutId.toHexString()}`;

const notPending = () => new AppError(ErrorCode.PAYOUT_NOT_PENDING, 'This payout was already paid or rejected.');

/** An affiliate asks for a payout. 403 EMAIL_UNVERIFIED, 400 PAYOUT_BELOW_MINIMUM, 409 PAYOUT_EXCEEDS_AVAILABLE / PAYOUT_TOO_SOON. */
export async function requestPayout(
  ctx: AppContext,
  user: UserDocument,
  body: { method: PayoutMethod; email: string | null; amountCents: number },
): Promise<Payout> {
  requireVerifiedEmail(user);
  if (body.amountCents < AFFILIATE_RULES.minPayoutCents) {
    throw new AppError(ErrorCode.PAYOUT_BELOW_MINIMUM, `The minimum payout is $${centsToUsd(AFFILIATE_RULES.minPayoutCents)}.`, {
      minimumCents: String(AFFILIATE_RULES.minPayoutCents),
    });
  }
  const now = ctx.clock.now();
  const weekAgo = new Date(now.getTime() - AFFILIATE_RULES.payoutIntervalMs);
  return inTransaction(ctx.bus, async (tx) => {
    const before = (await AffiliateAccountModel.collection.findOneAndUpdate(
      {
        _id: user._id,
        availableCents: { $gte: body.amountCents },
        $or: [{ lastPayoutRequestAt: null }, { lastPayoutRequestAt: { $lte: weekAgo } }],
      },
      { $inc: { availableCents: -body.amountCents, requestedCents: body.amountCents, version: 1 }, $set: { lastPayoutRequestAt: now } },
      { session: tx.session, returnDocument: 'before' },
    )) as AffiliateAccount | null;
    if (!before) throw whyRefused(await readAccount(user._id, tx.session), body.amountCents);
    const payout: Payout = {
      _id: new Types.ObjectId(),
      userId: user._id,
      username: user.username,
      amountCents: body.amountCents,
      method: body.method,
      email: body.method === 'coins' ? null : body.email,
      status: 'requested',
      requestedAt: now,
      previousRequestAt: before.lastPayoutRequestAt ?? null,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    };
    await PayoutModel.collection.insertOne(payout, { session: tx.session });
    tx.emit('affiliate.payoutChanged', { payout, version: (before.version ?? 0) + 1, at: now });
    return payout;
  });
}

/** When the next request is allowed: a week after the last one that was not rejected; null when allowed now. */
export function nextPayoutAt(account: Pick<AffiliateAccount, 'lastPayoutRequestAt'>, now: Date): Date | null {
  if (!account.lastPayoutRequestAt) return null;
  const next = new Date(account.lastPayoutRequestAt.getTime() + AFFILIATE_RULES.payoutIntervalMs);
  return next > now ? next : null;
}

function whyRefused(account: AffiliateAccount, amountCents: number): AppError {
  if (account.availableCents < amountCents) {
    return new AppError(ErrorCode.PAYOUT_EXCEEDS_AVAILABLE, `Only $${centsToUsd(Math.max(0, account.availableCents))} is available.`, {
      availableCents: String(account.availableCents),
    });
  }
  const next = account.lastPayoutRequestAt
    ? new Date(account.lastPayoutRequestAt.getTime() + AFFILIATE_RULES.payoutIntervalMs)
    : new Date();
  return new AppError(ErrorCode.PAYOUT_TOO_SOON, 'Payouts can be asked for once a week.', { nextPayoutAt: next.toISOString() });
}

/**
 * Runs an admin's decision on a requested payout in one transaction: the conditional status change (409
 * PAYOUT_NOT_PENDING when it was decided already, 404 for an unknown id), then `settle` (balances, ledger, audit).
 */
async function decide(
  ctx: AppContext,
  payoutId: string,
  change: { status: 'paid' | 'rejected'; admin: UserDocument; reason: string | null },
  settle: (tx: Transaction, payout: Payout, now: Date) => Promise<AffiliateAccount>,
): Promise<Payout> {
  if (!Types.ObjectId.isValid(payoutId)) throw errors.notFound('Payout');
  const _id = new Types.ObjectId(payoutId);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const payout = (await PayoutModel.collection.findOneAndUpdate(
      { _id, status: 'requested' },
      { $set: { status: change.status, decidedAt: now, decidedBy: change.admin._id, reason: change.reason } },
      { session: tx.session, returnDocument: 'after' },
    )) as Payout | null;
    if (!payout) throw (await PayoutModel.exists({ _id }).session(tx.session)) ? notPending() : errors.notFound('Payout');
    const account = await settle(tx, payout, now);
    recordAudit(tx, {
      action: change.status === 'paid' ? 'payout.approved' : 'payout.rejected',
      actor: change.admin,
      target: { id: payout._id, label: `${payout.username} · $${centsToUsd(payout.amountCents)} · ${payout.method}` },
      before: { status: 'requested' },
      after: { status: payout.status },
      reason: change.reason,
      at: now,
    });
    tx.emit('affiliate.payoutChanged', { payout, version: account.version, at: now });
    return payout;
  });
}

/** An admin approves a payout: coins are credited through the ledger (idempotent by payout), other methods marked paid. */
export function approvePayout(ctx: AppContext, admin: UserDocument, payoutId: string): Promise<Payout> {
  return decide(ctx, payoutId, { status: 'paid', admin, reason: null }, async (tx, payout, now) => {
    const account = await bumpAccount(tx, payout.userId, { requestedCents: -payout.amountCents, paidCents: payout.amountCents });
    if (payout.method === 'coins') {
      // 100 coins = $1.00, so one cent is one coin.
      await credit(tx, {
        userId: payout.userId,
        amount: payout.amountCents,
        kind: 'affiliate-payout',
        ref: payoutLedgerRef(payout._id),
        actorId: admin._id,
        at: now,
      });
    }
    return account;
  });
}

/** An admin rejects a payout, with a reason the affiliate sees: the amount is available again and the week resets. */
export function rejectPayout(ctx: AppContext, admin: UserDocument, payoutId: string, reason: string): Promise<Payout> {
  return decide(ctx, payoutId, { status: 'rejected', admin, reason }, async (tx, payout) => {
    // A rejected request does not count toward the one-a-week rule: the previous request's time comes back.
    await AffiliateAccountModel.collection.updateOne(
      { _id: payout.userId, lastPayoutRequestAt: payout.requestedAt },
      { $set: { lastPayoutRequestAt: payout.previousRequestAt } },
      { session: tx.session },
    );
    return bumpAccount(tx, payout.userId, { requestedCents: -payout.amountCents, availableCents: payout.amountCents });
  });
}
