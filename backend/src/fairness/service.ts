import { createHash, randomBytes } from 'node:crypto';
import { Types, type ClientSession } from 'mongoose';
import { fairRoll, pickFromTable, type OddsEntry } from '@nova/protocol';
import type { AppContext } from '../context';
import { inTransaction } from '../core/transaction';
import { FairnessSeedModel, RevealedSeedModel, type FairnessSeed, type RevealedSeed } from './model';

/** A fresh secret server seed (32 random bytes as hex) and its public commitment. */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

/** The default client seed: random, until the player chooses one. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

function initialState(now: Date, clientSeed = newClientSeed()) {
  return { ...newServerSeed(), clientSeed, committedAt: now };
}

/** The player's seed state, created on first use. */
export async function getSeedState(ctx: AppContext, userId: Types.ObjectId | string): Promise<{ state: FairnessSeed; previous: RevealedSeed | null }> {
  const _id = new Types.ObjectId(userId);
  const [state, previous] = await Promise.all([
    FairnessSeedModel.findOneAndUpdate({ _id }, { $setOnInsert: { ...initialState(ctx.clock.now()), nonce: 0 } }, { upsert: true, returnDocument: 'after' }).lean<FairnessSeed>(),
    RevealedSeedModel.findOne({ userId: _id }).sort({ revealedAt: -1 }).lean<RevealedSeed>(),
  ]);
  return { state: state!, previous };
}

/**
 * Sets the client seed. The committed server seed stays, and so does the nonce: nonces never repeat
 * under one server seed, so no (server seed, client seed, nonce) triple can ever be played twice.
 */
export async function setClientSeed(ctx: AppContext, userId: Types.ObjectId | string, clientSeed: string) {
  const _id = new Types.ObjectId(userId);
  const { clientSeed: _unused, ...rest } = initialState(ctx.clock.now());
  await FairnessSeedModel.updateOne({ _id }, { $set: { clientSeed }, $setOnInsert: { ...rest, nonce: 0 } }, { upsert: true });
  return getSeedState(ctx, _id);
}

/**
 * Reveals the current server seed and commits a new one (nonce back to 0, client seed kept), in one
 * transaction with any opening in flight: an opening either used the old seed (and is now verifiable)
 * or the new one.
 */
export async function rotateSeed(ctx: AppContext, userId: Types.ObjectId | string): Promise<{ revealed: RevealedSeed; state: FairnessSeed }> {
  const _id = new Types.ObjectId(userId);
  await getSeedState(ctx, _id);
  return inTransaction(ctx.bus, async (session) => {
    const now = ctx.clock.now();
    const next = { ...newServerSeed(), nonce: 0, committedAt: now };
    const old = await FairnessSeedModel.findOneAndUpdate({ _id }, { $set: next }, { session, returnDocument: 'before' }).lean<FairnessSeed>();
    if (!old) throw new Error('seed state vanished during rotation');
    const revealed: RevealedSeed = {
      _id: old.serverSeedHash,
      userId: _id,
      serverSeed: old.serverSeed,
      clientSeed: old.clientSeed,
      nonce: old.nonce,
      committedAt: old.committedAt,
      revealedAt: now,
    };
    await RevealedSeedModel.create([revealed], { session });
    return { revealed, state: { ...old, ...next } };
  });
}

/** The seeds and nonce of one opening: the nonce is taken (incremented) in the caller's transaction. */
export interface SeedUse {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Takes the player's next nonce atomically (creating the seed state on first use). */
export async function takeNonce(session: ClientSession, userId: Types.ObjectId, now: Date): Promise<SeedUse> {
  const state = await FairnessSeedModel.findOneAndUpdate(
    { _id: userId },
    { $inc: { nonce: 1 }, $setOnInsert: initialState(now) },
    { session, upsert: true, returnDocument: 'after' },
  ).lean<FairnessSeed>();
  if (!state) throw new Error('seed state upsert returned nothing');
  return { serverSeed: state.serverSeed, serverSeedHash: state.serverSeedHash, clientSeed: state.clientSeed, nonce: state.nonce - 1 };
}

/** The provably fair draw (DESIGN.md §5) with the protocol's own functions: the roll and the index it picks. */
export async function draw(seed: SeedUse, table: readonly OddsEntry[]): Promise<{ roll: number; index: number }> {
  const roll = await fairRoll(seed.serverSeed, seed.clientSeed, seed.nonce);
  return { roll, index: pickFromTable(roll, table) };
}

/** The revealed server seed with this hash, or null while it is still the player's secret. */
export async function revealedSeed(serverSeedHash: string): Promise<RevealedSeed | null> {
  return RevealedSeedModel.findById(serverSeedHash).lean<RevealedSeed>();
}
