/** The percentiles the simulator shows for a session's balance change. */
export const SESSION_PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface HistogramBin {
  /** Lower and upper edge in coins; the first bin also holds everything below, the last everything above. */
  from: number;
  to: number;
  count: number;
}

export interface SessionDistribution {
  sessions: number;
  /** Balance change per session in coins at each of SESSION_PERCENTILES (nearest rank). */
  percentiles: { percentile: number; coins: number }[];
  meanCoins: number;
  minCoins: number;
  maxCoins: number;
  /** Share of sessions that ended with more value than they cost (change > 0). */
  aheadShare: number;
  bins: HistogramBin[];
  /** Sessions outside the 1st-99th percentile range, counted in the first / last bin. */
  below: number;
  above: number;
}

/** Nearest-rank percentile of sorted values: the smallest value with at least p% of values at or below it. */
export function nearestRank(sorted: ArrayLike<number>, percentile: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * A player's balance change over each session: prizes valued at `valueRate` x their USD value (1 = retail,
 * the resale rate for what reselling would credit) minus K openings at the box price, in coins (1 coin = 1 cent).
 * The histogram spans the 1st to 99th percentile in `binCount` equal bins so one rare jackpot does not squash
 * every other bar; sessions outside fall into the end bins and are counted in `below` / `above`.
 */
export function sessionDistribution(
  sessionValues: Float64Array,
  sessionCostCoins: number,
  valueRate: number,
  binCount = 20,
): SessionDistribution | null {
  const n = sessionValues.length;
  if (n === 0) return null;
  const changes = new Float64Array(n);
  let sum = 0;
  let ahead = 0;
  for (let i = 0; i < n; i++) {
    const change = sessionValues[i]! * valueRate - sessionCostCoins;
    changes[i] = change;
    sum += change;
    if (change > 0) ahead += 1;
  }
  changes.sort();
  const lo = nearestRank(changes, 1);
  const hi = nearestRank(changes, 99);
  const bins = histogram(changes, lo, hi, binCount);
  let below = 0;
  let above = 0;
  for (const change of changes) {
    if (change < lo) below += 1;
    else if (change > hi) above += 1;
  }
  return {
    sessions: n,
    percentiles: SESSION_PERCENTILES.map((percentile) => ({ percentile, coins: nearestRank(changes, percentile) })),
    meanCoins: sum / n,
    minCoins: changes[0]!,
    maxCoins: changes[n - 1]!,
    aheadShare: ahead / n,
    bins,
    below,
    above,
  };
}

function histogram(sorted: Float64Array, lo: number, hi: number, binCount: number): HistogramBin[] {
  if (hi <= lo) return [{ from: lo, to: hi, count: sorted.length }];
  const width = (hi - lo) / binCount;
  const bins: HistogramBin[] = Array.from({ length: binCount }, (_, i) => ({
    from: lo + i * width,
    to: i === binCount - 1 ? hi : lo + (i + 1) * width,
    count: 0,
  }));
  for (const value of sorted) {
    const index = Math.min(binCount - 1, Math.max(0, Math.floor((value - lo) / width)));
    bins[index]!.count += 1;
  }
  return bins;
}
