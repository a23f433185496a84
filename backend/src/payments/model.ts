import { Schema, model, type Types } from 'mongoose';
import {
  PAYMENT_FLAG_REASONS,
  PURCHASE_STATUSES,
  REFUND_REQUEST_STATUSES,
  type PaymentFlagReason,
  type PurchaseStatus,
  type RefundRequestStatus,
} from '@nova/protocol';

export type ProviderName = 'stripe' | 'simulated';

/** A player's refund request and the admin's decision. */
export interface RefundRequest {
  status: RefundRequestStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: Types.ObjectId | null;
  reason: string | null;
  /** The provider's refund id once the money went back. */
  providerRefundId: string | null;
}

/** Why staff should look at this purchase and its account. */
export interface PaymentFlag {
  reason: PaymentFlagReason;
  at: Date;
  /** Coins the reversal could not take back because they were spent. */
  unrecoveredCoins: number;
  resolvedAt: Date | null;
  resolvedBy: Types.ObjectId | null;
}

/**
 * A refund or dispute the provider reported before the payment's success reached the shop (Stripe does not promise
 * the order of its events). It is held on the purchase, in the order received, and applied right after the credit,
 * in the success's own transaction, exactly as if it had arrived then (see `settle.ts`).
 */
export interface HeldPaymentEvent {
  kind: 'refund' | 'dispute';
  /** A refund's cents refunded so far (Stripe's `amount_refunded`); 0 for a dispute. */
  amountRefundedCents: number;
  /** Whether a refund is of the whole charge; false for a dispute. */
  full: boolean;
  receivedAt: Date;
}

/**
 * One coin purchase: pending -> succeeded | failed (failed -> succeeded when the player retries the same payment),
 * pending | failed -> canceled (never paid; see expiry.ts), succeeded -> refunded. Coins are credited only by the
 * verified webhook, in the transaction that moves it to succeeded. `version` increases with every change (the seq of
 * `purchase:updated`).
 */
export interface Purchase {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** The client's idempotency key: one purchase per (user, key). */
  requestId: string;
  packageId: string;
  coins: number;
  bonusCoins: number;
  priceCents: number;
  provider: ProviderName;
  status: PurchaseStatus;
  paymentIntentId: string | null;
  clientSecret: string | null;
  failureMessage: string | null;
  /** Coins taken back by a refund or dispute (only what was unspent). */
  reversedCoins: number;
  refundedCents: number;
  disputed: boolean;
  refund: RefundRequest | null;
  flag: PaymentFlag | null;
  /** Refunds and disputes that arrived before the success, waiting for it; emptied when it is credited. */
  heldEvents: HeldPaymentEvent[];
  createdAt: Date;
  succeededAt: Date | null;
  failedAt: Date | null;
  canceledAt: Date | null;
  refundedAt: Date | null;
  disputedAt: Date | null;
  version: number;
}

const purchaseSchema = new Schema<Purchase>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    requestId: { type: String, required: true },
    packageId: { type: String, required: true },
    coins: { type: Number, required: true },
    bonusCoins: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    provider: { type: String, enum: ['stripe', 'simulated'], required: true },
    status: { type: String, enum: PURCHASE_STATUSES, required: true },
    paymentIntentId: { type: String, default: null },
    clientSecret: { type: String, default: null },
    failureMessage: { type: String, default: null },
    reversedCoins: { type: Number, default: 0 },
    refundedCents: { type: Number, default: 0 },
    disputed: { type: Boolean, default: false },
    refund: {
      type: new Schema<RefundRequest>(
        {
          status: { type: String, enum: REFUND_REQUEST_STATUSES, required: true },
          requestedAt: { type: Date, required: true },
          decidedAt: { type: Date, default: null },
          decidedBy: { type: Schema.Types.ObjectId, default: null },
          reason: { type: String, default: null },
          providerRefundId: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    flag: {
      type: new Schema<PaymentFlag>(
        {
          reason: { type: String, enum: PAYMENT_FLAG_REASONS, required: true },
          at: { type: Date, required: true },
          unrecoveredCoins: { type: Number, default: 0 },
          resolvedAt: { type: Date, default: null },
          resolvedBy: { type: Schema.Types.ObjectId, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    heldEvents: {
      type: [
        new Schema<HeldPaymentEvent>(
          {
            kind: { type: String, enum: ['refund', 'dispute'], required: true },
            amountRefundedCents: { type: Number, default: 0 },
            full: { type: Boolean, default: false },
            receivedAt: { type: Date, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    createdAt: { type: Date, required: true },
    succeededAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    canceledAt: { type: Date, default: null },
    refundedAt: { type: Date, default: null },
    disputedAt: { type: Date, default: null },
    version: { type: Number, default: 0 },
  },
  { versionKey: false },
);
purchaseSchema.index({ userId: 1, requestId: 1 }, { unique: true });
purchaseSchema.index({ paymentIntentId: 1 }, { unique: true, partialFilterExpression: { paymentIntentId: { $type: 'string' } } });
purchaseSchema.index({ userId: 1, _id: -1 });
// Revenue for a range (revenue.ts): purchases paid in it, refunds made in it.
purchaseSchema.index({ succeededAt: 1 });
purchaseSchema.index({ refundedAt: 1 });
purchaseSchema.index({ 'refund.status': 1, _id: -1 });

export const PurchaseModel = model<Purchase>('Purchase', purchaseSchema);

/**
 * The payments domain's per-player document. Creating a payment bumps `intents` inside the transaction that checks
 * the deposit limits and inserts the purchase, so two payments started at once by one player are serialized (the
 * second sees the first) and cannot together pass a limit each passes alone.
 */
export interface PaymentAccount {
  _id: Types.ObjectId;
  intents: number;
}

export const PaymentAccountModel = model<PaymentAccount>(
  'PaymentAccount',
  new Schema<PaymentAccount>(
    { _id: { type: Schema.Types.ObjectId, required: true }, intents: { type: Number, default: 0 } },
    { versionKey: false },
  ),
);
