import { Schema, model, type Types } from 'mongoose';

/** A paid position of a finished competition. */
export interface PayoutWinner {
  position: number;
  userId: Types.ObjectId;
  username: string;
  totalSpent: number;
  prizeAmount: number;
  prizeCoins: number;
}

/**
 * A finished daily competition, written once in the same transaction as its prize ledger entries. Its `_id`
 * is the day ('YYYY-MM-DD'), so a second payout of the same day cannot be stored.
 */
export interface LeaderboardPayout {
  _id: string;
  winners: PayoutWinner[];
  totalCoins: number;
  paidAt: Date;
}

const payoutSchema = new Schema<LeaderboardPayout>(
  {
    _id: { type: String, required: true },
    winners: [
      new Schema<PayoutWinner>(
        {
          position: Number,
          userId: { type: Schema.Types.ObjectId, ref: 'User' },
          username: String,
          totalSpent: Number,
          prizeAmount: Number,
          prizeCoins: Number,
        },
        { _id: false },
      ),
    ],
    totalCoins: { type: Number, required: true },
    paidAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const LeaderboardPayoutModel = model<LeaderboardPayout>('LeaderboardPayout', payoutSchema);
