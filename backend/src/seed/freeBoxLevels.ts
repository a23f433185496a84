import { COINS_PER_USD, FREE_BOX_LEVELS } from '@nova/protocol';
import type { SeedFreeBoxLevel } from './types';

const DESCRIPTIONS: Record<number, string> = {
  1: 'Your first free box. Spend $25 to unlock a daily draw from everyday prizes.',
  2: 'A greener vault with better odds on uncommon and rare prizes.',
  3: 'A ruby-red box where rare and epic prizes start to show up.',
  4: 'Pink Diamond doubles the legendary chance of the earlier levels.',
  5: 'A jadeite vault for high rollers: one draw in twenty is legendary.',
  6: 'The rarest box of all: a daily draw with a one-in-ten legendary chance.',
};

/** The six free-box levels of spec 000 §9, with `requiredSpent` converted from dollars to coins. */
export const FREE_BOX_LEVEL_SEEDS: SeedFreeBoxLevel[] = FREE_BOX_LEVELS.map((level) => ({
  level: level.level,
  name: level.name,
  description: DESCRIPTIONS[level.level] ?? `${level.name} free box.`,
  image: `${level.name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  requiredSpent: level.requiredSpentUsd * COINS_PER_USD,
  requiredXP: level.requiredXP,
  legendaryOdds: level.legendaryOdds,
  commonOdds: level.commonOdds,
}));
