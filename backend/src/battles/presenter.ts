import { Types } from 'mongoose';
import {
  battleNonce,
  battleTeamOf,
  centsToUsd,
  type BattleDto,
  type BattleRoundDto,
  type BattleRoundRevealed,
  type BattleSummaryDto,
} from '@nova/protocol';
import { prizeOf, seatTotals } from './draws';
import type { Battle } from './model';

/** A battle in the lobby, the history tab and `battle:updated`: seats with their running totals, no draws. */
export function presentBattleSummary(b: Battle): BattleSummaryDto {
  const totals = seatTotals(b, b.revealedCount);
  return {
    id: b._id.toHexString(),
    status: b.status,
    mode: b.mode,
    visibility: b.visibility,
    rounds: b.rounds.map((r) => ({
      boxId: r.boxId.toHexString(),
      name: r.name,
      imageUrl: r.imageUrl,
      priceCoins: r.priceCoins,
      oddsVersion: r.oddsVersion,
    })),
    seatPriceCoins: b.seatPriceCoins,
    seats: b.seats.map((s, seat) => ({
      seat,
      team: battleTeamOf(b.mode, seat),
      kind: s.kind,
      username: s.username,
      totalValue: centsToUsd(totals[seat] ?? 0),
    })),
    creator: b.creatorName,
    revealedCount: b.revealedCount,
    winnerTeam: b.winnerTeam,
    createdAt: b.createdAt.toISOString(),
    seq: b.version,
  };
}

/** Round `round`'s draws, every seat, as revealed. */
export function presentRound(b: Battle, round: number): BattleRoundDto {
  const draws = b.draws
    .filter((d) => d.round === round)
    .sort((x, y) => x.seat - y.seat)
    .map((d) => {
      const prize = prizeOf(b, d);
      return {
        seat: d.seat,
        nonce: battleNonce(d.round, d.seat),
        roll: d.roll,
        prizeId: prize.prizeId.toHexString(),
        prizeName: prize.name,
        rarity: prize.rarity,
        imageUrl: prize.imageUrl,
        iconClass: prize.iconClass,
        value: centsToUsd(prize.valueInUSDCents),
      };
    });
  return { round, draws };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ended = (b: Battle) => b.status === 'finished' || b.status === 'cancelled';

/**
 * The whole battle for one viewer: the revealed rounds only, the server seed only once it ended, the invite code
 * only for the creator of a private battle. `viewerId` is the caller (null when anonymous).
 */
export function presentBattle(b: Battle, viewerId: Types.ObjectId | string | null, watchers: number): BattleDto {
  const viewer = viewerId ? new Types.ObjectId(viewerId) : null;
  const mySeat = viewer ? b.seats.findIndex((s) => s.userId?.equals(viewer)) : -1;
  return {
    ...presentBattleSummary(b),
    revealed: Array.from({ length: b.revealedCount }, (_, round) => presentRound(b, round)),
    tables: b.rounds.map((r) =>
      r.prizes.map((p) => ({
        prizeId: p.prizeId.toHexString(),
        name: p.name,
        rarity: p.rarity,
        oddsPpm: p.oddsPpm,
        value: centsToUsd(p.valueInUSDCents),
        imageUrl: p.imageUrl,
        iconClass: p.iconClass,
      })),
    ),
    nextRevealAt: b.status === 'running' ? iso(b.nextRevealAt) : null,
    serverSeedHash: b.serverSeedHash,
    serverSeed: ended(b) ? b.serverSeed : null,
    clientSeed: b.clientSeed,
    contributions: b.clientSeed ? b.seats.map((s) => s.contribution ?? '') : null,
    tieRoll: b.status === 'finished' ? b.tieRoll : null,
    cancellableAt: b.cancellableAt.toISOString(),
    startedAt: iso(b.startedAt),
    finishedAt: iso(b.finishedAt),
    cancelledAt: iso(b.cancelledAt),
    invite: viewer && b.creatorId.equals(viewer) ? b.invite : null,
    watchers,
    mySeat: mySeat >= 0 ? mySeat : null,
  };
}

/**
 * `battle:round`: round `round` revealed, with every seat's total after it. The last round is revealed in the same
 * write that finishes the battle, which raises the version by two: the round's seq is the one below the end's.
 */
export function presentRoundRevealed(b: Battle, round: number): BattleRoundRevealed {
  return {
    seq: b.status === 'finished' ? b.version - 1 : b.version,
    battleId: b._id.toHexString(),
    round: presentRound(b, round),
    totals: seatTotals(b, round + 1).map(centsToUsd),
    nextRevealAt: b.status === 'running' ? iso(b.nextRevealAt) : null,
  };
}
