import { effectiveOdds, winRatePercent, worthPriceRatePercent, type OddsPrize } from './odds';

const prizes: OddsPrize[] = [
  { prizeId: 'car', name: 'Sports Car', rarity: 'legendary', oddsPpm: 100, valueInUSDCents: 10_000_000 },
  { prizeId: 'watch', name: 'Watch', rarity: 'legendary', oddsPpm: 900, valueInUSDCents: 1_000_000 },
  { prizeId: 'phone', name: 'Phone', rarity: 'epic', oddsPpm: 99_000, valueInUSDCents: 100_000 },
  { prizeId: 'cap', name: 'Cap', rarity: 'common', oddsPpm: 400_000, valueInUSDCents: 2_000 },
  { prizeId: 'nothing', name: 'Nothing', rarity: 'none', oddsPpm: 500_000, valueInUSDCents: 0 },
];

describe('effective odds', () => {
  it('leaves the published odds alone for an eligible player', () => {
    expect(effectiveOdds(prizes, true).map((p) => p.oddsPpm)).toEqual([100, 900, 99_000, 400_000, 500_000]);
  });

  it('moves legendary odds to the lowest-value prize while the player is not eligible', () => {
    const odds = effectiveOdds(prizes, false);
    expect(odds.map((p) => p.oddsPpm)).toEqual([0, 0, 99_000, 400_000, 501_000]);
    expect(odds.reduce((s, p) => s + p.oddsPpm, 0)).toBe(1_000_000);
    expect(prizes[0]!.oddsPpm).toBe(100);
  });
});

describe('win rate', () => {
  it("sums the odds of prizes not named 'Nothing', one decimal", () => {
    expect(winRatePercent(prizes)).toBe('50.0');
    expect(
      winRatePercent([
        { name: 'A', oddsPpm: 333_333 },
        { name: 'Nothing', oddsPpm: 666_667 },
      ]),
    ).toBe('33.3');
  });
});

describe('chance of a prize worth the price', () => {
  it('sums the odds of prizes worth at least the price (coins = US cents), one decimal', () => {
    // A 2,000-coin box: the cap ($20.00) just counts, the empty prize never does.
    expect(worthPriceRatePercent(prizes, 2_000)).toBe('50.0');
    expect(worthPriceRatePercent(prizes, 2_001)).toBe('10.0');
    expect(worthPriceRatePercent(prizes, 20_000_000)).toBe('0.0');
  });
});
