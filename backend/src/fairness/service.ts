import { createHmac } from 'node:crypto';
import { Types } from 'mongoose';
import { fairRollWith, pickFromTable, type OddsEntry } from '@nova/protocol';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { inTransaction, type Transaction } from '../core/transaction';
import { commitServerSeed, createSeedsIfMissing, storeClientSeed, storeSeeds } from '../users/seeds';
import { initialSeeds, newServerSeed, RevealedSeedModel, type PlayerSeeds, type RevealedSeed } from './model';

/** The player's seeds, created on first use. 404 for an unknown user. */
async function ensureSeeds(userId: Types.ObjectId, now: Date): Promise<PlayerSeeds> {
  const seeds = await createSeedsIfMissing(userId, initialSeeds(now));
  if (!seeds) throw errors.notFound('User');
  return seeds;
}

/** The player's current commitment and their most recently revealed seed. */
export async function getSeedState(
  ctx: AppContext,
  userId: Types.ObjectId | string,
): Promise<{ state: PlayerSeeds; previous: RevealedSeed | null }> {
  const _id = new Types.ObjectId(userId);
  const [state, previous] = await Promise.all([
    ensureSeeds(_id, ctx.clock.now()),
    RevealedSeedModel.findOne({ userId: _id }).sort({ revealedAt: -1 }).lean<RevealedSeed>(),
  ]);
  return { state, previous };
}

/** The player's current client seed (what they contribute to a battle they join). 404 for an unknown user. */
export async function currentClientSeed(ctx: AppContext, userId: Types.ObjectId | string): Promise<string> {
  return (await ensureSeeds(new Types.ObjectId(userId), ctx.clock.now())).clientSeed;
}

/**
 * Sets the client seed. The committed server seed stays, and so does the nonce: nonces never repeat
 * under one server seed, so no (server seed, client seed, nonce) triple can be played twice (resetting
 * the nonce would let a player replay a known good roll by going back to an earlier client seed).
 */
export async function setClientSeed(ctx: AppContext, userId: Types.ObjectId | string, clientSeed: string) {
  const _id = new Types.ObjectId(userId);
  await ensureSeeds(_id, ctx.clock.now());
  await storeClientSeed(_id, clientSeed);
  return getSeedState(ctx, _id);
}

/**
 * Reveals the current server seed and commits a new one (nonce back to 0, client seed kept), in one
 * transaction, so any opening either used the old seed (and is now verifiable) or the new one.
 */
export async function rotateSeed(
  ctx: AppContext,
  userId: Types.ObjectId | string,
): Promise<{ revealed: RevealedSeed; state: PlayerSeeds }> {
  const _id = new Types.ObjectId(userId);
  await ensureSeeds(_id, ctx.clock.now());
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const fresh = newServerSeed();
    const old = await commitServerSeed(tx.session, _id, fresh, now);
    if (!old) throw errors.notFound('User');
    const revealed: RevealedSeed = {
      _id: old.serverSeedHash,
      userId: _id,
      serverSeed: old.serverSeed,
      clientSeed: old.clientSeed,
      nonce: old.nonce,
      committedAt: old.committedAt,
      revealedAt: now,
    };
    await RevealedSeedModel.create([revealed], { session: tx.session });
    return { revealed, state: { ...old, ...fresh, nonce: 0, committedAt: now } };
  });
}

/** The seeds and nonce of one opening. */
export interface SeedUse {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The seeds an opening used, from the player's seeds after the opening's write took the next nonce (users'
 * a paid opening's `PlayerPatch` or `recordFreeBoxClaim`) in the caller's transaction. A player's first opening creates their seeds there too (nonce 0).
 */
export function seedsForOpening(
  tx: Transaction,
  userId: Types.ObjectId,
  after: Partial<PlayerSeeds> | null | undefined,
  now: Date,
): SeedUse {
  const nonce = (after?.nonce ?? 1) - 1;
  if (after?.serverSeed && after.serverSeedHash && after.clientSeed)
    return { serverSeed: after.serverSeed, serverSeedHash: after.serverSeedHash, clientSeed: after.clientSeed, nonce };
  const seeds = { ...initialSeeds(now), nonce: nonce + 1 };
  storeSeeds(tx, userId, seeds);
  return { serverSeed: seeds.serverSeed, serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce };
}

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/**
 * The provably fair draw with the protocol's own functions: `fairRollWith` (the published
 * roll, with node:crypto's synchronous HMAC-SHA256; identical to WebCrypto's `fairRoll`, tested in
 * protocol) and `pickFromTable`. Returns the roll and the index it picks.
 */
export function draw(seed: SeedUse, table: readonly OddsEntry[]): { roll: number; index: number } {
  const roll = fairRollWith(nodeHmac, seed.serverSeed, seed.clientSeed, seed.nonce);
  return { roll, index: pickFromTable(roll, table) };
}

/** The revealed server seed with this hash, or null while it is still the player's secret. */
export async function revealedSeed(serverSeedHash: string): Promise<RevealedSeed | null> {
  return RevealedSeedModel.findById(serverSeedHash).lean<RevealedSeed>();
}
