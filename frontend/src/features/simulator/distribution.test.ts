import { nearestRank, sessionDistribution } from './distribution';

describe('nearest-rank percentiles', () => {
  const sorted = [15, 20, 35, 40, 50];
  it.each([
    [5, 15],
    [30, 20],
    [40, 20],
    [50, 35],
    [100, 50],
    [0, 15],
  ])('P%i is %i', (p, value) => expect(nearestRank(sorted, p)).toBe(value));

  it('is NaN without values', () => expect(nearestRank([], 50)).toBeNaN());
});

describe('session distribution', () => {
  it('takes each session value minus its cost, with percentiles, mean and the share ending ahead', () => {
    // 100 sessions winning 0..99 coins, cost 50 each -> changes -50..49.
    const values = Float64Array.from({ length: 100 }, (_, i) => i);
    const d = sessionDistribution(values, 50, 1, 10)!;
    expect(d.sessions).toBe(100);
    expect(d.meanCoins).toBeCloseTo(-0.5, 10);
    expect(d.minCoins).toBe(-50);
    expect(d.maxCoins).toBe(49);
    expect(d.aheadShare).toBe(0.49);
    expect(d.percentiles).toEqual([
      { percentile: 5, coins: -46 },
      { percentile: 25, coins: -26 },
      { percentile: 50, coins: -1 },
      { percentile: 75, coins: 24 },
      { percentile: 95, coins: 44 },
    ]);
    expect(d.bins).toHaveLength(10);
    expect(d.bins.reduce((sum, b) => sum + b.count, 0)).toBe(100);
    // The 1st-99th percentile range (-50..48) is shown; the one session above it goes to the last bar.
    expect(d.bins[0]!.from).toBe(-50);
    expect(d.bins[9]!.to).toBe(48);
    expect({ below: d.below, above: d.above }).toEqual({ below: 0, above: 1 });
  });

  it('values prizes at the resale rate when asked', () => {
    const d = sessionDistribution(Float64Array.from([100, 200]), 100, 0.8)!;
    expect(d.percentiles.map((p) => p.coins)).toEqual([-20, -20, -20, 60, 60]);
    expect(d.aheadShare).toBe(0.5);
  });

  it('puts identical sessions in one bar and keeps a jackpot from flattening the rest', () => {
    const same = sessionDistribution(new Float64Array(40).fill(0), 100, 1)!;
    expect(same.bins).toEqual([{ from: -100, to: -100, count: 40 }]);
    const values = new Float64Array(1_000).fill(50);
    values[0] = 1_000_000;
    const jackpot = sessionDistribution(values, 100, 1)!;
    expect(jackpot.bins).toEqual([{ from: -50, to: -50, count: 1_000 }]);
    expect(jackpot.above).toBe(1);
    expect(jackpot.maxCoins).toBe(999_900);
  });

  it('is null without a complete session', () => {
    expect(sessionDistribution(new Float64Array(0), 100, 1)).toBeNull();
  });
});
