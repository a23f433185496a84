import { createHmac, randomBytes } from 'node:crypto';
import {
  BATTLE_TIE_NONCE,
  battleClientSeed,
  battleDraw,
  battleNonce,
  battleSeats,
  battleTeamOf,
  battleWinner,
  dealPrizes,
  fairRollWith,
  type BattleMode,
} from '@nova/protocol';
import type { Battle, BattleDrawRecord, BattleRound } from './model';

/** node:crypto's HMAC-SHA256 (hex), the same construction as the WebCrypto one the verifier uses. */
const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** A private battle's invite code. */
export const newInviteCode = (): string => randomBytes(9).toString('base64url');

/**
 * Every seat's draw in every round, from the server seed and the battle's client seed (computed once, when the
 * battle starts; revealed one round at a time).
 */
export function drawAll(serverSeed: string, clientSeed: string, rounds: readonly BattleRound[], mode: BattleMode): BattleDrawRecord[] {
  const draws: BattleDrawRecord[] = [];
  rounds.forEach((r, round) => {
    const table = r.prizes.map((p) => ({ prizeId: p.prizeId.toHexString(), oddsPpm: p.oddsPpm }));
    for (let seat = 0; seat < battleSeats(mode); seat += 1) {
      const roll = fairRollWith(nodeHmac, serverSeed, clientSeed, battleNonce(round, seat));
      draws.push({ round, seat, roll, index: battleDraw(nodeHmac, serverSeed, clientSeed, round, seat, table) });
    }
  });
  return draws;
}

/** The client seed and the draws of a battle whose last seat just filled (contributions in seat order). */
export async function startingDraws(battle: Pick<Battle, 'serverSeed' | 'rounds' | 'mode'>, contributions: readonly string[]) {
  const clientSeed = await battleClientSeed(contributions);
  return { clientSeed, draws: drawAll(battle.serverSeed, clientSeed, battle.rounds, battle.mode) };
}

/** The prize a draw picked. */
export const prizeOf = (battle: Pick<Battle, 'rounds'>, d: BattleDrawRecord) => battle.rounds[d.round]!.prizes[d.index]!;

/** Each seat's total (USD cents) over the first `revealed` rounds. */
export function seatTotals(battle: Pick<Battle, 'rounds' | 'draws' | 'seats'>, revealed: number): number[] {
  const totals = battle.seats.map(() => 0);
  for (const d of battle.draws) if (d.round < revealed) totals[d.seat] = (totals[d.seat] ?? 0) + prizeOf(battle, d).valueInUSDCents;
  return totals;
}

export interface BattleOutcome {
  winnerTeam: number;
  /** The tie-break roll when teams tied, else null. */
  tieRoll: number | null;
  /** Each draw with the seat that receives its prize (null: stays with the house). */
  dealt: { draw: BattleDrawRecord; toSeat: number | null }[];
}

/** The winner (with the tie-break) and who receives each prize, by the protocol's rules. */
export function outcomeOf(battle: Pick<Battle, 'rounds' | 'draws' | 'seats' | 'mode' | 'serverSeed' | 'clientSeed'>): BattleOutcome {
  const roll = fairRollWith(nodeHmac, battle.serverSeed, battle.clientSeed ?? '', BATTLE_TIE_NONCE);
  const { team, tied } = battleWinner(battle.mode, seatTotals(battle, battle.rounds.length), roll);
  const recipients = battle.seats.flatMap((s, seat) => (s.kind === 'player' && battleTeamOf(battle.mode, seat) === team ? [seat] : []));
  const prizes = battle.draws.map((d) => ({ valueCents: prizeOf(battle, d).valueInUSDCents, round: d.round, seat: d.seat }));
  const owners = dealPrizes(prizes, recipients);
  return { winnerTeam: team, tieRoll: tied.length > 0 ? roll : null, dealt: battle.draws.map((draw, i) => ({ draw, toSeat: owners[i] ?? null })) };
}
