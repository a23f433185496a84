/**
 * The provably fair draw. Pure code on WebCrypto, so the server and the browser verifier run
 * the very same function.
 *
 *   serverSeedHash = hex(SHA-256(serverSeed))                      (shown before play)
 *   digest         = hex(HMAC-SHA256(key = serverSeed, msg = `${clientSeed}:${nonce}`))
 *   roll           = parseInt(digest[0..8], 16) / 2^32              (a float in [0, 1))
 *   ticket         = floor(roll * 1,000,000)                        (in [0, 999,999])
 *   prize          = the first entry of the published odds table whose cumulative oddsPpm exceeds ticket
 *
 * Seeds are strings; they are encoded as UTF-8. Server seeds are 32 random bytes written as 64 hex chars.
 */

export const ODDS_TOTAL_PPM = 1_000_000;

export interface OddsEntry {
  prizeId: string;
  oddsPpm: number;
}

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto is unavailable (the verifier needs HTTPS or localhost)');
  return api;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a string, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256 of `${clientSeed}:${nonce}` keyed by the server seed, as lower-case hex. */
export async function fairDigest(serverSeed: string, clientSeed: string, nonce: number): Promise<string> {
  return fairDigestWithKey(await importFairKey(serverSeed), clientSeed, nonce);
}

/**
 * The server seed as a WebCrypto HMAC-SHA256 key. Importing is the costly part of a digest, so a caller that
 * draws many openings under one server seed (the admin simulator) imports it once and calls `fairDigestWithKey`.
 */
export function importFairKey(serverSeed: string): Promise<CryptoKey> {
  return subtle().importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** `fairDigest` under a key from `importFairKey`: the same HMAC of the same message, as lower-case hex. */
export async function fairDigestWithKey(key: CryptoKey, clientSeed: string, nonce: number): Promise<string> {
  return toHex(await subtle().sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce))));
}

/** The HMAC message of one opening. */
export function fairMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** The roll in [0, 1) from an HMAC digest (hex): its first 8 hex characters over 2^32. */
export function rollFromDigest(digest: string): number {
  return parseInt(digest.slice(0, 8), 16) / 2 ** 32;
}

/** The roll in [0, 1) for one opening. */
export async function fairRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  return rollFromDigest(await fairDigest(serverSeed, clientSeed, nonce));
}

/** `fairRoll` under a key from `importFairKey` (the simulator's path: one import, many openings). */
export async function fairRollWithKey(key: CryptoKey, clientSeed: string, nonce: number): Promise<number> {
  return rollFromDigest(await fairDigestWithKey(key, clientSeed, nonce));
}

/** HMAC-SHA256 of a UTF-8 message under a UTF-8 key, as lower-case hex. */
export type HmacSha256Hex = (key: string, message: string) => string;

/**
 * The same roll as `fairRoll`, computed with a synchronous HMAC-SHA256 implementation (the server passes
 * node:crypto's, which skips WebCrypto's asynchronous round trip on its hot path). Same inputs, same roll.
 */
export function fairRollWith(hmac: HmacSha256Hex, serverSeed: string, clientSeed: string, nonce: number): number {
  return rollFromDigest(hmac(serverSeed, fairMessage(clientSeed, nonce)));
}

/** Maps a roll onto a published odds table (integer parts per million summing to 1,000,000). */
export function pickFromTable(roll: number, table: readonly OddsEntry[]): number {
  if (!(roll >= 0 && roll < 1)) throw new RangeError('roll must be in [0, 1)');
  assertOddsTable(table);
  const ticket = Math.floor(roll * ODDS_TOTAL_PPM);
  let cumulative = 0;
  for (const [index, entry] of table.entries()) {
    cumulative += entry.oddsPpm;
    if (ticket < cumulative) return index;
  }
  throw new RangeError('odds table does not cover the roll');
}

/** Throws unless every entry is a non-negative integer and the table sums to exactly 1,000,000. */
export function assertOddsTable(table: readonly OddsEntry[]): void {
  let total = 0;
  for (const entry of table) {
    if (!Number.isInteger(entry.oddsPpm) || entry.oddsPpm < 0) throw new RangeError(`invalid odds for ${entry.prizeId}`);
    total += entry.oddsPpm;
  }
  if (total !== ODDS_TOTAL_PPM) throw new RangeError(`odds sum to ${total}, not ${ODDS_TOTAL_PPM}`);
}

/** Everything a player needs to recompute an opening. */
export interface FairnessProofInput {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  table: readonly OddsEntry[];
  prizeId: string;
}

export interface FairnessVerification {
  hashMatches: boolean;
  roll: number;
  index: number;
  prizeId: string | null;
  /** True when the hash matches and the recomputed prize is the one awarded. */
  valid: boolean;
}

/** Recomputes an opening from its proof: the one function the server draws with and the verifier checks with. */
export async function verifyFairness(proof: FairnessProofInput): Promise<FairnessVerification> {
  const hashMatches = (await sha256Hex(proof.serverSeed)) === proof.serverSeedHash.toLowerCase();
  const roll = await fairRoll(proof.serverSeed, proof.clientSeed, proof.nonce);
  const index = pickFromTable(roll, proof.table);
  const prizeId = proof.table[index]?.prizeId ?? null;
  return { hashMatches, roll, index, prizeId, valid: hashMatches && prizeId === proof.prizeId };
}
