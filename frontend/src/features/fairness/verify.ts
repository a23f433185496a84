import { ODDS_TOTAL_PPM, fairDigest, fairMessage, rollFromDigest, sha256Hex, verifyFairness, type OpeningProofDto } from '@nova/protocol';

/** One row of an odds table with its ticket range: tickets `from` to `to` inclusive win it (empty when its odds are 0). */
export interface RangeRow {
  prizeId: string;
  name: string;
  rarity: string;
  oddsPpm: number;
  from: number;
  to: number;
  empty: boolean;
}

/** Cumulative ranges of a published odds table, in its order (tickets 0..999,999). */
export function cumulativeRanges(table: OpeningProofDto['table']): RangeRow[] {
  let start = 0;
  return table.map((row) => {
    const from = start;
    start += row.oddsPpm;
    return { ...row, from, to: start - 1, empty: row.oddsPpm === 0 };
  });
}

/** The ticket a roll draws: floor(roll x 1,000,000). */
export const ticketOf = (roll: number): number => Math.floor(roll * ODDS_TOTAL_PPM);

/** Everything the page shows about one seed triple, computed here in the browser with WebCrypto. */
export interface RollComputation {
  serverSeedHash: string;
  message: string;
  digest: string;
  roll: number;
  ticket: number;
}

export async function computeRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<RollComputation> {
  const [serverSeedHash, digest] = await Promise.all([sha256Hex(serverSeed), fairDigest(serverSeed, clientSeed, nonce)]);
  const roll = rollFromDigest(digest);
  return { serverSeedHash, message: fairMessage(clientSeed, nonce), digest, roll, ticket: ticketOf(roll) };
}

export type ProofVerdict =
  | { state: 'unrevealed' }
  | {
      state: 'verified' | 'failed';
      computation: RollComputation;
      /** SHA-256 of the revealed server seed is the hash committed before play. */
      hashMatches: boolean;
      /** The recomputed roll equals the one the server recorded. */
      rollMatches: boolean;
      /** The recomputed roll lands on the prize that was awarded. */
      prizeMatches: boolean;
      /** The odds table is well formed (whole parts per million summing to 1,000,000). */
      tableValid: boolean;
      /** Index of the row the recomputed roll lands on (-1 when the table is not valid). */
      index: number;
    };

/**
 * Recomputes an opening from its public proof with the protocol's `verifyFairness`, the same published
 * algorithm the server draws with. Verified only when the seed matches its commitment, the roll is the
 * recorded one, and it lands on the prize that was awarded.
 */
export async function verifyProof(proof: OpeningProofDto): Promise<ProofVerdict> {
  if (!proof.serverSeed) return { state: 'unrevealed' };
  const computation = await computeRoll(proof.serverSeed, proof.clientSeed, proof.nonce);
  const rollMatches = computation.roll === proof.roll;
  try {
    const result = await verifyFairness({ ...proof, serverSeed: proof.serverSeed });
    const prizeMatches = result.prizeId === proof.prizeId;
    const ok = result.valid && rollMatches;
    return {
      state: ok ? 'verified' : 'failed',
      computation,
      hashMatches: result.hashMatches,
      rollMatches,
      prizeMatches,
      tableValid: true,
      index: result.index,
    };
  } catch {
    const hashMatches = computation.serverSeedHash === proof.serverSeedHash.toLowerCase();
    return { state: 'failed', computation, hashMatches, rollMatches, prizeMatches: false, tableValid: false, index: -1 };
  }
}
