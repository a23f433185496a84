import {
  BATTLE_TIE_NONCE,
  battleClientSeed,
  battleNonce,
  battleWinner,
  fairRollWithKey,
  importFairKey,
  pickFromTable,
  sha256Hex,
  type BattleDto,
} from '@nova/protocol';

/** One draw recomputed: the roll from the seeds and nonce, and the prize that roll lands on (when the table is known). */
export interface DrawCheck {
  round: number;
  seat: number;
  nonce: number;
  roll: number;
  rollMatches: boolean;
  nonceMatches: boolean;
  /** The roll lands on the prize drawn, in the round's odds table, and that prize has the value counted. */
  prizeMatches: boolean;
}

export interface BattleVerification {
  hashMatches: boolean;
  clientSeedMatches: boolean;
  draws: DrawCheck[];
  /** The recomputed tie-break roll equals the recorded one (null when no tie had to be broken). */
  tieRollMatches: boolean | null;
  winnerMatches: boolean;
  /** Every check that could be made passed. */
  ok: boolean;
}

/** Integer cents of a USD decimal string ('12.34' -> 1234). */
export const cents = (usd: string): number => Math.round(Number(usd) * 100);

/**
 * Recomputes a finished battle in the browser with the protocol's rules (WebCrypto): the server seed against its
 * committed hash, the client seed from the seats' contributions, every draw's nonce, roll, prize (in the round's odds
 * table, fixed when the battle was created) and value, the tie-break roll and the winning team. Needs the revealed
 * server seed.
 */
export async function verifyBattle(battle: BattleDto): Promise<BattleVerification> {
  const { serverSeed, clientSeed, contributions } = battle;
  if (!serverSeed || !clientSeed || !contributions) throw new Error('The server seed is not revealed yet');
  const [hash, derived, key] = await Promise.all([sha256Hex(serverSeed), battleClientSeed(contributions), importFairKey(serverSeed)]);
  const totals = new Array<number>(battle.seats.length).fill(0);
  const draws: DrawCheck[] = [];
  for (const round of battle.revealed) {
    const table = battle.tables[round.round] ?? [];
    for (const draw of round.draws) {
      const nonce = battleNonce(round.round, draw.seat);
      const roll = await fairRollWithKey(key, clientSeed, nonce);
      const landed = landedOn(roll, table);
      const prizeMatches = landed?.prizeId === draw.prizeId && landed.value === draw.value;
      totals[draw.seat] = (totals[draw.seat] ?? 0) + cents(draw.value);
      draws.push({ round: round.round, seat: draw.seat, nonce, roll, rollMatches: roll === draw.roll, nonceMatches: nonce === draw.nonce, prizeMatches });
    }
  }
  const tieRoll = await fairRollWithKey(key, clientSeed, BATTLE_TIE_NONCE);
  const winner = battleWinner(battle.mode, totals, tieRoll);
  const tieRollMatches = battle.tieRoll === null ? (winner.tied.length > 0 ? false : null) : battle.tieRoll === tieRoll;
  const result = {
    hashMatches: hash === battle.serverSeedHash,
    clientSeedMatches: derived === clientSeed,
    draws,
    tieRollMatches,
    winnerMatches: winner.team === battle.winnerTeam,
  };
  const drawsOk = draws.every((d) => d.rollMatches && d.nonceMatches && d.prizeMatches);
  return { ...result, ok: result.hashMatches && result.clientSeedMatches && drawsOk && tieRollMatches !== false && result.winnerMatches };
}

/** The table entry a roll lands on, or null when the table is malformed. */
function landedOn<T extends { prizeId: string; oddsPpm: number }>(roll: number, table: readonly T[]): T | null {
  try {
    return table[pickFromTable(roll, table)] ?? null;
  } catch {
    return null;
  }
}
