import { LEADERBOARD_ENTRIES, type LeaderboardDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { stateSeq } from '../realtime/sequence';
import { dayEnd, dayStart, utcDay } from './day';
import { computeStandings } from './standings';
import { presentTerms, prizeUsd, termsForDay } from './terms';

/**
 * Today's competition (by `ctx.clock`): the day's stored terms and its standings. `seq` is taken from the
 * cluster-wide `leaderboard` counter before the standings are read, so a state with a higher seq never reflects
 * fewer openings than one with a lower seq: clients keep the highest they have seen.
 */
export async function currentLeaderboard(ctx: AppContext): Promise<LeaderboardDto> {
  const seq = await stateSeq(ctx, 'leaderboard');
  const now = ctx.clock.now();
  const day = utcDay(now);
  const [terms, standings] = await Promise.all([termsForDay(day, now), computeStandings(day, LEADERBOARD_ENTRIES)]);
  return {
    id: day,
    ...presentTerms(terms),
    termsVersion: terms.termsVersion,
    startsAt: dayStart(day).toISOString(),
    endsAt: dayEnd(day).toISOString(),
    timeRemaining: Math.max(0, Math.floor((dayEnd(day).getTime() - now.getTime()) / 1000)),
    entries: standings.map((s, i) => ({
      id: s.userId.toHexString(),
      position: i + 1,
      username: s.username,
      avatarUrl: s.avatarUrl,
      prizeAmount: prizeUsd(terms, i + 1),
      totalSpent: s.totalSpent,
      boxesOpened: s.boxesOpened,
    })),
    seq,
  };
}

/** What a tick compares: the competition and every position's player and totals (not the countdown). */
export function standingsSignature(board: LeaderboardDto): string {
  return `${board.id}|${board.entries.map((e) => `${e.id}:${e.totalSpent}:${e.boxesOpened}`).join(',')}`;
}
