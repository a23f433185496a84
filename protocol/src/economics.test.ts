import { LIMITS } from './constants';
import { boxEconomics, expectedPlays, prizeOutlook, prizeRisk, rtpPercentText, rtpStanding, type EconomicsPrize } from './economics';

describe('expected plays', () => {
  it('is ceil(1 / p) in integers', () => {
    expect(expectedPlays(1_000_000)).toBe(1);
    expect(expectedPlays(500_000)).toBe(2);
    expect(expectedPlays(300_000)).toBe(4); // 3.33 -> 4
    expect(expectedPlays(333_334)).toBe(3); // 2.99999 -> 3
    expect(expectedPlays(333_333)).toBe(4); // 3.000003 -> 4
    expect(expectedPlays(86)).toBe(11_628); // 11,627.9 -> 11,628
    expect(expectedPlays(1)).toBe(1_000_000);
    expect(expectedPlays(0)).toBeNull();
  });

  it('refuses odds outside [0, 1,000,000] or fractional', () => {
    expect(() => expectedPlays(-1)).toThrow(RangeError);
    expect(() => expectedPlays(1_000_001)).toThrow(RangeError);
    expect(() => expectedPlays(1.5)).toThrow(RangeError);
  });
});

describe('prize risk', () => {
  // cost 1,000 coins: margin = 1 - value / 1,000.
  it.each([
    [1_500, 'high'], // -50%
    [501, 'high'], // 49.9%
    [500, 'medium'], // exactly 50%
    [301, 'medium'], // 69.9%
    [300, 'low'], // exactly 70%
    [100, 'low'], // exactly 90% is not over 90%
    [99, 'very-low'], // 90.1%
    [0, 'very-low'], // a 'Nothing'
  ] as const)('value %i against cost 1,000 is %s', (value, risk) => {
    expect(prizeRisk(1_000, value)).toBe(risk);
  });
});

describe('prize outlook', () => {
  const prize = (overrides: Partial<EconomicsPrize>): EconomicsPrize => ({
    name: 'P',
    rarity: 'rare',
    oddsPpm: 100_000,
    valueInUSDCents: 1_000,
    ...overrides,
  });

  it('costs expected plays x price and compares that with the value', () => {
    // p = 10% -> 10 plays x 500 coins = 5,000 coins; value $10 = 1,000 coins; margin 80% -> low.
    expect(prizeOutlook(500, prize({}))).toEqual({
      expectedPlays: 10,
      eligibilityPlays: 0,
      costToWinCoins: 5_000,
      margin: 0.8,
      risk: 'low',
    });
  });

  it('adds the legendary eligibility plays', () => {
    const outlook = prizeOutlook(500, prize({ rarity: 'legendary' }));
    expect(outlook).toMatchObject({ expectedPlays: 10 + LIMITS.legendaryPlays, eligibilityPlays: 5, costToWinCoins: 7_500, risk: 'low' });
    expect(outlook.margin).toBeCloseTo(1 - 1_000 / 7_500, 15);
  });

  it('has no expected plays or risk for a prize that is never drawn', () => {
    expect(prizeOutlook(500, prize({ oddsPpm: 0 }))).toEqual({
      expectedPlays: null,
      eligibilityPlays: 0,
      costToWinCoins: null,
      margin: null,
      risk: null,
    });
  });
});

describe('box economics', () => {
  it('computes expected value, RTP and house edge exactly from the table', () => {
    // 1,000-coin box: 10% of $50, 30% of $10, 60% nothing -> EV = 500 + 300 = 800 coins.
    const result = boxEconomics(1_000, [
      { oddsPpm: 100_000, valueInUSDCents: 5_000 },
      { oddsPpm: 300_000, valueInUSDCents: 1_000 },
      { oddsPpm: 600_000, valueInUSDCents: 0 },
    ]);
    expect(result).toEqual({
      expectedValueMicroCoins: 800_000_000,
      expectedValueCoins: 800,
      rtp: 0.8,
      houseEdge: expect.closeTo(0.2, 15),
      expectedMarginCoins: 200,
    });
  });

  it('keeps fractions of a coin and allows a negative house edge', () => {
    const result = boxEconomics(100, [
      { oddsPpm: 1, valueInUSDCents: 150_000_001 },
      { oddsPpm: 999_999, valueInUSDCents: 0 },
    ]);
    expect(result.expectedValueMicroCoins).toBe(150_000_001);
    expect(result.expectedValueCoins).toBeCloseTo(150.000001, 9);
    expect(result.houseEdge).toBeLessThan(0);
  });

  it('refuses a price that is not a positive whole number of coins and tables too large to sum exactly', () => {
    expect(() => boxEconomics(0, [])).toThrow(RangeError);
    expect(() => boxEconomics(1.5, [])).toThrow(RangeError);
    expect(() => boxEconomics(1, [{ oddsPpm: 1_000_000, valueInUSDCents: 2 ** 50 }])).toThrow(RangeError);
  });
});

describe('rtpStanding and rtpPercentText', () => {
  const table = (valueInUSDCents: number) => [
    { oddsPpm: 500_000, valueInUSDCents },
    { oddsPpm: 500_000, valueInUSDCents: 0 },
  ];

  it('compares the exact expected value with the price and the floor: 100% and the floor themselves are inside', () => {
    expect(rtpStanding(1_000, table(2_000), 50)).toBe('inside'); // exactly 100%
    expect(rtpStanding(1_000, table(2_001), 50)).toBe('above');
    expect(rtpStanding(1_000, table(1_000), 50)).toBe('inside'); // exactly the floor
    expect(rtpStanding(1_000, table(999), 50)).toBe('below');
    expect(rtpStanding(1_000, table(999), 0)).toBe('inside');
  });

  it('writes the return as a percentage with at most two decimals', () => {
    expect(
      rtpPercentText(
        boxEconomics(750, [
          { oddsPpm: 200_000, valueInUSDCents: 4_500 },
          { oddsPpm: 500_000, valueInUSDCents: 350 },
        ]).rtp,
      ),
    ).toBe('143.33');
    expect(rtpPercentText(1)).toBe('100');
    expect(rtpPercentText(0.875)).toBe('87.5');
    expect(rtpPercentText(0)).toBe('0');
  });
});
