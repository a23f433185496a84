import { Types } from 'mongoose';
import { freeBoxMissing, freeBoxNextClaimAt, highestUnlockedLevel, LIMITS, type FreeBoxProgress } from '@nova/protocol';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { draw, seedsForOpening, type SeedUse } from '../fairness/service';
import type { Opening } from '../openings/model';
import { buildOpeningRecord, recordOpening } from '../openings/record';
import type { User } from '../users/model';
import { recordFreeBoxClaim } from '../users/playWrites';
import { Users } from '../users/queries';
import { activeSelfExclusion, selfExcluded } from '../users/responsible';
import type { PlayerSeeds } from '../fairness/model';
import { FreeBoxLevelModel, type FreeBoxLevel } from './model';
import { claimFilter, cooldown, locked, notHighest, unknownLevel } from './rules';

export type StoredLevel = FreeBoxLevel & { _id: Types.ObjectId };

/** Every level with its prize table, lowest first. */
export async function listLevels(): Promise<StoredLevel[]> {
  return FreeBoxLevelModel.find().sort({ level: 1 }).lean<StoredLevel[]>();
}

export interface ClaimOutcome {
  opening: Opening;
  nextClaimAt: Date;
}

type ClaimingUser = User & { _id: Types.ObjectId; fairness?: Partial<PlayerSeeds> | null };

/**
 * Claims a free box from `levelNumber`: the level must exist, the player must meet its
 * requirements (spent, XP, freeBoxLevel), it must be their highest unlocked level, and no claim may lie within the
 * last 24 hours (rolling). In one transaction: a conditional update of the player that re-checks all of it in the
 * filter and records the claim and the next nonce, the provably fair draw from the level's table with the player's
 * seeds, and an opening with pricePaid 0 and `freeLevel` (a pending unboxing to ship or resell). No ledger entry,
 * no total spent, XP or legendary count. After the commit: `winner.announced` (prize with value) and `freeBox.claimed`.
 */
export async function claimFreeBox(ctx: AppContext, userId: Types.ObjectId | string, levelNumber: number): Promise<ClaimOutcome> {
  const _id = new Types.ObjectId(userId);
  const levels = await listLevels();
  const level = levels.find((l) => l.level === levelNumber);
  if (!level) throw unknownLevel(levelNumber);
  const before = await Users.findById(_id).lean<User>();
  if (!before) throw errors.notFound('User');
  checkRule(before, level, levels, ctx.clock.now());

  const openingId = new Types.ObjectId();
  const opening = await inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const player: ClaimingUser | null = await recordFreeBoxClaim(tx, _id, claimFilter(level, now), now);
    if (!player) {
      // Lost a race with another claim (or the account changed meanwhile): say why with the current state.
      const current = await Users.findById(_id).session(tx.session).lean<User>();
      if (!current) throw errors.notFound('User');
      checkRule(current, level, levels, now);
      throw cooldown(new Date(now.getTime() + LIMITS.freeBoxCooldownMs), now);
    }
    const seed = seedsForOpening(tx, _id, player.fairness, now);
    const record = buildFreeOpening(openingId, player, level, seed, now);
    recordOpening(tx, record, player.username);
    tx.emit('freeBox.claimed', {
      openingId: openingId.toHexString(),
      userId: _id.toHexString(),
      username: player.username,
      level: level.level,
      prizeName: record.prize.name,
      valueInUSDCents: record.prize.valueInUSDCents,
      at: now,
    });
    return record;
  });
  return { opening, nextClaimAt: new Date(opening.createdAt.getTime() + LIMITS.freeBoxCooldownMs) };
}

/** Throws the first rule a claim breaks: locked, not the highest unlocked level, cooldown. */
function checkRule(user: User, level: StoredLevel, levels: StoredLevel[], now: Date): void {
  if (user.banned) throw errors.accountBanned();
  // A free box is a draw like an opening: self-exclusion blocks it too (docs/payments.md).
  const excludedUntil = activeSelfExclusion(user, now);
  if (excludedUntil) throw selfExcluded(excludedUntil);
  const progress: FreeBoxProgress = user;
  if (freeBoxMissing(progress, level).length > 0) throw locked(progress, level);
  const highest = highestUnlockedLevel(progress, levels);
  if (highest !== level.level) throw notHighest(highest);
  const next = freeBoxNextClaimAt(user.lastFreeBoxClaim, now);
  if (next) throw cooldown(next, now);
}

function buildFreeOpening(openingId: Types.ObjectId, player: ClaimingUser, level: StoredLevel, seed: SeedUse, now: Date): Opening {
  const table = level.prizes.map((p) => ({ ...p, prizeId: p._id.toHexString() }));
  const { roll, index } = draw(seed, table);
  return buildOpeningRecord({
    openingId,
    userId: player._id,
    boxId: level._id,
    requestId: `free:${openingId.toHexString()}`,
    box: { name: level.name, category: level.prizes[index]!.category, imageUrl: level.imageUrl },
    pricePaid: 0,
    table: level.prizes,
    index,
    // The level's table always includes its legendary prize; the paid-opening streak is neither needed nor changed.
    eligible: true,
    consecutivePlays: player.consecutivePlays ?? 0,
    balanceAfter: player.balance,
    balanceVersionAfter: player.balanceVersion ?? 0,
    seed,
    roll,
    freeLevel: level.level,
    oddsVersion: null,
    now,
  });
}
