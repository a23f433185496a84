import { CURRENCIES, FALLBACK_RATES, FREE_BOX_LEVELS, LANGUAGES, LEADERBOARD_PRIZES_USD } from './constants';

describe('constants from the spec', () => {
  it('offers 12 languages and 16 currencies, each currency with a fallback rate', () => {
    expect(LANGUAGES).toHaveLength(12);
    expect(CURRENCIES).toHaveLength(16);
    for (const c of CURRENCIES) expect(FALLBACK_RATES[c.code]).toBeGreaterThan(0);
  });

  it('pays $500 across the top 10 and has six free-box levels', () => {
    expect(LEADERBOARD_PRIZES_USD.reduce((a, b) => a + b, 0)).toBe(500);
    expect(FREE_BOX_LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
