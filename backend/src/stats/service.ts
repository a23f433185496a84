import { STATS_CACHE_MS, type SiteStatsDto } from '@nova/protocol';
import type { Clock } from '../context';
import { OpeningModel } from '../openings/model';
import { UserModel } from '../users/model';

const DAY_MS = 24 * 60 * 60 * 1000;
const usd = (cents: number) => (cents / 100).toFixed(2);

/** Computes the home page figures straight from the openings and users collections. */
export async function computeStats(now: Date): Promise<SiteStatsDto> {
  const [boxesOpened, players, won, biggest] = await Promise.all([
    OpeningModel.countDocuments({}),
    UserModel.countDocuments({ role: 'player' }),
    OpeningModel.aggregate<{ total: number }>([
      { $match: { isWin: true } },
      { $group: { _id: null, total: { $sum: '$prize.valueInUSDCents' } } },
    ]),
    // A win an admin hid from the public winners list is not advertised here either.
    OpeningModel.findOne({ isWin: true, winnerHiddenAt: null, createdAt: { $gte: new Date(now.getTime() - DAY_MS) } })
      .sort({ 'prize.valueInUSDCents': -1, _id: 1 })
      .select({ 'prize.name': 1, 'prize.valueInUSDCents': 1, 'box.name': 1 })
      .lean(),
  ]);
  return {
    boxesOpened,
    prizesWonUsd: usd(won[0]?.total ?? 0),
    players,
    biggestWin24h: biggest
      ? { prizeName: biggest.prize.name, boxName: biggest.box.name, valueInUSD: usd(biggest.prize.valueInUSDCents) }
      : null,
    generatedAt: now.toISOString(),
  };
}

/**
 * Stats cached for STATS_CACHE_MS per server: the home page is the busiest page, and these figures need
 * only be about a minute fresh. Concurrent misses share one computation.
 */
export function createStatsService(clock: Clock, ttlMs: number = STATS_CACHE_MS) {
  let cached: { at: number; value: SiteStatsDto } | null = null;
  let pending: Promise<SiteStatsDto> | null = null;
  return {
    async get(): Promise<SiteStatsDto> {
      const now = clock.now();
      if (cached && now.getTime() - cached.at < ttlMs) return cached.value;
      pending ??= computeStats(now)
        .then((value) => {
          cached = { at: now.getTime(), value };
          return value;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
