import { Schema, model, type Types } from 'mongoose';
import {
  AFFILIATE_TIERS,
  COMMISSION_STATUSES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  type AffiliateTierKey,
  type CommissionStatus,
  type PayoutMethod,
  type PayoutStatus,
} from '@nova/protocol';

/**
 * The affiliate programme's documents (rules in docs/affiliates.md). Money is integer USD cents. Commissions are
 * written by the payments domain's credit transaction (one per purchase, unique `purchaseId`); the account holds a
 * referrer's balances, changed only by conditional `$inc`s in the same transactions as the documents they count.
 */

/** One commission: `percent` of one credited purchase of a referred player. */
export interface Commission {
  _id: Types.ObjectId;
  purchaseId: Types.ObjectId;
  referrerId: Types.ObjectId;
  referredId: Types.ObjectId;
  /** Copied when earned, so lists need no lookup. */
  referredUsername: string;
  purchaseCents: number;
  tier: AffiliateTierKey;
  percent: number;
  amountCents: number;
  status: CommissionStatus;
  /** When the purchase was credited (the tier was measured then). */
  purchasedAt: Date;
  /** The end of the purchase's refund window: from then on it can become available. */
  availableAt: Date;
  maturedAt: Date | null;
  reversedAt: Date | null;
  reversal: 'refund' | 'dispute' | null;
  /** What the reversal took it from. */
  reversedFrom: 'pending' | 'available' | null;
  createdAt: Date;
}

const commissionSchema = new Schema<Commission>(
  {
    purchaseId: { type: Schema.Types.ObjectId, required: true },
    referrerId: { type: Schema.Types.ObjectId, required: true },
    referredId: { type: Schema.Types.ObjectId, required: true },
    referredUsername: { type: String, required: true },
    purchaseCents: { type: Number, required: true },
    tier: { type: String, enum: AFFILIATE_TIERS.map((t) => t.key), required: true },
    percent: { type: Number, required: true },
    amountCents: { type: Number, required: true },
    status: { type: String, enum: COMMISSION_STATUSES, required: true },
    purchasedAt: { type: Date, required: true },
    availableAt: { type: Date, required: true },
    maturedAt: { type: Date, default: null },
    reversedAt: { type: Date, default: null },
    reversal: { type: String, enum: ['refund', 'dispute', null], default: null },
    reversedFrom: { type: String, enum: ['pending', 'available', null], default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'affiliate_commissions' },
);
commissionSchema.index({ purchaseId: 1 }, { unique: true });
commissionSchema.index({ referrerId: 1, purchasedAt: -1 });
commissionSchema.index({ status: 1, availableAt: 1 });

export const CommissionModel = model<Commission>('Commission', commissionSchema);

/** A referrer's balances (USD cents); `_id` is the user's id. `version` grows with every change: the live facts' seq. */
export interface AffiliateAccount {
  _id: Types.ObjectId;
  /** Commissions whose purchase can still be refunded. */
  pendingCents: number;
  /** Commissions that can be asked for (can go below zero when a dispute takes back one already paid out). */
  availableCents: number;
  /** In payout requests waiting for an admin. */
  requestedCents: number;
  paidCents: number;
  /** Every commission not reversed. */
  earnedCents: number;
  reversedCents: number;
  /** The last payout request that was not rejected (one per week). */
  lastPayoutRequestAt: Date | null;
  version: number;
}

export const AffiliateAccountModel = model<AffiliateAccount>(
  'AffiliateAccount',
  new Schema<AffiliateAccount>(
    {
      _id: { type: Schema.Types.ObjectId, required: true },
      pendingCents: { type: Number, default: 0 },
      availableCents: { type: Number, default: 0 },
      requestedCents: { type: Number, default: 0 },
      paidCents: { type: Number, default: 0 },
      earnedCents: { type: Number, default: 0 },
      reversedCents: { type: Number, default: 0 },
      lastPayoutRequestAt: { type: Date, default: null },
      version: { type: Number, default: 0 },
    },
    { versionKey: false, collection: 'affiliate_accounts' },
  ).index({ earnedCents: -1 }),
);

/** A payout request: requested -> paid (by an admin; coins credited through the ledger) | rejected. */
export interface Payout {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** Copied when asked, for the admins' queue. */
  username: string;
  amountCents: number;
  method: PayoutMethod;
  email: string | null;
  status: PayoutStatus;
  requestedAt: Date;
  /** The account's previous request time, put back when this one is rejected (a rejected request does not count). */
  previousRequestAt: Date | null;
  decidedAt: Date | null;
  decidedBy: Types.ObjectId | null;
  reason: string | null;
}

export const PayoutModel = model<Payout>(
  'AffiliatePayout',
  new Schema<Payout>(
    {
      userId: { type: Schema.Types.ObjectId, required: true },
      username: { type: String, required: true },
      amountCents: { type: Number, required: true },
      method: { type: String, enum: PAYOUT_METHODS, required: true },
      email: { type: String, default: null },
      status: { type: String, enum: PAYOUT_STATUSES, required: true },
      requestedAt: { type: Date, required: true },
      previousRequestAt: { type: Date, default: null },
      decidedAt: { type: Date, default: null },
      decidedBy: { type: Schema.Types.ObjectId, default: null },
      reason: { type: String, default: null },
    },
    { versionKey: false, collection: 'affiliate_payouts' },
  )
    .index({ userId: 1, _id: -1 })
    .index({ status: 1, _id: -1 }),
);
