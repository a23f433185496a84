import { COINS_PER_USD } from '@nova/protocol';

/** A coin package: what the shop charges (USD cents) and what it credits. The client only ever sends the id. */
export interface CoinPackage {
  id: string;
  priceCents: number;
  /** Coins on top of the price's worth (100 coins = $1.00). */
  bonusCoins: number;
  popular: boolean;
}

/** The shop's packages, cheapest first: $5 to $1,000, the larger ones with bonus coins. */
export const COIN_PACKAGES: readonly CoinPackage[] = [
  { id: 'starter', priceCents: 500, bonusCoins: 0, popular: false },
  { id: 'basic', priceCents: 1_000, bonusCoins: 0, popular: false },
  { id: 'plus', priceCents: 2_500, bonusCoins: 125, popular: false },
  { id: 'pro', priceCents: 5_000, bonusCoins: 500, popular: true },
  { id: 'elite', priceCents: 10_000, bonusCoins: 1_500, popular: false },
  { id: 'vault', priceCents: 50_000, bonusCoins: 10_000, popular: false },
  { id: 'legend', priceCents: 100_000, bonusCoins: 25_000, popular: false },
];

/** Coins a package credits: its price's worth plus the bonus. */
export const packageCoins = (pkg: CoinPackage): number => (pkg.priceCents * COINS_PER_USD) / 100 + pkg.bonusCoins;

export const findPackage = (id: string): CoinPackage | undefined => COIN_PACKAGES.find((p) => p.id === id);
