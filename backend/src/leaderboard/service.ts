import { COINS_PER_USD, LEADERBOARD_ENTRIES, LEADERBOARD_PRIZES_USD, type LeaderboardDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { STREAMS, sequencesFor } from '../realtime/sequence';
import { dayEnd, dayStart, utcDay } from './day';
import { computeStandings } from './standings';

export const LEADERBOARD_NAME = 'Daily Leaderboard';
export const LEADERBOARD_DESCRIPTION =
  'Every paid box you open today counts. At 00:00 UTC the top 10 players by coins spent share $500, paid in coins.';

/** Prize of a 1-based position in USD (0 below the paid positions). */
export const prizeForPosition = (position: number): number => LEADERBOARD_PRIZES_USD[position - 1] ?? 0;
export const prizeCoinsForPosition = (position: number): number => prizeForPosition(position) * COINS_PER_USD;
export const TOTAL_PRIZE_USD = LEADERBOARD_PRIZES_USD.reduce((sum, usd) => sum + usd, 0);

/**
 * Today's competition (by `ctx.clock`), in the spec's shape. `seq` is taken from the cluster-wide
 * `leaderboard` counter before the standings are read, so a state with a higher seq never reflects fewer
 * openings than one with a lower seq: clients keep the highest they have seen.
 */
export async function currentLeaderboard(ctx: AppContext): Promise<LeaderboardDto> {
  const seq = await sequencesFor(ctx).next(STREAMS.leaderboard);
  const now = ctx.clock.now();
  const day = utcDay(now);
  const standings = await computeStandings(day, LEADERBOARD_ENTRIES);
  return {
    id: day,
    name: LEADERBOARD_NAME,
    description: LEADERBOARD_DESCRIPTION,
    startsAt: dayStart(day).toISOString(),
    endsAt: dayEnd(day).toISOString(),
    timeRemaining: Math.max(0, Math.floor((dayEnd(day).getTime() - now.getTime()) / 1000)),
    totalPrize: TOTAL_PRIZE_USD,
    entries: standings.map((s, i) => ({
      id: s.userId.toHexString(),
      position: i + 1,
      username: s.username,
      avatarUrl: s.avatarUrl,
      prizeAmount: prizeForPosition(i + 1),
      totalSpent: s.totalSpent,
      boxesOpened: s.boxesOpened,
    })),
    prizeDistribution: LEADERBOARD_PRIZES_USD.map((amount, i) => ({ position: i + 1, amount })),
    seq,
  };
}

/** What a tick compares: the competition and every position's player and totals (not the countdown). */
export function standingsSignature(board: LeaderboardDto): string {
  return `${board.id}|${board.entries.map((e) => `${e.id}:${e.totalSpent}:${e.boxesOpened}`).join(',')}`;
}
