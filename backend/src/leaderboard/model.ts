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
  /** The terms the day was played for (absent on payouts stored before terms were kept per day). */
  name?: string;
  totalPrize?: number;
  termsVersion?: number;
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
    name: String,
    totalPrize: Number,
    termsVersion: Number,
  },
  { versionKey: false },
);

export const LeaderboardPayoutModel = model<LeaderboardPayout>('LeaderboardPayout', payoutSchema);

/** What a competition is played for: whole US dollars; `amounts[i]` is the prize of place i + 1. */
export interface TermsRecord {
  name: string;
  description: string;
  totalPrize: number;
  amounts: number[];
}

const termsFields = {
  name: { type: String, required: true },
  description: { type: String, required: true },
  totalPrize: { type: Number, required: true },
  amounts: { type: [Number], required: true },
};

/**
 * One saved change of the leaderboard settings, append-only. `_id` is the version (1, 2, ...; 0 is the built-in
 * terms, never stored), so two admins saving on the same version cannot both store theirs. It applies to the days
 * from `effectiveFrom` on.
 */
export interface LeaderboardSettingsRevision extends TermsRecord {
  _id: number;
  effectiveFrom: string;
  savedAt: Date;
  savedBy: { id: Types.ObjectId; username: string };
}

const revisionSchema = new Schema<LeaderboardSettingsRevision>(
  {
    _id: { type: Number, required: true },
    ...termsFields,
    effectiveFrom: { type: String, required: true },
    savedAt: { type: Date, required: true },
    savedBy: { id: { type: Schema.Types.ObjectId, ref: 'User' }, username: String },
  },
  { versionKey: false },
);

export const LeaderboardSettingsModel = model<LeaderboardSettingsRevision>('LeaderboardSettings', revisionSchema);

/**
 * The terms of one competition day, stored when the day is first read (its standings, the public page or its
 * payout) and never changed after: `_id` is the day, so the first store wins. `termsVersion` is the revision they
 * came from (0: the built-in terms).
 */
export interface LeaderboardDay extends TermsRecord {
  _id: string;
  termsVersion: number;
  storedAt: Date;
}

const daySchema = new Schema<LeaderboardDay>(
  {
    _id: { type: String, required: true },
    ...termsFields,
    termsVersion: { type: Number, required: true },
    storedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const LeaderboardDayModel = model<LeaderboardDay>('LeaderboardDay', daySchema);
