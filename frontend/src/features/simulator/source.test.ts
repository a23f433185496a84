import { buildBox, buildPrize } from '../../../test/fixtures';
import { boxSource, drawTable, hasLegendary, usdToCents } from './source';

describe('simulator sources', () => {
  it.each([
    ['1199.00', 119_900],
    ['0.5', 50],
    ['0.05', 5],
    ['12', 1_200],
    [' 3.10 ', 310],
    ['0.00', 0],
    ['1.239', 124], // more than two decimals: rounded to the cent
    ['abc', 0],
  ])('reads %s dollars as %i cents', (usd, cents) => expect(usdToCents(usd)).toBe(cents));

  it("takes a catalog box's published odds and exact cent values, in draw order", () => {
    const box = buildBox({ id: 'b9', priceCoins: 2_500, slug: 'watch-vault' });
    const source = boxSource(box);
    expect(source).toMatchObject({ key: 'b9', slug: 'watch-vault', priceCoins: 2_500, isDraft: false });
    expect(source.prizes.map((p) => [p.name, p.oddsPpm, p.valueInUSDCents])).toEqual([
      ['Gold Watch', 32, 500_000],
      ['Headphones', 49_968, 30_000],
      ['Sticker', 575_000, 200],
      ['Nothing', 375_000, 0],
    ]);
  });

  it("draws a not-yet-eligible player's table with the legendary odds moved to the lowest-value prize", () => {
    const source = boxSource(buildBox());
    expect(hasLegendary(source)).toBe(true);
    expect(drawTable(source, true).map((p) => p.oddsPpm)).toEqual([32, 49_968, 575_000, 375_000]);
    expect(drawTable(source, false).map((p) => p.oddsPpm)).toEqual([0, 49_968, 575_000, 375_032]);
    const plain = boxSource(buildBox({ prizes: [buildPrize({ rarity: 'epic', oddsPpm: 1_000_000 })] }));
    expect(hasLegendary(plain)).toBe(false);
  });
});
