import { COINS_PER_USD, FREE_BOX_LEVELS, type BoxCategory, type Rarity } from '@nova/protocol';
import { CATALOG } from './catalog';
import type { SeedFreeBoxLevel, SeedFreeBoxPrize } from './types';

const DESCRIPTIONS: Record<number, string> = {
  1: 'Your first free box. Spend $25 to unlock a daily draw from everyday prizes.',
  2: 'A greener vault with better odds on uncommon and rare prizes.',
  3: 'A ruby-red box where rare and epic prizes start to show up.',
  4: 'Pink Diamond doubles the legendary chance of the earlier levels.',
  5: 'A jadeite vault for high rollers: one draw in twenty is legendary.',
  6: 'The rarest box of all: a daily draw with a one-in-ten legendary chance.',
};

/** Target prize value per rarity, as a multiple of the level's spending requirement. */
const VALUE_FACTOR: Record<Exclude<Rarity, 'none'>, number> = { legendary: 20, epic: 4, rare: 1.5, uncommon: 0.6, common: 0.2 };
/** How the odds left after common and legendary are shared out. */
const MIDDLE_SHARE = { uncommon: 0.6, rare: 0.3, epic: 0.1 } as const;
const PPM = 1_000_000;

const CATALOG_PRIZES = CATALOG.flatMap((box) => box.prizes.map((p) => ({ ...p, category: box.category as BoxCategory })));

/** The catalog prize of `rarity` whose value is closest (by ratio) to `targetCents`; ties keep catalog order. */
function closestPrize(rarity: Rarity, targetCents: number) {
  const candidates = CATALOG_PRIZES.filter((p) => p.rarity === rarity && p.valueUsdCents > 0);
  const distance = (cents: number) => Math.abs(Math.log(cents / targetCents));
  return candidates.reduce((best, p) => (distance(p.valueUsdCents) < distance(best.valueUsdCents) ? p : best));
}

/**
 * A level's prize table (the level's legendary and common odds; the rest 60/30/10 over uncommon, rare
 * and epic), one catalog prize per rarity near a value scaled to the level, legendary first. Odds sum to 1,000,000.
 */
export function levelPrizeTable(requiredSpentUsd: number, legendaryOdds: number, commonOdds: number): SeedFreeBoxPrize[] {
  const legendary = Math.round(legendaryOdds * PPM);
  const common = Math.round(commonOdds * PPM);
  const middle = PPM - legendary - common;
  const uncommon = Math.round(middle * MIDDLE_SHARE.uncommon);
  const rare = Math.round(middle * MIDDLE_SHARE.rare);
  const odds: [Exclude<Rarity, 'none'>, number][] = [
    ['legendary', legendary],
    ['epic', middle - uncommon - rare],
    ['rare', rare],
    ['uncommon', uncommon],
    ['common', common],
  ];
  return odds.map(([rarity, oddsPpm]) => {
    const p = closestPrize(rarity, requiredSpentUsd * 100 * VALUE_FACTOR[rarity]);
    return {
      name: p.name,
      description: p.description,
      rarity,
      category: p.category,
      valueUsdCents: p.valueUsdCents,
      oddsPpm,
      image: p.image,
      iconClass: p.iconClass,
    };
  });
}

/** The six free-box levels, with `requiredSpent` converted from dollars to coins, and their prize tables. */
export const FREE_BOX_LEVEL_SEEDS: SeedFreeBoxLevel[] = FREE_BOX_LEVELS.map((level) => ({
  level: level.level,
  name: level.name,
  description: DESCRIPTIONS[level.level] ?? `${level.name} free box.`,
  image: `${level.name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  requiredSpent: level.requiredSpentUsd * COINS_PER_USD,
  requiredXP: level.requiredXP,
  legendaryOdds: level.legendaryOdds,
  commonOdds: level.commonOdds,
  prizes: levelPrizeTable(level.requiredSpentUsd, level.legendaryOdds, level.commonOdds),
}));
