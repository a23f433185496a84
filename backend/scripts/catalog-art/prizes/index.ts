import { COLLECTIBLES_ART } from './collectibles';
import { CRYPTO_ART } from './crypto';
import { FASHION_ART } from './fashion';
import { GAMING_ART } from './gaming';
import { LUXURY_ART } from './luxury';
import { TECH_ART } from './tech';
import type { Draw } from './types';

export type { Draw } from './types';

/** Every prize drawing, keyed by the image file name the seed data uses. */
export const PRIZE_ART: Record<string, Draw> = {
  ...TECH_ART,
  ...GAMING_ART,
  ...LUXURY_ART,
  ...FASHION_ART,
  ...CRYPTO_ART,
  ...COLLECTIBLES_ART,
};
