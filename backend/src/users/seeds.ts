import type { ClientSession, Types } from 'mongoose';
import type { Transaction } from '../core/transaction';
import type { PlayerSeeds } from '../fairness/model';
import { UserModel } from './model';

/**
 * The provably fair seeds stored on the user document, written only here (the fairness domain decides what they
 * are; the users domain stores them). The nonce is taken with the opening's own write (`operations.ts`).
 */

/** Stores `seeds` when the player has none yet; the seeds the player has afterwards, or null for an unknown user. */
export async function createSeedsIfMissing(userId: Types.ObjectId, seeds: PlayerSeeds): Promise<PlayerSeeds | null> {
  const created = await UserModel.findOneAndUpdate(
    { _id: userId, fairness: null },
    { $set: { fairness: seeds } },
    { returnDocument: 'after', projection: { fairness: 1 } },
  ).lean();
  if (created?.fairness) return created.fairness;
  const user = await UserModel.findById(userId, { fairness: 1 }).lean();
  return user?.fairness ?? null;
}

/** Replaces the whole seed set with the caller's transaction's writes (a player's first opening completes it). */
export function storeSeeds(tx: Transaction, userId: Types.ObjectId, seeds: PlayerSeeds): void {
  tx.stageUpdate(UserModel.collection, { _id: userId }, { $set: { fairness: seeds } });
}

/** Sets the player's client seed (the server seed and the nonce stay). */
export async function storeClientSeed(userId: Types.ObjectId, clientSeed: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { 'fairness.clientSeed': clientSeed } });
}

/** Commits a new server seed with the nonce back to 0; the seeds as they were before, or null for an unknown user. */
export async function commitServerSeed(
  session: ClientSession,
  userId: Types.ObjectId,
  fresh: Pick<PlayerSeeds, 'serverSeed' | 'serverSeedHash'>,
  now: Date,
): Promise<PlayerSeeds | null> {
  const before = await UserModel.findOneAndUpdate(
    { _id: userId },
    {
      $set: {
        'fairness.serverSeed': fresh.serverSeed,
        'fairness.serverSeedHash': fresh.serverSeedHash,
        'fairness.nonce': 0,
        'fairness.committedAt': now,
      },
    },
    { session, returnDocument: 'before', projection: { fairness: 1 } },
  ).lean();
  return before?.fairness ?? null;
}
