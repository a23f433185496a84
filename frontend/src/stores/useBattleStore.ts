import { create } from 'zustand';
import {
  BATTLE_LIMITS,
  type BattleDto,
  type BattleFinished,
  type BattleRoundRevealed,
  type BattleSummaryDto,
  type BattleUpdated,
  type BattleWatchers,
} from '@nova/protocol';
import { newer as newerThan } from '../realtime/merge';

/** A battle being watched: its latest state, and when (client clock, ms) its latest round began to spin. */
export interface WatchedBattle {
  battle: BattleDto;
  lastRevealAt: number | null;
  /** A round arrived out of order (one was missed): the page reloads the snapshot. */
  gap: boolean;
}

export interface BattleState {
  /** Battles open on a page, by id. */
  watched: Record<string, WatchedBattle>;
  /** The lobby's battles, newest first. */
  lobby: BattleSummaryDto[];
  /** A whole battle (REST answer or the watch ack): taken unless what we hold is newer. */
  snapshot(battle: BattleDto, now?: number): void;
  updated(fact: BattleUpdated): void;
  round(fact: BattleRoundRevealed, now?: number): void;
  finished(fact: BattleFinished): void;
  watchers(fact: BattleWatchers): void;
  /** The lobby's REST snapshot: entries we already hold in a newer version stay. */
  lobbyLoaded(entries: BattleSummaryDto[]): void;
  forget(id: string): void;
}

/**
 * When the latest revealed round started spinning, from the server's schedule: the next reveal is one round's pace
 * after it. A late watcher so starts its reel in step with everyone else.
 */
export function lastRevealFrom(battle: BattleDto, now: number): number | null {
  if (battle.revealed.length === 0) return null;
  if (battle.nextRevealAt) return Date.parse(battle.nextRevealAt) - BATTLE_LIMITS.roundMs;
  if (battle.finishedAt) return Date.parse(battle.finishedAt);
  return now - BATTLE_LIMITS.roundMs;
}

/** A fact's battle version against a copy held (the battles stream's `seq` is the battle's version). */
const newer = (seq: number, held: { seq: number } | undefined) => newerThan(seq, held?.seq);

export const useBattleStore = create<BattleState>()((set) => ({
  watched: {},
  lobby: [],
  snapshot: (battle, now = Date.now()) =>
    set((s) => {
      const held = s.watched[battle.id];
      // A whole battle of the version we hold still counts: it is this caller's copy (its seat, its invite code),
      // while the room's fact of the same version is everyone's.
      if (held && newer(held.battle.seq, battle)) return s;
      const entry = { battle, lastRevealAt: lastRevealFrom(battle, now), gap: false };
      return { watched: { ...s.watched, [battle.id]: entry }, lobby: mergeLobby(s.lobby, battle) };
    }),
  updated: ({ seq, battle }) =>
    set((s) => {
      const held = s.watched[battle.id];
      const watched =
        held && newer(seq, held.battle) ? { ...s.watched, [battle.id]: { ...held, battle: { ...held.battle, ...battle, seq } } } : s.watched;
      return { watched, lobby: mergeLobby(s.lobby, { ...battle, seq }) };
    }),
  round: (fact, now = Date.now()) =>
    set((s) => {
      const held = s.watched[fact.battleId];
      if (!held || !newer(fact.seq, held.battle)) return s;
      const { battle } = held;
      if (fact.round.round < battle.revealed.length) return s;
      if (fact.round.round > battle.revealed.length) return { watched: { ...s.watched, [battle.id]: { ...held, gap: true } } };
      const revealed = [...battle.revealed, fact.round];
      const seats = battle.seats.map((seat, i) => ({ ...seat, totalValue: fact.totals[i] ?? seat.totalValue }));
      const lastRevealAt = fact.nextRevealAt ? Date.parse(fact.nextRevealAt) - BATTLE_LIMITS.roundMs : now;
      const next: BattleDto = { ...battle, seq: fact.seq, revealed, revealedCount: revealed.length, seats, nextRevealAt: fact.nextRevealAt };
      return { watched: { ...s.watched, [battle.id]: { battle: next, lastRevealAt: Math.min(lastRevealAt, now), gap: false } } };
    }),
  finished: ({ seq, battle }) =>
    set((s) => {
      const held = s.watched[battle.id];
      if (!newer(seq, held?.battle)) return s;
      const lastRevealAt = held?.lastRevealAt ?? lastRevealFrom(battle, Date.now());
      // The room's copy is everyone's: the caller's seat and invite code stay as this client's snapshot had them.
      const mine = { mySeat: battle.mySeat ?? held?.battle.mySeat ?? null, invite: battle.invite ?? held?.battle.invite ?? null };
      return {
        watched: { ...s.watched, [battle.id]: { battle: { ...battle, ...mine, seq }, lastRevealAt, gap: false } },
        lobby: mergeLobby(s.lobby, { ...battle, seq }),
      };
    }),
  watchers: ({ battleId, watchers }) =>
    set((s) => {
      const held = s.watched[battleId];
      return held ? { watched: { ...s.watched, [battleId]: { ...held, battle: { ...held.battle, watchers } } } } : s;
    }),
  lobbyLoaded: (entries) =>
    set((s) => {
      const held = new Map(s.lobby.map((b) => [b.id, b]));
      return { lobby: entries.map((b) => (newer(b.seq, held.get(b.id)) ? b : held.get(b.id)!)) };
    }),
  forget: (id) =>
    set((s) => {
      const watched = { ...s.watched };
      delete watched[id];
      return { watched };
    }),
}));

/** A battle's newer version replaces the lobby's copy; a public battle not listed yet goes first. */
function mergeLobby(lobby: BattleSummaryDto[], battle: BattleSummaryDto): BattleSummaryDto[] {
  const summary = toSummary(battle);
  const index = lobby.findIndex((b) => b.id === battle.id);
  if (index === -1) return battle.visibility === 'public' ? [summary, ...lobby] : lobby;
  if (!newer(battle.seq, lobby[index])) return lobby;
  return lobby.map((b, i) => (i === index ? summary : b));
}

/** Only the summary's fields (a whole battle carries its proof and rounds too). */
function toSummary(b: BattleSummaryDto): BattleSummaryDto {
  const { id, status, mode, visibility, rounds, seatPriceCoins, seats, creator, revealedCount, winnerTeam, createdAt, seq } = b;
  return { id, status, mode, visibility, rounds, seatPriceCoins, seats, creator, revealedCount, winnerTeam, createdAt, seq };
}

/** Empties the store (tests). */
export function resetBattleStore(): void {
  useBattleStore.setState({ watched: {}, lobby: [] });
}
