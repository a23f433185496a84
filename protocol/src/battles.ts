import { fairRollWith, pickFromTable, sha256Hex, type HmacSha256Hex, type OddsEntry } from './fairness';

/**
 * Box battles: the rules both the server and the in-browser verifier apply (docs/battles.md says why).
 *
 * - A battle is 1-10 rounds (boxes, in order, repeats allowed) and a mode. Each seat pays the sum of the
 *   rounds' prices when it joins; house bots are paid by the house.
 * - Fair play: a server seed per battle, its SHA-256 shown at creation, the seed revealed when it ends. The
 *   battle's client seed is `battleClientSeed(contributions)`: the SHA-256 of every seat's contribution joined
 *   with ':' in seat order, where a player's contribution is their client seed at the moment they joined and a
 *   bot's is `BOT_CONTRIBUTION`. It is fixed when the last seat fills, after the server seed was committed.
 * - The draw of seat `s` in round `r` (both from 0) is the opening draw (`fairRollWith` / `pickFromTable`) on the
 *   round's odds table with nonce `battleNonce(r, s)`.
 * - The team (a seat, or a pair of seats in 2v2) with the highest total value wins every prize. A tie is broken
 *   by the roll with nonce `BATTLE_TIE_NONCE`: tied team number `floor(roll * tied.length)` in team order wins.
 * - Prizes go to the winning team's players, dealt in value order (highest first) one by one in seat order
 *   (`dealPrizes`); a winning team made of bots only leaves the prizes with the house.
 */

export const BATTLE_MODES = ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

export const BATTLE_STATUSES = ['waiting', 'running', 'finished', 'cancelled'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

export const BATTLE_VISIBILITIES = ['public', 'private'] as const;
export type BattleVisibility = (typeof BATTLE_VISIBILITIES)[number];

export const BATTLE_LIMITS = {
  minRounds: 1,
  maxRounds: 10,
  maxSeats: 4,
  /** A battle not filled within this time may be cancelled by its creator (every seat refunded). */
  fillTimeoutMs: 10 * 60_000,
  /** Between the last seat filling and the first round's reveal (the players' countdown). */
  startDelayMs: 3_000,
  /** Between two rounds' reveals: every watcher's reel spins for this long. */
  roundMs: 4_000,
} as const;

/** What a house bot's seat contributes to the battle's client seed. */
export const BOT_CONTRIBUTION = 'house-bot';

/** The nonce of the tie-breaking roll (above every round nonce). */
export const BATTLE_TIE_NONCE = 1_000_000;

const SEATS: Record<BattleMode, number> = { '1v1': 2, '1v1v1': 3, '1v1v1v1': 4, '2v2': 4 };

/** Seats of a mode. */
export function battleSeats(mode: BattleMode): number {
  return SEATS[mode];
}

/** The team of a seat: in 2v2 seats 0-1 are team 0 and seats 2-3 team 1; otherwise every seat is its own team. */
export function battleTeamOf(mode: BattleMode, seat: number): number {
  return mode === '2v2' ? Math.floor(seat / 2) : seat;
}

/** Teams of a mode (2 for 2v2, else one per seat). */
export function battleTeams(mode: BattleMode): number {
  return mode === '2v2' ? 2 : SEATS[mode];
}

/** The nonce of seat `seat`'s draw in round `round` (both counted from 0). */
export function battleNonce(round: number, seat: number): number {
  return round * BATTLE_LIMITS.maxSeats + seat;
}

/** The battle's client seed: SHA-256 (hex) of the seats' contributions joined with ':' in seat order. */
export function battleClientSeed(contributions: readonly string[]): Promise<string> {
  return sha256Hex(contributions.join(':'));
}

/** One seat's draw in one round: the index of the prize in the round's odds table. */
export function battleDraw(hmac: HmacSha256Hex, serverSeed: string, clientSeed: string, round: number, seat: number, table: readonly OddsEntry[]): number {
  return pickFromTable(fairRollWith(hmac, serverSeed, clientSeed, battleNonce(round, seat)), table);
}

/**
 * The winning team from the seats' totals (integer cents, by seat). `tieRoll` is the roll with nonce
 * `BATTLE_TIE_NONCE`; it decides only when several teams share the highest total.
 */
export function battleWinner(mode: BattleMode, seatTotalsCents: readonly number[], tieRoll: number): { team: number; tied: number[] } {
  const totals = new Array<number>(battleTeams(mode)).fill(0);
  seatTotalsCents.forEach((cents, seat) => {
    const team = battleTeamOf(mode, seat);
    totals[team] = (totals[team] ?? 0) + cents;
  });
  const best = Math.max(...totals);
  const tied = totals.flatMap((total, team) => (total === best ? [team] : []));
  const team = tied.length === 1 ? tied[0]! : tied[Math.floor(tieRoll * tied.length)]!;
  return { team, tied: tied.length > 1 ? tied : [] };
}

/**
 * Who receives each prize: `prizes` (any order, with their value in cents) dealt highest value first, one by
 * one, to `recipients` (the winning team's player seats, in seat order). Ties in value keep their draw order
 * (round, then seat). Returns one recipient seat per prize, in the order given; empty recipients keep them all
 * with the house (every entry null).
 */
export function dealPrizes(prizes: readonly { valueCents: number; round: number; seat: number }[], recipients: readonly number[]): (number | null)[] {
  const order = prizes
    .map((prize, index) => ({ ...prize, index }))
    .sort((a, b) => b.valueCents - a.valueCents || a.round - b.round || a.seat - b.seat);
  const result = new Array<number | null>(prizes.length).fill(null);
  if (recipients.length === 0) return result;
  order.forEach((prize, place) => (result[prize.index] = recipients[place % recipients.length]!));
  return result;
}
