import { Types, type ClientSession } from 'mongoose';
import type { Transaction } from '../core/transaction';
import { ErrorCode, levelReachedBy, type BoxCategory } from '@nova/protocol';
import { AppError, errors } from '../core/errors';
import { UserModel, type User } from './model';
import { activeSelfExclusion, notSelfExcludedFilter, selfExcluded } from './responsible';

/**
 * The writes play makes on a user document, named by what they do: balance changes with what play adds to them
 * (riders: totals, XP, legendary count, nonce, daily-bonus time), the legendary count's reset and a free-box claim.
 * The users domain owns the collection; the ledger is the one caller of `applyBalanceChange` (every balance change is
 * a ledger entry). See docs/ARCHITECTURE.md, "Who writes what".
 */

/** The user document as a write left it (the whole document: a projection costs more than it saves). */
export type UserAfter = User & { _id: Types.ObjectId };

/**
 * What a balance change also does to the user, in the same single write. Built only by the named riders
 * below (`paidPlay`, `dailyBonusClaim`), so the fields and their rules stay here.
 */
export interface BalanceRider {
  /** Conditions the user must meet besides affording a debit. */
  readonly conditions: Record<string, unknown>;
  /** Other fields set in the same write, as aggregation expressions on the document before it. */
  readonly set: Record<string, unknown>;
  /** Why the conditions refused the change, given the user as stored now; undefined when they are not the reason. */
  readonly explain?: (current: User) => AppError | undefined;
  /** What the write's result may still call for, in the same transaction (rare follow-ups, e.g. a level reached). */
  readonly after?: (tx: Transaction, user: UserAfter) => Promise<void>;
}

/** The player's next provably fair nonce, taken in the write (a user stored without seeds starts at 1). */
const takeNonce = { 'fairness.nonce': { $add: [{ $ifNull: ['$fairness.nonce', 0] }, 1] } };

/**
 * Applies `delta` coins to the balance in one conditional write (a debit needs `balance >= -delta`), bumps
 * `balanceVersion` (the `seq` of `balance:changed`) and applies the rider. Null when the conditions refused it
 * (ask `whyBalanceRefused`). Only the ledger calls this: it writes the entry that goes with the change.
 */
export async function applyBalanceChange(
  tx: Transaction,
  userId: Types.ObjectId,
  delta: number,
  rider?: BalanceRider,
): Promise<UserAfter | null> {
  const filter: Record<string, unknown> = { ...rider?.conditions, _id: userId };
  if (delta < 0) filter.balance = { $gte: -delta };
  const set: Record<string, unknown> = {
    ...rider?.set,
    balance: { $add: ['$balance', delta] },
    // Users stored before the version existed start at 0.
    balanceVersion: { $add: [{ $ifNull: ['$balanceVersion', 0] }, 1] },
  };
  const user = (await UserModel.collection.findOneAndUpdate(filter, [{ $set: set }], { session: tx.session, returnDocument: 'after' })) as UserAfter | null;
  if (user && rider?.after) await rider.after(tx, user);
  return user;
}

/** Why `applyBalanceChange` found no match: 404 unknown user, the rider's reason, 402 short of coins, else 409. */
export async function whyBalanceRefused(session: ClientSession, userId: Types.ObjectId, delta: number, rider?: BalanceRider): Promise<AppError> {
  const current = await UserModel.findById(userId).session(session).lean<User>();
  if (!current) return errors.notFound('User');
  const why = rider?.explain?.(current);
  if (why) return why;
  if (delta < 0 && current.balance < -delta) return insufficientBalance(current.balance, -delta);
  return errors.conflict(ErrorCode.CONFLICT, 'The balance could not be changed. Please try again.');
}

/** 402: the player cannot afford `required` coins. */
export function insufficientBalance(balance: number, required: number): AppError {
  return new AppError(ErrorCode.INSUFFICIENT_BALANCE, "Insufficient Balance: You don't have enough coins to open this box", {
    balance: String(balance),
    required: String(required),
  });
}

export interface PaidPlay {
  category: BoxCategory;
  priceCoins: number;
  experience: number;
  now: Date;
}

/**
 * A paid opening's rider: refused for a banned or self-excluded player; adds the price to total spent and the
 * experience, counts the play towards legendary eligibility (+1 in the same category, 1 in another) and takes the
 * next nonce, all in the debit's write; when the new totals reach a higher free-box level (a handful of times in a
 * player's life) a second write in the same transaction raises it, never lowering it. Evaluating the level in every
 * opening's write cost each opening more than the rare second write costs.
 */
export function paidPlay(play: PaidPlay): BalanceRider {
  const totalSpent = { $add: ['$totalSpent', play.priceCoins] };
  const experiencePoints = { $add: ['$experiencePoints', play.experience] };
  return {
    ...mayPlay(play.now),
    set: {
      totalSpent,
      experiencePoints,
      // Category names come from BOX_CATEGORIES and never start with '$', so they are plain literals here.
      consecutivePlays: { $cond: [{ $eq: ['$lastPlayedCategory', play.category] }, { $add: ['$consecutivePlays', 1] }, 1] },
      lastPlayedCategory: play.category,
      ...takeNonce,
    },
    after: raiseFreeBoxLevel,
  };
}

/**
 * A battle seat's rider: refused for a banned or self-excluded player (a battle is play like an opening). Nothing
 * else changes: battles count neither towards spending totals nor the legendary streak (docs/battles.md).
 */
export function battleStake(now: Date): BalanceRider {
  return { ...mayPlay(now), set: {} };
}

/** Play (an opening, a battle seat) is refused to a banned or self-excluded player. */
function mayPlay(now: Date): Pick<BalanceRider, 'conditions' | 'explain'> {
  return {
    conditions: { banned: { $ne: true }, ...notSelfExcludedFilter(now) },
    explain: (current) => {
      if (current.banned) return new AppError(ErrorCode.ACCOUNT_BANNED, 'This account is suspended.');
      const until = activeSelfExclusion(current, now);
      return until ? selfExcluded(until) : undefined;
    },
  };
}

/** Raises the stored free-box level to what the user's totals reach, if higher (`user` is updated to match). */
async function raiseFreeBoxLevel(tx: Transaction, user: UserAfter): Promise<void> {
  const level = levelReachedBy(user.totalSpent, user.experiencePoints);
  if (level <= (user.freeBoxLevel ?? 0)) return;
  tx.stageUpdate(UserModel.collection, { _id: user._id }, { $max: { freeBoxLevel: level } });
  user.freeBoxLevel = level;
}

/**
 * A daily-bonus claim's rider: only when the last claim is null or at least `cooldownMs` old and the player is not
 * self-excluded (a bonus is play money: self-exclusion blocks it like openings); records `now`.
 */
export function dailyBonusClaim(now: Date, cooldownMs: number): BalanceRider {
  const openedBefore = new Date(now.getTime() - cooldownMs);
  return {
    conditions: { ...notSelfExcludedFilter(now), $or: [{ lastDailyBonusAt: null }, { lastDailyBonusAt: { $lte: openedBefore } }] },
    set: { lastDailyBonusAt: { $literal: now } },
    explain: (current) => {
      const until = activeSelfExclusion(current, now);
      return until ? selfExcluded(until) : new AppError(ErrorCode.DAILY_BONUS_NOT_READY, 'The daily bonus was already claimed.');
    },
  };
}

/** A legendary win restarts the player's legendary count. */
export function resetLegendaryCount(tx: Transaction, userId: Types.ObjectId): void {
  tx.stageUpdate(UserModel.collection, { _id: userId }, { $set: { consecutivePlays: 0 } });
}

/**
 * Records a free-box claim when the player still meets `eligible` (the free-box rules' filter): the claim time
 * and the next nonce, in one write. Null when the player no longer qualifies (or lost a race with another claim).
 */
export async function recordFreeBoxClaim(
  tx: Transaction,
  userId: Types.ObjectId,
  eligible: Record<string, unknown>,
  now: Date,
): Promise<UserAfter | null> {
  return (await UserModel.collection.findOneAndUpdate(
    { ...eligible, _id: userId },
    [{ $set: { lastFreeBoxClaim: { $literal: now }, ...takeNonce } }],
    { session: tx.session, returnDocument: 'after' },
  )) as UserAfter | null;
}
