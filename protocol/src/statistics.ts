/**
 * Goodness-of-fit statistics for the admin simulator: Pearson's chi-square test of observed prize counts
 * against a box's odds table, with its p-value from the chi-square distribution. The rules (pooling of small
 * categories, degrees of freedom) are written down in docs/simulator.md.
 *
 * The p-value needs the regularized upper incomplete gamma function Q(a, x). `protocol` depends on zod only,
 * so it is computed here with the standard series / continued-fraction pair (as in Numerical Recipes §6.2)
 * and a Lanczos log-gamma; statistics.test.ts checks it against closed forms and published reference values.
 */
import { ODDS_TOTAL_PPM } from './fairness';

/** Expected counts below this are pooled before the test: the chi-square approximation needs about 5 per bin. */
export const CHI_SQUARE_MIN_EXPECTED = 5;

const EPSILON = 1e-15;
const TINY = 1e-300;

// Lanczos approximation, g = 7, n = 9 (relative error below 1e-15 for x > 0).
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError('logGamma needs x > 0');
  // Reflection keeps the approximation in its accurate range.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Iterations allowed before giving up: enough for any shape parameter a box with 1,000 prizes can produce. */
const maxIterations = (a: number): number => 1000 + Math.ceil(10 * Math.sqrt(a));

/** P(a, x) by its power series; converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1, limit = maxIterations(a); n <= limit; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  throw new RangeError(`incomplete gamma series did not converge (a=${a}, x=${x})`);
}

/** Q(a, x) by its continued fraction (modified Lentz); converges fast for x >= a + 1. */
function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1, limit = maxIterations(a); i <= limit; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
  }
  throw new RangeError(`incomplete gamma continued fraction did not converge (a=${a}, x=${x})`);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x >= 0. */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0) || !Number.isFinite(a)) throw new RangeError('regularizedGammaQ needs a > 0 and x >= 0');
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperContinuedFraction(a, x);
}

/** P(X >= x) for X chi-square distributed with `degreesOfFreedom` (a positive integer): the test's p-value. */
export function chiSquareSurvival(x: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) throw new RangeError('degrees of freedom must be a positive integer');
  if (!(x >= 0)) throw new RangeError('chi-square statistic must be >= 0');
  return regularizedGammaQ(degreesOfFreedom / 2, x / 2);
}

export interface ChiSquareResult {
  /** Pearson's statistic: sum over bins of (observed - expected)^2 / expected. */
  statistic: number;
  /** Bins tested minus one; 0 when fewer than two bins remain (no test possible). */
  degreesOfFreedom: number;
  /** P(chi-square >= statistic); null without degrees of freedom. 0 when an impossible outcome was drawn. */
  pValue: number | null;
  /** Bins compared after pooling. */
  bins: number;
  /** Categories whose expected count was below CHI_SQUARE_MIN_EXPECTED and went into one pooled bin. */
  pooled: number;
  /** Draws of categories the table gives no chance at all (odds 0): any is proof the draw ignores the table. */
  impossibleDraws: number;
}

interface Bin {
  observed: number;
  expected: number;
}

/**
 * Categories with expected counts below the minimum go into one pooled bin; while that bin itself stays below
 * the minimum, the next-smallest category joins it (so no bin is left under the minimum unless nothing is left).
 */
function poolSmallBins(bins: Bin[]): { bins: Bin[]; pooled: number } {
  const sorted = [...bins].sort((x, y) => x.expected - y.expected);
  const pool: Bin = { observed: 0, expected: 0 };
  let pooled = 0;
  while (
    pooled < sorted.length &&
    (sorted[pooled]!.expected < CHI_SQUARE_MIN_EXPECTED || (pooled > 0 && pool.expected < CHI_SQUARE_MIN_EXPECTED))
  ) {
    pool.observed += sorted[pooled]!.observed;
    pool.expected += sorted[pooled]!.expected;
    pooled += 1;
  }
  const rest = sorted.slice(pooled);
  return { bins: pooled > 0 ? [...rest, pool] : rest, pooled };
}

/**
 * Pearson's chi-square goodness-of-fit test of observed counts per prize against the odds table they were
 * drawn from (`oddsPpm[i]` parts per million for `observed[i]`; the table sums to 1,000,000).
 */
export function chiSquareTest(observed: readonly number[], oddsPpm: readonly number[]): ChiSquareResult {
  if (observed.length !== oddsPpm.length) throw new RangeError('one observed count per odds entry');
  const total = observed.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { statistic: 0, degreesOfFreedom: 0, pValue: null, bins: 0, pooled: 0, impossibleDraws: 0 };
  let impossibleDraws = 0;
  const possible: Bin[] = [];
  observed.forEach((count, i) => {
    const ppm = oddsPpm[i]!;
    if (ppm === 0) impossibleDraws += count;
    else possible.push({ observed: count, expected: (total * ppm) / ODDS_TOTAL_PPM });
  });
  const { bins, pooled } = poolSmallBins(possible);
  const statistic = bins.reduce((sum, b) => sum + (b.observed - b.expected) ** 2 / b.expected, 0);
  const degreesOfFreedom = Math.max(0, bins.length - 1);
  const pValue = impossibleDraws > 0 ? 0 : degreesOfFreedom > 0 ? chiSquareSurvival(statistic, degreesOfFreedom) : null;
  return { statistic, degreesOfFreedom, pValue, bins: bins.length, pooled, impossibleDraws };
}
