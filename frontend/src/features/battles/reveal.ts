import { useEffect, useState } from 'react';
import { BATTLE_LIMITS, type BattleDto, type BattleStatus } from '@nova/protocol';
import type { WatchedBattle } from '../../stores/useBattleStore';
import { cents } from './verify';

/** How long a round's reels spin, inside the round's pace so each lands before the next starts. */
export const SPIN_MS = BATTLE_LIMITS.roundMs - 800;

/** What the page shows of a battle at `now`: the round on the reels, whether it still spins, the totals so far. */
export interface RevealView {
  /** Index of the latest revealed round (-1 before the first). */
  current: number;
  spinning: boolean;
  /** When the reels land (client clock), while spinning. */
  landsAt: number | null;
  /** Each seat's total in cents, counting a spinning round only once it landed. */
  totals: number[];
  /** The winning team, once the battle finished and the last reels landed. */
  winnerTeam: number | null;
  /** The status as shown: a finished battle reads as running until its last reels land with the winner. */
  status: BattleStatus;
}

/** The reveal state of a watched battle at `now` (`spinMs` 0 under reduced motion: the reels land at once). */
export function revealView({ battle, lastRevealAt }: Pick<WatchedBattle, 'battle' | 'lastRevealAt'>, now: number, spinMs = SPIN_MS): RevealView {
  const current = battle.revealed.length - 1;
  const landsAt = lastRevealAt === null ? null : lastRevealAt + spinMs;
  const spinning = current >= 0 && landsAt !== null && now < landsAt;
  const counted = spinning ? battle.revealed.slice(0, -1) : battle.revealed;
  const totals = battleTotals(battle, counted);
  const winnerTeam = battle.status === 'finished' && !spinning ? battle.winnerTeam : null;
  const status = battle.status === 'finished' && spinning ? 'running' : battle.status;
  return { current, spinning, landsAt: spinning ? landsAt : null, totals, winnerTeam, status };
}

/** Each seat's total in cents over some rounds. */
export function battleTotals(battle: Pick<BattleDto, 'seats'>, rounds: BattleDto['revealed']): number[] {
  const totals = battle.seats.map(() => 0);
  for (const round of rounds) for (const draw of round.draws) totals[draw.seat] = (totals[draw.seat] ?? 0) + cents(draw.value);
  return totals;
}

/** `Date.now()`, refreshed at `until` (and every `everyMs` meanwhile when given); stops once `until` passed. */
export function useClock(until: number | null, everyMs?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) {
      setNow(Date.now());
      return;
    }
    const timer = everyMs ? setInterval(() => setNow(Date.now()), everyMs) : setTimeout(() => setNow(Date.now()), left);
    const end = everyMs ? setTimeout(() => setNow(Date.now()), left) : undefined;
    return () => {
      clearInterval(timer);
      clearTimeout(timer);
      clearTimeout(end);
    };
  }, [until, everyMs]);
  return now;
}
