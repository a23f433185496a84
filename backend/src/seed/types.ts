import type { BoxCategory, Rarity } from '@nova/protocol';

/**
 * A prize as seeded. `valueUsdCents` is the retail value in US cents; `oddsPpm` is its probability in parts per
 * million (a box's odds sum to exactly 1,000,000); `image` is a file name under `assets/catalog/prizes/`;
 * `iconClass` is a lucide icon name in kebab-case.
 */
export interface SeedPrize {
  name: string;
  description: string;
  valueUsdCents: number;
  rarity: Rarity;
  oddsPpm: number;
  image: string;
  iconClass: string;
}

/**
 * A box as seeded. `priceCoins` is an integer (100 coins = $1.00); `image` is a file name under
 * `assets/catalog/boxes/`; `prizes` are in the box's fixed, published draw order.
 */
export interface SeedBox {
  slug: string;
  name: string;
  description: string;
  category: BoxCategory;
  priceCoins: number;
  isFeatured: boolean;
  image: string;
  prizes: SeedPrize[];
}

/** A free-box level as seeded. `requiredSpent` is in coins; `image` is a file under `assets/catalog/levels/`. */
export interface SeedFreeBoxLevel {
  level: number;
  name: string;
  description: string;
  image: string;
  requiredSpent: number;
  requiredXP: number;
  legendaryOdds: number;
  commonOdds: number;
  prizes: SeedFreeBoxPrize[];
}

/** A row of a free-box level's prize table as seeded (a catalog prize with the level's odds). */
export interface SeedFreeBoxPrize extends Omit<SeedPrize, 'rarity'> {
  rarity: Exclude<Rarity, 'none'>;
  category: BoxCategory;
}
