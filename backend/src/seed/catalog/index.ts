import type { SeedBox } from '../types';
import { COLLECTIBLES_BOXES } from './collectibles';
import { CRYPTO_BOXES } from './crypto';
import { FASHION_BOXES } from './fashion';
import { GAMING_BOXES } from './gaming';
import { LUXURY_BOXES } from './luxury';
import { STARTER_BOXES } from './starter';
import { TECH_BOXES } from './tech';

export { STARTER_BOXES };

/** The catalog seeded into an empty database, in display order (the starter boxes last: the newest). */
export const CATALOG: SeedBox[] = [
  ...TECH_BOXES,
  ...GAMING_BOXES,
  ...LUXURY_BOXES,
  ...FASHION_BOXES,
  ...CRYPTO_BOXES,
  ...COLLECTIBLES_BOXES,
  ...STARTER_BOXES,
];
