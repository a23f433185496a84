import { Schema, model, type HydratedDocument, type Types } from 'mongoose';
import { LANGUAGE_CODES, ROLES, type LanguageCode, type Role } from '@nova/protocol';
import { initialSeeds, playerSeedsSchema, type PlayerSeeds } from '../fairness/model';

/** A player or staff account. Money fields are integer coins (100 coins = $1.00). */
export interface User {
  username: string;
  /** Lower-cased username: usernames are unique case-insensitively. */
  usernameKey: string;
  /** The username's confusable skeleton (see `usernames.ts`): two look-alike names share it, so it is unique. */
  usernameSkeleton: string | null;
  email: string;
  /** The email address was confirmed by a link (or came verified from Google). */
  emailVerified: boolean;
  /** A new address waiting for its verification link (email change); `email` stays until it is confirmed. */
  pendingEmail: string | null;
  /** The language mail to this user is written in (the one they registered or last asked in), or null. */
  language: LanguageCode | null;
  passwordHash: string | null;
  googleSubject: string | null;
  role: Role;
  /** Bumped on role change, ban or password change: older tokens stop working at once. */
  tokenVersion: number;
  banned: boolean;
  balance: number;
  /** Bumped with every balance change, in the same write: the `seq` of `balance:changed` and of `GET /api/me`. */
  balanceVersion: number;
  consecutivePlays: number;
  lastPlayedCategory: string | null;
  totalSpent: number;
  experiencePoints: number;
  freeBoxLevel: number;
  lastFreeBoxClaim: Date | null;
  lastDailyBonusAt: Date | null;
  /** The player's referral code (upper-case letters and digits; see docs/affiliates.md). */
  referralCode: string | null;
  /** When the player chose their own code; a code can be changed once. */
  referralCodeChangedAt: Date | null;
  /** The referrer this account was attributed to when it was created; never changes afterwards. */
  referredBy: Types.ObjectId | null;
  avatarUrl: string | null;
  /** When the player confirmed being 18 or older (asked before the first purchase); null until then. */
  ageConfirmedAt: Date | null;
  /** Deposit limits in USD cents per rolling window, with raises waiting for their delay (see responsible.ts). */
  depositLimits: DepositLimits | null;
  /**
   * Self-exclusion: purchases, openings and free-box claims are refused until then (a far-future date when permanent);
   * null when not excluded. It only ever moves later.
   */
  selfExcludedUntil: Date | null;
  /** Provably fair seeds, owned by the fairness domain: created with the user, never selected by default. */
  fairness: PlayerSeeds | null;
  /** Set when the owner deleted the account (the document stays anonymised; see docs/accounts.md). */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One deposit limit: in force now, and a raise (or removal: `cents` null) that applies at `effectiveAt`. */
export interface DepositLimit {
  cents: number | null;
  pending: { cents: number | null; effectiveAt: Date } | null;
}

export interface DepositLimits {
  daily: DepositLimit;
  weekly: DepositLimit;
  monthly: DepositLimit;
  /** Bumped by every change, so two changes at once cannot overwrite each other. */
  version: number;
}

export type UserDocument = HydratedDocument<User>;

const userSchema = new Schema<User>(
  {
    username: { type: String, required: true, trim: true },
    usernameKey: { type: String, required: true, unique: true },
    usernameSkeleton: { type: String, default: null },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    emailVerified: { type: Boolean, default: false },
    pendingEmail: { type: String, default: null },
    language: { type: String, enum: [...LANGUAGE_CODES, null], default: null },
    passwordHash: { type: String, default: null },
    googleSubject: { type: String, default: null },
    role: { type: String, enum: ROLES, default: 'player' },
    tokenVersion: { type: Number, default: 0 },
    banned: { type: Boolean, default: false },
    balance: { type: Number, default: 0, min: 0 },
    balanceVersion: { type: Number, default: 0 },
    consecutivePlays: { type: Number, default: 0 },
    lastPlayedCategory: { type: String, default: null },
    totalSpent: { type: Number, default: 0 },
    experiencePoints: { type: Number, default: 0 },
    freeBoxLevel: { type: Number, default: 0 },
    lastFreeBoxClaim: { type: Date, default: null },
    lastDailyBonusAt: { type: Date, default: null },
    referralCode: { type: String, default: null },
    referralCodeChangedAt: { type: Date, default: null },
    referredBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    avatarUrl: { type: String, default: null },
    ageConfirmedAt: { type: Date, default: null },
    depositLimits: { type: Schema.Types.Mixed, default: null },
    selfExcludedUntil: { type: Date, default: null },
    fairness: { type: playerSeedsSchema, default: () => initialSeeds(), select: false },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
// Sign-ups per period (the admin overview).
userSchema.index({ createdAt: 1 });
userSchema.index({ googleSubject: 1 }, { unique: true, partialFilterExpression: { googleSubject: { $type: 'string' } } });
userSchema.index({ usernameSkeleton: 1 }, { unique: true, partialFilterExpression: { usernameSkeleton: { $type: 'string' } } });
userSchema.index({ referralCode: 1 }, { unique: true, partialFilterExpression: { referralCode: { $type: 'string' } } });
// The admin user list's sorts (newest, richest, biggest spenders), each tie-broken by id.
userSchema.index({ createdAt: -1, _id: -1 });
userSchema.index({ balance: -1, _id: -1 });
userSchema.index({ totalSpent: -1, _id: -1 });
// A referrer's referrals, newest first (the affiliate dashboard).
userSchema.index({ referredBy: 1, _id: -1 });

export const UserModel = model<User>('User', userSchema);
