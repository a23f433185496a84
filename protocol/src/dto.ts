import type { BoxCategory, Rarity, Role } from './constants';

/** A user as the client sees it (spec 000 §3 plus role). Timestamps are ISO strings. */
export interface UserDto {
  id: string;
  username: string;
  email: string;
  balance: number;
  role: Role;
  isAdmin: boolean;
  consecutivePlays: number;
  totalSpent: number;
  experiencePoints: number;
  freeBoxLevel: number;
  lastFreeBoxClaim: string | null;
  createdAt: string;
}

/** A prize. `value` is a decimal string in the prize's currency; '0.00' means no value. */
export interface PrizeDto {
  id: string;
  boxId: string;
  name: string;
  description: string;
  value: string;
  currency: string;
  valueInUSD: string;
  /** Probability 0..1 (= oddsPpm / 1,000,000). */
  probability: number;
  /** Exact odds in parts per million; a box's prizes sum to 1,000,000. */
  oddsPpm: number;
  rarity: Rarity;
  imageUrl: string;
  iconClass: string;
}

/** A box. `price` is in coins as a decimal string, `priceInUSD` its dollar equivalent. */
export interface BoxDto {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  price: string;
  priceInUSD: string;
  /** The price as an integer number of coins. */
  priceCoins: number;
  currency: string;
  category: BoxCategory;
  isFeatured: boolean;
  createdAt: string;
  prizes: PrizeDto[];
}

export interface HealthDto {
  status: 'ok';
  version: string;
  uptimeSeconds: number;
  database: { engine: DatabaseEngine; state: 'connected' | 'disconnected' };
}

export type DatabaseEngine = 'external' | 'mongod' | 'emulator';

/** Public runtime settings the front end reads at start (`GET /api/config`). */
export interface PublicConfigDto {
  productName: string;
  support: { messagingUrl: string; phone: string | null; email: string; privacyEmail: string };
  social: { name: string; url: string }[];
  payments: { mode: 'stripe' | 'simulated' | 'unavailable'; publishableKey: string | null };
  auth: { google: boolean };
}

/** Display-currency rates: units of each currency per 1 USD. */
export interface CurrencyRatesDto {
  base: 'USD';
  rates: Record<string, number>;
  source: 'live' | 'mirror' | 'cache' | 'fallback';
  fetchedAt: string;
}
