import { Schema, model, type Types } from 'mongoose';

/**
 * Two-factor state, one document per account that started or finished a setup (`_id` is the user id). Only this
 * folder writes it. Secrets are stored encrypted (keys.ts); recovery codes only as keyed hashes.
 */
export interface TwoFactorRecord {
  _id: Types.ObjectId;
  /** The confirmed secret (encrypted), or null while only a setup is pending. */
  secret: string | null;
  /** When the first code confirmed the secret; null while pending. */
  enabledAt: Date | null;
  /**
   * The last time step whose code was accepted: a code is good once, so the next one must come from a later step.
   * Written with a conditional update, so two requests racing with the same code cannot both pass.
   */
  lastUsedStep: number;
  /** Hashes of the unused recovery codes; a used one is pulled out. */
  recoveryCodeHashes: string[];
  /** A setup waiting for its first code (encrypted secret), and until when. */
  pendingSecret: string | null;
  pendingExpiresAt: Date | null;
}

const twoFactorSchema = new Schema<TwoFactorRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    secret: { type: String, default: null },
    enabledAt: { type: Date, default: null },
    lastUsedStep: { type: Number, default: 0 },
    recoveryCodeHashes: { type: [String], default: [] },
    pendingSecret: { type: String, default: null },
    pendingExpiresAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'twofactors' },
);

export const TwoFactorModel = model<TwoFactorRecord>('TwoFactor', twoFactorSchema);

/** What a sign-in challenge finishes into once its code is right. */
export type ChallengePurpose = 'login' | 'admin-page';

/**
 * A sign-in waiting for its second factor: the password (or Google, or a link) was right, no session exists yet.
 * `_id` is the SHA-256 of the token the client holds. Single use, short-lived (TTL index), a few attempts.
 */
export interface TwoFactorChallenge {
  _id: string;
  userId: Types.ObjectId;
  purpose: ChallengePurpose;
  attempts: number;
  expiresAt: Date;
}

const challengeSchema = new Schema<TwoFactorChallenge>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    purpose: { type: String, enum: ['login', 'admin-page'], required: true },
    attempts: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, collection: 'twofactorchallenges' },
);

export const TwoFactorChallengeModel = model<TwoFactorChallenge>('TwoFactorChallenge', challengeSchema);

/** True when the account has two-factor sign-in on. */
export async function twoFactorEnabled(userId: Types.ObjectId): Promise<boolean> {
  return (await TwoFactorModel.exists({ _id: userId, enabledAt: { $ne: null } })) !== null;
}
