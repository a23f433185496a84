import type { PrizeDto } from '@nova/protocol';

/** Tiles in the reel, and where the won prize sits (far enough along for a long, decelerating run). */
export const REEL_LENGTH = 56;
export const WIN_INDEX = 48;

/** A small deterministic PRNG (mulberry32), so a reel looks the same on every render of one opening. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The reel's tiles: prizes drawn with a flattened weight (square root of the odds, with a floor) so rare prizes
 * flash past now and then, as on every reel of the genre, and the won prize at WIN_INDEX once known. The
 * tiles before the win stay the same when the winner arrives, so nothing on screen jumps.
 */
export function buildStrip(prizes: readonly PrizeDto[], seed: string, winner: PrizeDto | null): PrizeDto[] {
  if (prizes.length === 0) return [];
  const random = seededRandom(hashString(seed));
  const weights = prizes.map((p) => Math.max(Math.sqrt(p.oddsPpm), 40));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = random() * total;
    for (let i = 0; i < prizes.length; i += 1) {
      r -= weights[i] ?? 0;
      if (r <= 0) return prizes[i]!;
    }
    return prizes[prizes.length - 1]!;
  };
  const strip = Array.from({ length: REEL_LENGTH }, pick);
  if (winner) strip[WIN_INDEX] = winner;
  return strip;
}
