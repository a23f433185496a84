import fs from 'node:fs';
import path from 'node:path';
import {
  BOX_CATEGORIES,
  COINS_PER_USD,
  FREE_BOX_LEVELS,
  NOTHING_PRIZE_NAME,
  RARITIES,
  type Rarity,
} from '@nova/protocol';
import { CATALOG_ASSETS_DIR, catalogAssetPath, catalogImageUrl, type CatalogImageKind } from './assets';
import { CATALOG } from './catalog';
import { FREE_BOX_LEVEL_SEEDS } from './freeBoxLevels';
import type { SeedBox } from './types';

const ODDS_TOTAL = 1_000_000;
const MAX_SVG_BYTES = 6 * 1024;

function priceCents(box: SeedBox): number {
  return (box.priceCoins * 100) / COINS_PER_USD;
}

/** Expected prize value of one opening as a fraction of the price. */
function expectedValueRatio(box: SeedBox): number {
  const cents = box.prizes.reduce((sum, prize) => sum + prize.valueUsdCents * prize.oddsPpm, 0) / ODDS_TOTAL;
  return cents / priceCents(box);
}

/** Checks that every tag is closed in order: enough to prove our generated SVG is well formed. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

function imageReferences(): { kind: CatalogImageKind; file: string }[] {
  return [
    ...CATALOG.map((box) => ({ kind: 'boxes' as const, file: box.image })),
    ...CATALOG.flatMap((box) => box.prizes.map((prize) => ({ kind: 'prizes' as const, file: prize.image }))),
    ...FREE_BOX_LEVEL_SEEDS.map((level) => ({ kind: 'levels' as const, file: level.image })),
  ];
}

describe('seed catalog', () => {
  it('has at least 12 boxes covering all six categories, two or more each, and several featured', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(12);
    for (const category of BOX_CATEGORIES) {
      expect(CATALOG.filter((box) => box.category === category).length).toBeGreaterThanOrEqual(2);
    }
    const featured = CATALOG.filter((box) => box.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(6);
  });

  it('uses unique slugs, names and box images', () => {
    for (const key of ['slug', 'name', 'image'] as const) {
      expect(new Set(CATALOG.map((box) => box[key])).size).toBe(CATALOG.length);
    }
    for (const box of CATALOG) expect(box.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices boxes in whole coins, from cheap to premium', () => {
    for (const box of CATALOG) {
      expect(Number.isInteger(box.priceCoins)).toBe(true);
      expect(box.priceCoins).toBeGreaterThan(0);
    }
    const prices = CATALOG.map((box) => box.priceCoins);
    expect(Math.min(...prices)).toBeLessThanOrEqual(1_000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(25_000);
  });

  it('includes a Nothing loss prize in several boxes', () => {
    const withNothing = CATALOG.filter((box) => box.prizes.some((prize) => prize.name === NOTHING_PRIZE_NAME));
    expect(withNothing.length).toBeGreaterThanOrEqual(3);
    expect(withNothing.length).toBeLessThan(CATALOG.length);
  });

  it('shares a prize image only between prizes that are the same item', () => {
    const nameByImage = new Map<string, string>();
    const imageByName = new Map<string, string>();
    for (const prize of CATALOG.flatMap((box) => box.prizes)) {
      expect(nameByImage.get(prize.image) ?? prize.name).toBe(prize.name);
      expect(imageByName.get(prize.name) ?? prize.image).toBe(prize.image);
      nameByImage.set(prize.image, prize.name);
      imageByName.set(prize.name, prize.image);
    }
  });

  describe.each(CATALOG.map((box) => [box.slug, box] as const))('box %s', (_slug, box) => {
    const prizes = box.prizes;
    const real = prizes.filter((prize) => prize.name !== NOTHING_PRIZE_NAME);

    it('has 6 to 12 prizes with unique names and well-formed fields', () => {
      expect(prizes.length).toBeGreaterThanOrEqual(6);
      expect(prizes.length).toBeLessThanOrEqual(12);
      expect(new Set(prizes.map((prize) => prize.name)).size).toBe(prizes.length);
      for (const prize of prizes) {
        expect(RARITIES).toContain(prize.rarity);
        expect(Number.isInteger(prize.valueUsdCents)).toBe(true);
        expect(prize.valueUsdCents).toBeGreaterThanOrEqual(0);
        expect(prize.description.length).toBeGreaterThan(0);
        expect(prize.iconClass).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(prize.image).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
      }
    });

    it('has integer odds in parts per million summing to exactly 1,000,000', () => {
      for (const prize of prizes) {
        expect(Number.isInteger(prize.oddsPpm)).toBe(true);
        expect(prize.oddsPpm).toBeGreaterThan(0);
      }
      expect(prizes.reduce((sum, prize) => sum + prize.oddsPpm, 0)).toBe(ODDS_TOTAL);
    });

    it('has a legendary prize worth 20x to 1000x the price', () => {
      const legendary = prizes.filter((prize) => prize.rarity === 'legendary');
      expect(legendary.length).toBeGreaterThanOrEqual(1);
      const best = Math.max(...legendary.map((prize) => prize.valueUsdCents));
      expect(best).toBeGreaterThanOrEqual(20 * priceCents(box));
      expect(Math.max(...prizes.map((prize) => prize.valueUsdCents))).toBeLessThanOrEqual(1000 * priceCents(box));
    });

    it('returns between 70% and 95% of its price in expected value', () => {
      const ratio = expectedValueRatio(box);
      expect(ratio).toBeGreaterThanOrEqual(0.7);
      expect(ratio).toBeLessThanOrEqual(0.95);
    });

    it('has a common prize worth no more than the price', () => {
      const commons = prizes.filter((prize) => prize.rarity === 'common');
      expect(commons.some((prize) => prize.valueUsdCents <= priceCents(box))).toBe(true);
    });

    it('lists prizes by value, with higher-value prizes no more likely and no less rare', () => {
      const rank = (rarity: Rarity) => RARITIES.indexOf(rarity);
      for (let i = 1; i < prizes.length; i += 1) {
        expect(prizes[i]!.valueUsdCents).toBeLessThanOrEqual(prizes[i - 1]!.valueUsdCents);
        expect(rank(prizes[i]!.rarity)).toBeGreaterThanOrEqual(rank(prizes[i - 1]!.rarity));
      }
      for (let i = 1; i < real.length; i += 1) {
        if (real[i]!.valueUsdCents < real[i - 1]!.valueUsdCents)
          expect(real[i]!.oddsPpm).toBeGreaterThanOrEqual(real[i - 1]!.oddsPpm);
      }
    });

    it('uses rarity none and value 0 only for a Nothing prize, listed last', () => {
      for (const prize of real) {
        expect(prize.rarity).not.toBe('none');
        expect(prize.valueUsdCents).toBeGreaterThan(0);
      }
      const nothing = prizes.filter((prize) => prize.name === NOTHING_PRIZE_NAME);
      expect(nothing.length).toBeLessThanOrEqual(1);
      if (nothing[0]) {
        expect(nothing[0]).toMatchObject({ rarity: 'none', valueUsdCents: 0, image: 'nothing.svg' });
        expect(prizes[prizes.length - 1]).toBe(nothing[0]);
      }
    });
  });
});

describe('free-box levels', () => {
  it('are the six protocol levels with requiredSpent in coins', () => {
    expect(FREE_BOX_LEVEL_SEEDS).toHaveLength(6);
    expect(FREE_BOX_LEVEL_SEEDS.map((level) => level.name)).toEqual([
      'Black Opal',
      'Emerald',
      'Ruby',
      'Pink Diamond',
      'Jadeite',
      'Blue Diamond',
    ]);
    FREE_BOX_LEVEL_SEEDS.forEach((seed, i) => {
      const level = FREE_BOX_LEVELS[i]!;
      expect(seed).toMatchObject({
        level: level.level,
        name: level.name,
        requiredSpent: level.requiredSpentUsd * 100,
        requiredXP: level.requiredXP,
        legendaryOdds: level.legendaryOdds,
        commonOdds: level.commonOdds,
      });
      expect(seed.description.length).toBeGreaterThan(20);
    });
    expect(FREE_BOX_LEVEL_SEEDS.map((level) => level.requiredSpent)).toEqual([
      2_500, 10_000, 40_000, 200_000, 1_500_000, 10_000_000,
    ]);
  });
});

describe('catalog images', () => {
  it('builds served URLs under /media/catalog', () => {
    expect(catalogImageUrl('prizes', 'nothing.svg')).toBe('/media/catalog/prizes/nothing.svg');
  });

  it.each(imageReferences().map(({ kind, file }) => [`${kind}/${file}`, kind, file] as const))(
    '%s exists and is a small, self-contained SVG',
    (_name, kind, file) => {
      const filePath = catalogAssetPath(kind, file);
      expect(fs.existsSync(filePath)).toBe(true);
      const svg = fs.readFileSync(filePath, 'utf8');
      expect(svg.trimStart().startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/^<svg[^>]*\sviewBox="0 0 512 512"/);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).not.toMatch(/<image\b/i);
      expect(svg).not.toMatch(/href="http/i);
      expect(svg).not.toMatch(/url\((?!#)/);
      expect(svg).not.toMatch(/<text\b|<script\b|@import|font-face/i);
      expect(tagsBalance(svg)).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(MAX_SVG_BYTES);
    },
  );

  it('has no image files that the seed data does not use', () => {
    const used = new Set(imageReferences().map(({ kind, file }) => `${kind}/${file}`));
    for (const kind of ['boxes', 'prizes', 'levels'] as const) {
      for (const file of fs.readdirSync(path.join(CATALOG_ASSETS_DIR, kind))) expect(used).toContain(`${kind}/${file}`);
    }
  });
});
