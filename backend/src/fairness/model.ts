import { createHash, randomBytes } from 'node:crypto';
import { Schema, model, type Types } from 'mongoose';

/**
 * A player's current seed pair, kept on the user document (`users.fairness`, never selected by default
 * and never presented) so an opening takes its nonce in the same single write as its debit. The server
 * seed is secret until rotated out; its SHA-256 is the commitment shown before play. `nonce` is the
 * number of openings made with this server seed (the next opening uses it as its nonce).
 */
export interface PlayerSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  committedAt: Date;
}

export const playerSeedsSchema = new Schema<PlayerSeeds>(
  {
    serverSeed: { type: String, required: true },
    serverSeedHash: { type: String, required: true },
    clientSeed: { type: String, required: true },
    nonce: { type: Number, required: true, min: 0 },
    committedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** A fresh secret server seed (32 random bytes as hex) and its public commitment (SHA-256 hex). */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

/** A player's first seeds: a committed server seed, a random client seed (until the player picks one), nonce 0. */
export function initialSeeds(now = new Date()): PlayerSeeds {
  return { ...newServerSeed(), clientSeed: randomBytes(10).toString('hex'), nonce: 0, committedAt: now };
}

/** A server seed that has been rotated out and is now public (`_id` = its SHA-256). */
export interface RevealedSeed {
  _id: string;
  userId: Types.ObjectId;
  serverSeed: string;
  /** The client seed in force at rotation. */
  clientSeed: string;
  /** Openings made with this server seed: nonces 0..nonce-1. */
  nonce: number;
  committedAt: Date;
  revealedAt: Date;
}

const revealedSeedSchema = new Schema<RevealedSeed>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    serverSeed: { type: String, required: true },
    clientSeed: { type: String, required: true },
    nonce: { type: Number, required: true },
    committedAt: { type: Date, required: true },
    revealedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
revealedSeedSchema.index({ userId: 1, revealedAt: -1 });
export const RevealedSeedModel = model<RevealedSeed>('RevealedSeed', revealedSeedSchema);
