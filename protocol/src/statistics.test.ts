import { chiSquareSurvival, chiSquareTest, logGamma, regularizedGammaQ } from './statistics';

// Reference values: scipy 1.17 (scipy.special.gammaln, gammaincc; scipy.stats.chi2.sf, chisquare).
const close = (actual: number, expected: number, relative = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative + 1e-300);

describe('log-gamma', () => {
  it('matches exact values and reference values', () => {
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-14);
    expect(Math.abs(logGamma(2))).toBeLessThan(1e-14);
    close(logGamma(0.5), Math.log(Math.sqrt(Math.PI)));
    close(logGamma(6), Math.log(120));
    close(logGamma(1.5), -0.12078223763524526, 1e-13);
    close(logGamma(10), 12.801827480081469);
    close(logGamma(100.5), 361.43554046777757);
    close(logGamma(171.3), 708.1149470389971);
    close(logGamma(0.001), Math.log(999.4237724845956), 1e-12);
  });

  it('refuses non-positive arguments', () => {
    expect(() => logGamma(0)).toThrow(RangeError);
    expect(() => logGamma(-1)).toThrow(RangeError);
    expect(() => logGamma(Number.NaN)).toThrow(RangeError);
  });
});

describe('regularized upper incomplete gamma Q(a, x)', () => {
  it('matches closed forms: Q(1, x) = e^-x and Q(n, x) = e^-x Σ_{k<n} x^k / k! for whole n', () => {
    for (const x of [0.01, 0.5, 1, 3, 7.5, 20, 80]) {
      close(regularizedGammaQ(1, x), Math.exp(-x));
      let term = 1;
      let sum = 1;
      for (let k = 1; k < 6; k++) {
        term *= x / k;
        sum += term;
      }
      close(regularizedGammaQ(6, x), Math.exp(-x) * sum, 1e-11);
    }
  });

  it('matches reference values on both sides of x = a + 1 (series and continued fraction)', () => {
    close(regularizedGammaQ(0.5, 0.1), 0.6547208460185768);
    close(regularizedGammaQ(2.5, 7.3), 0.012215452958307626, 1e-11);
    close(regularizedGammaQ(10, 3), 0.9988975118698845);
    close(regularizedGammaQ(50, 60), 0.08440668109369177, 1e-11);
    close(regularizedGammaQ(0.001, 1), 0.0002196083575855568, 1e-10);
  });

  it('has the limits at 0 and infinity and refuses bad arguments', () => {
    expect(regularizedGammaQ(3, 0)).toBe(1);
    expect(regularizedGammaQ(3, Infinity)).toBe(0);
    expect(() => regularizedGammaQ(0, 1)).toThrow(RangeError);
    expect(() => regularizedGammaQ(1, -1)).toThrow(RangeError);
    expect(() => regularizedGammaQ(Infinity, 1)).toThrow(RangeError);
  });
});

describe('chi-square survival function', () => {
  it('matches closed forms: df 2 is e^(-x/2), df 1 is erfc(sqrt(x/2))', () => {
    for (const x of [0.1, 1, 2, 5, 10, 40]) close(chiSquareSurvival(x, 2), Math.exp(-x / 2));
    close(chiSquareSurvival(2, 1), 0.15729920705028516, 1e-12); // erfc(1)
    close(chiSquareSurvival(0.5, 1), 0.47950012218695337, 1e-12);
  });

  it('matches reference values, including far tails and many degrees of freedom', () => {
    close(chiSquareSurvival(3.841458820694124, 1), 0.05, 1e-12);
    close(chiSquareSurvival(10, 5), 0.07523524614651217);
    close(chiSquareSurvival(20, 10), 0.029252688076961124);
    close(chiSquareSurvival(5, 10), 0.8911780189141513);
    close(chiSquareSurvival(100, 100), 0.48119168452795674, 1e-11);
    close(chiSquareSurvival(124.342, 100), 0.05000071576997178, 1e-11);
    close(chiSquareSurvival(0.001, 3), 0.9999915920809419);
    close(chiSquareSurvival(9.2, 7), 0.23861410151285972);
    close(chiSquareSurvival(30, 1), 4.3204630578274955e-8, 1e-10);
    close(chiSquareSurvival(250, 10), 5.427833960969259e-48, 1e-10);
    close(chiSquareSurvival(1500, 1200), 6.341071285724709e-9, 1e-9);
    expect(chiSquareSurvival(0, 4)).toBe(1);
    expect(chiSquareSurvival(0.3, 50)).toBeCloseTo(1, 15);
  });

  it('refuses fractional or non-positive degrees of freedom and negative statistics', () => {
    expect(() => chiSquareSurvival(1, 0)).toThrow(RangeError);
    expect(() => chiSquareSurvival(1, 1.5)).toThrow(RangeError);
    expect(() => chiSquareSurvival(-1, 2)).toThrow(RangeError);
  });
});

describe('chi-square goodness-of-fit test', () => {
  it('matches scipy.stats.chisquare on the same counts', () => {
    const a = chiSquareTest([5020, 29_800, 65_180], [50_000, 300_000, 650_000]);
    close(a.statistic, 1.9117948717948718);
    close(a.pValue!, 0.3844669552364971, 1e-11);
    expect(a).toMatchObject({ degreesOfFreedom: 2, bins: 3, pooled: 0, impossibleDraws: 0 });

    const b = chiSquareTest([480, 1580, 2940], [100_000, 300_000, 600_000]);
    close(b.statistic, 6.266666666666667);
    close(b.pValue!, 0.04357231386892164, 1e-11);
  });

  it('pools categories expected fewer than 5 times, then grows the pool until it reaches 5', () => {
    // 1,000 draws: expected 1, 2, 3 for the three rare prizes -> pooled (6 >= 5), leaving 3 bins.
    const pooled = chiSquareTest([2, 1, 4, 93, 900], [1_000, 2_000, 3_000, 94_000, 900_000]);
    expect(pooled).toMatchObject({ bins: 3, pooled: 3, degreesOfFreedom: 2 });
    // Pooled bin: observed 7, expected 6; then 93 vs 94 and 900 vs 900.
    close(pooled.statistic, 1 / 6 + 1 / 94);
    // Expected 1 and 2 only: the pool (3) takes the next-smallest category (expected 97) too.
    const grown = chiSquareTest([1, 2, 97, 900], [1_000, 2_000, 97_000, 900_000]);
    expect(grown).toMatchObject({ bins: 2, pooled: 3, degreesOfFreedom: 1 });
  });

  it('has no test for a single bin or no draws, and gives p = 0 when a prize with no odds was drawn', () => {
    expect(chiSquareTest([10], [1_000_000])).toMatchObject({ degreesOfFreedom: 0, pValue: null });
    expect(chiSquareTest([0, 0], [500_000, 500_000])).toMatchObject({ degreesOfFreedom: 0, pValue: null, bins: 0 });
    const impossible = chiSquareTest([3, 500, 497], [0, 500_000, 500_000]);
    expect(impossible).toMatchObject({ impossibleDraws: 3, pValue: 0, degreesOfFreedom: 1 });
  });

  it('ignores prizes the table gives no chance when none was drawn (a legendary prize while ineligible)', () => {
    const result = chiSquareTest([0, 5000, 5000], [0, 500_000, 500_000]);
    expect(result).toMatchObject({ statistic: 0, degreesOfFreedom: 1, pValue: 1, impossibleDraws: 0, bins: 2 });
  });

  it('refuses mismatched lengths', () => {
    expect(() => chiSquareTest([1, 2], [1_000_000])).toThrow(RangeError);
  });
});
