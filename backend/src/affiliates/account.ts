import type { ClientSession, Types } from 'mongoose';
import type { Transaction } from '../core/transaction';
import { AffiliateAccountModel, type AffiliateAccount } from './model';

type Balance = 'pendingCents' | 'availableCents' | 'requestedCents' | 'paidCents' | 'earnedCents' | 'reversedCents';

/**
 * Moves a referrer's balances by `inc` (integer cents) and bumps the account's version, creating the account on
 * first use; inside `tx` when given. Returns the account after the change.
 */
export async function bumpAccount(
  tx: Transaction | null,
  referrerId: Types.ObjectId,
  inc: Partial<Record<Balance, number>>,
): Promise<AffiliateAccount> {
  const after = await AffiliateAccountModel.collection.findOneAndUpdate(
    { _id: referrerId },
    { $inc: { ...inc, version: 1 }, $setOnInsert: { lastPayoutRequestAt: null } },
    { upsert: true, returnDocument: 'after', ...(tx ? { session: tx.session } : {}) },
  );
  return withDefaults(after as Partial<AffiliateAccount> & { _id: Types.ObjectId });
}

/** A referrer's account, or an empty one when they have none yet. */
export async function readAccount(referrerId: Types.ObjectId, session?: ClientSession): Promise<AffiliateAccount> {
  const found = await AffiliateAccountModel.collection.findOne({ _id: referrerId }, session ? { session } : {});
  return withDefaults({ ...(found as Partial<AffiliateAccount> | null), _id: referrerId });
}

function withDefaults(doc: Partial<AffiliateAccount> & { _id: Types.ObjectId }): AffiliateAccount {
  return {
    _id: doc._id,
    pendingCents: doc.pendingCents ?? 0,
    availableCents: doc.availableCents ?? 0,
    requestedCents: doc.requestedCents ?? 0,
    paidCents: doc.paidCents ?? 0,
    earnedCents: doc.earnedCents ?? 0,
    reversedCents: doc.reversedCents ?? 0,
    lastPayoutRequestAt: doc.lastPayoutRequestAt ?? null,
    version: doc.version ?? 0,
  };
}
