import { Schema, model, type Types } from 'mongoose';
import { LEDGER_KINDS, type LedgerKind } from '@nova/protocol';

/**
 * One balance change, append-only: entries are inserted with the balance change in the same transaction
 * and never updated or deleted. For every user, the sum of `amount` equals `users.balance`.
 */
export interface LedgerEntry {
  userId: Types.ObjectId;
  /** Signed integer coins: negative for debits. */
  amount: number;
  /** The user's balance right after this entry. */
  balanceAfter: number;
  kind: LedgerKind;
  /** Unique idempotency key, e.g. `opening:<id>`, `resale:<openingId>`, `grant:<adminId>:<key>`. */
  ref: string;
  /** The staff member who caused it (grants). */
  actorId: Types.ObjectId | null;
  reason: string | null;
  createdAt: Date;
}

const ledgerEntrySchema = new Schema<LedgerEntry>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    amount: { type: Number, required: true },
    balanceAfter: { type: Number, required: true, min: 0 },
    kind: { type: String, enum: LEDGER_KINDS, required: true },
    ref: { type: String, required: true, unique: true },
    actorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    reason: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
ledgerEntrySchema.index({ userId: 1, _id: -1 });
// The admin overview's totals per kind over a period (resales; purchases and refunds once they are entries).
ledgerEntrySchema.index({ kind: 1, createdAt: 1 });

/** Append-only: every update or delete through the model is refused. */
const refuse = () => {
  throw new Error('ledger entries are append-only');
};
ledgerEntrySchema.pre(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'],
  refuse,
);

export const LedgerEntryModel = model<LedgerEntry>('LedgerEntry', ledgerEntrySchema);
