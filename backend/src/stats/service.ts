import { centsToUsd, STATS_CACHE_MS, STATS_FRESH_MS, type SiteStatsDto } from '@nova/protocol';
import type { AppContext, Clock } from '../context';
import { OpeningModel } from '../openings/model';
import { Users } from '../users/queries';
import { stateSeq } from '../realtime/sequence';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Computes the home page figures straight from the openings and users collections. */
export async function computeStats(now: Date, seq: number): Promise<SiteStatsDto> {
  const [boxesOpened, players, won, biggest] = await Promise.all([
    OpeningModel.countDocuments({}),
    Users.countDocuments({ role: 'player' }),
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
    seq,
    boxesOpened,
    prizesWonUsd: centsToUsd(won[0]?.total ?? 0),
    players,
    biggestWin24h: biggest
      ? { prizeName: biggest.prize.name, boxName: biggest.box.name, valueInUSD: centsToUsd(biggest.prize.valueInUSDCents) }
      : null,
    generatedAt: now.toISOString(),
  };
}

export interface StatsService {
  /** The figures, computed at most STATS_CACHE_MS ago (STATS_FRESH_MS after something changed them). */
  get(): Promise<SiteStatsDto>;
  /** Computes the figures now (numbered on the `stats` stream) and keeps them as the cached answer. */
  refresh(): Promise<SiteStatsDto>;
  /** Something the figures count happened: the cached answer is kept at most STATS_FRESH_MS longer. */
  changed(): void;
}

/**
 * Stats cached per server: the home page is the busiest page. While nothing happens they are reused for
 * STATS_CACHE_MS; after an opening, a claim or a registration (`changed()`), for at most STATS_FRESH_MS. Each
 * computation draws its number before reading, so of two overlapping ones the later read has the higher seq and
 * is the one kept. Concurrent cache misses share one computation.
 */
export function createStatsService(clock: Clock, next: () => Promise<number>): StatsService {
  let cached: { at: number; ttl: number; value: SiteStatsDto } | null = null;
  let miss: Promise<SiteStatsDto> | null = null;
  const refresh = async () => {
    const now = clock.now();
    const value = await computeStats(now, await next());
    if (!cached || value.seq > cached.value.seq) cached = { at: now.getTime(), ttl: STATS_CACHE_MS, value };
    return value;
  };
  return {
    get: () => {
      if (cached && clock.now().getTime() - cached.at < cached.ttl) return Promise.resolve(cached.value);
      miss ??= refresh().finally(() => {
        miss = null;
      });
      return miss;
    },
    refresh,
    changed: () => {
      if (cached) cached.ttl = Math.min(cached.ttl, STATS_FRESH_MS);
    },
  };
}

const services = new WeakMap<AppContext, StatsService>();

/** The context's one stats service (the route and the broadcaster share its cache). */
export function statsFor(ctx: AppContext): StatsService {
  let service = services.get(ctx);
  if (!service) {
    service = createStatsService(ctx.clock, () => stateSeq(ctx, 'stats'));
    services.set(ctx, service);
  }
  return service;
}
