import { Types, type ClientSession } from 'mongoose';
import type { Transaction } from '../core/transaction';
import { ErrorCode, levelReachedBy, type BoxCategory } from '@nova/protocol';
import { AppError, errors } from '../core/errors';
import { UserModel, type User } from './model';
import { activeSelfExclusion, notSelfExcludedFilter, selfExcluded } from './responsible';

/**
 * The writes play makes on a user document, named by what they do: balance changes with what play adds to them
 * (a `PlayerPatch`: totals, XP, legendary count, nonce, daily-bonus time), the legendary count's reset and a free-box claim.
 * The users domain owns the collection; the ledger is the one caller of `applyBalanceChange` (every balance change is
 * a ledger entry). See docs/ARCHITECTURE.md, "Who writes what".
 */

/** The user document as a write left it (the whole document: a projection costs more than it saves). */
export type UserAfter = User & { _id: Types.ObjectId };

/**
 * What a balance change also does to the player, in the same single write: a typed description built by the domain
 * making the change (openings a paid opening, battles a seat, daily-bonus a claim). Only this file turns it into the
 * write's conditions and fields (`playerWrite`) and a refusal into its reason (`whyPatchRefused`), so the stored
 * fields and their rules stay with the users domain and no caller writes an update expression.
 */
export interface PlayerPatch {
  /** Play at this time (an opening, a battle seat): refused for a banned or self-excluded player. */
  readonly playAt?: Date;
  /**
   * A paid opening: its price joins total spent and its experience the XP, the play counts towards the legendary
   * streak (+1 in the same category, 1 in another), and the next provably fair nonce is taken. When the new totals
   * reach a higher free-box level (a handful of times in a player's life) a second write in the same transaction
   * raises it, never lowering it: evaluating the level in every opening's write cost more than the rare second write.
   */
  readonly paidOpening?: { readonly category: BoxCategory; readonly priceCoins: number; readonly experience: number };
  /** A daily-bonus claim at `at`: only once `cooldownMs` passed since the last claim, and not while self-excluded. */
  readonly dailyBonus?: { readonly at: Date; readonly cooldownMs: number };
}

/** The player's next provably fair nonce, taken in the write (a user stored without seeds starts at 1). */
const takeNonce = { 'fairness.nonce': { $add: [{ $ifNull: ['$fairness.nonce', 0] }, 1] } };

/**
 * Applies `delta` coins to the balance in one conditional write (a debit needs `balance >= -delta`), bumps
 * `balanceVersion` (the `seq` of `balance:changed`) and applies the patch. Null when the conditions refused it
 * (ask `whyBalanceRefused`). Only the ledger calls this: it writes the entry that goes with the change.
 */
export async function applyBalanceChange(
  tx: Transaction,
  userId: Types.ObjectId,
  delta: number,
  patch?: PlayerPatch,
): Promise<UserAfter | null> {
  const { conditions, set } = playerWrite(patch);
  const filter: Record<string, unknown> = { ...conditions, _id: userId };
  if (delta < 0) filter.balance = { $gte: -delta };
  set.balance = { $add: ['$balance', delta] };
  // Users stored before the version existed start at 0.
  set.balanceVersion = { $add: [{ $ifNull: ['$balanceVersion', 0] }, 1] };
  const user = (await UserModel.collection.findOneAndUpdate(filter, [{ $set: set }], { session: tx.session, returnDocument: 'after' })) as UserAfter | null;
  if (user && patch?.paidOpening) raiseFreeBoxLevel(tx, user);
  return user;
}

/** The conditions and the fields (aggregation expressions on the document before the write) a patch stands for. */
function playerWrite(patch: PlayerPatch | undefined): { conditions: Record<string, unknown>; set: Record<string, unknown> } {
  const conditions: Record<string, unknown> = {};
  const set: Record<string, unknown> = {};
  if (patch?.playAt) Object.assign(conditions, { banned: { $ne: true } }, notSelfExcludedFilter(patch.playAt));
  const opening = patch?.paidOpening;
  if (opening) {
    Object.assign(set, {
      totalSpent: { $add: ['$totalSpent', opening.priceCoins] },
      experiencePoints: { $add: ['$experiencePoints', opening.experience] },
      // Category names come from BOX_CATEGORIES and never start with '$', so they are plain literals here.
      consecutivePlays: { $cond: [{ $eq: ['$lastPlayedCategory', opening.category] }, { $add: ['$consecutivePlays', 1] }, 1] },
      lastPlayedCategory: opening.category,
      ...takeNonce,
    });
  }
  const bonus = patch?.dailyBonus;
  if (bonus) {
    const openedBefore = new Date(bonus.at.getTime() - bonus.cooldownMs);
    Object.assign(conditions, notSelfExcludedFilter(bonus.at), { $or: [{ lastDailyBonusAt: null }, { lastDailyBonusAt: { $lte: openedBefore } }] });
    set.lastDailyBonusAt = { $literal: bonus.at };
  }
  return { conditions, set };
}

/** Why a patch's conditions refused the change, given the user as stored now; undefined when they are not the reason. */
function whyPatchRefused(patch: PlayerPatch | undefined, current: User): AppError | undefined {
  if (patch?.playAt) {
    if (current.banned) return new AppError(ErrorCode.ACCOUNT_BANNED, 'This account is suspended.');
    const until = activeSelfExclusion(current, patch.playAt);
    if (until) return selfExcluded(until);
  }
  if (patch?.dailyBonus) {
    const until = activeSelfExclusion(current, patch.dailyBonus.at);
    return until ? selfExcluded(until) : new AppError(ErrorCode.DAILY_BONUS_NOT_READY, 'The daily bonus was already claimed.');
  }
  return undefined;
}

/** Why `applyBalanceChange` found no match: 404 unknown user, the patch's reason, 402 short of coins, else 409. */
export async function whyBalanceRefused(session: ClientSession, userId: Types.ObjectId, delta: number, patch?: PlayerPatch): Promise<AppError> {
  const current = await UserModel.findById(userId).session(session).lean<User>();
  if (!current) return errors.notFound('User');
  const why = whyPatchRefused(patch, current);
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

/** Raises the stored free-box level to what the user's totals reach, if higher (`user` is updated to match). */
function raiseFreeBoxLevel(tx: Transaction, user: UserAfter): void {
  const level = levelReachedBy(user.totalSpent, user.experiencePoints);
  if (level <= (user.freeBoxLevel ?? 0)) return;
  tx.stageUpdate(UserModel.collection, { _id: user._id }, { $max: { freeBoxLevel: level } });
  user.freeBoxLevel = level;
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
