import type { BoxCategory, Rarity, Role } from './constants';
import type { ShipmentStatus, ShippingAddress } from './schemas/openings';
import type { PaymentMode } from './schemas/payments';

/** A user as the client sees it (profile fields plus role). Timestamps are ISO strings. */
export interface UserDto {
  id: string;
  username: string;
  email: string;
  balance: number;
  /** Increases with every balance change; `balance:changed` carries it as `seq` (newer deltas only). */
  balanceVersion: number;
  role: Role;
  isAdmin: boolean;
  consecutivePlays: number;
  totalSpent: number;
  experiencePoints: number;
  freeBoxLevel: number;
  lastFreeBoxClaim: string | null;
  createdAt: string;
  /** Whether the email address was confirmed by a link (needed before value leaves the shop). */
  emailVerified: boolean;
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
  /**
   * Stable key of a seeded catalog box (e.g. 'watch-vault'); the front end looks up the translated name and
   * description under it. Null for a box without one, which is shown with `name` and `description` as sent.
   */
  slug: string | null;
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
  /**
   * Changes whenever the draw or the price changes (prizes, their odds, values or order, the price). Send it with
   * an opening: a stale one is refused with ODDS_CHANGED rather than drawn from odds the player was not shown.
   */
  oddsVersion: number;
  prizes: PrizeDto[];
  /** Win rate of the odds shown (prizes not named 'Nothing'), percent with one decimal, e.g. '62.5'. */
  winRate?: string;
  /** The highest prize value in the box, in USD as a decimal string. */
  maxPrizeValue?: string;
  /**
   * The signed-in player's legendary status for this box's category (`GET /api/boxes/:id` with a token);
   * the prizes then carry that player's effective odds. Null for anonymous reads (published odds).
   */
  legendary?: LegendaryStatusDto | null;
}

/** Legendary eligibility for one category. */
export interface LegendaryStatusDto {
  /** Consecutive paid openings in this category (0 when the last opening was in another category). */
  consecutivePlays: number;
  isEligibleForLegendary: boolean;
  /** Openings still needed before legendary prizes can be drawn; 0 when eligible. */
  playsUntilLegendary: number;
  /** The threshold (LIMITS.legendaryPlays). */
  requiredPlays: number;
}

/** The fairness fields of one opening: enough, with the server seed once revealed, to recompute the roll. */
export interface OpeningFairnessDto {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The roll in [0, 1) that picked the prize. */
  roll: number;
}

/**
 * Result of `POST /api/boxes/:id/open` and of the `box:open` ack. The first four fields are the spec's;
 * `prize` is the prize as won (a snapshot), with the odds it had in this opening.
 */
export interface OpenBoxResultDto {
  userBalance: number;
  /**
   * The balance version `userBalance` was read at (the user's `balanceVersion`, as in `balance:changed`). A replayed
   * request answers with the first opening's balance and version, so a client applies the balance only if newer.
   */
  balanceVersion: number;
  prize: PrizeDto;
  /** Consecutive plays in this box's category after this opening (0 after a legendary win). */
  consecutivePlays: number;
  /** Whether the player's next opening in this category can draw legendary prizes. */
  isEligibleForLegendary: boolean;
  playsUntilLegendary: number;
  openingId: string;
  /** False for a 'Nothing' prize (a loss). */
  isWin: boolean;
  /** Whether the prize was a legendary one (the client shows the reset toast). */
  wonLegendary: boolean;
  /** Coins 'Resell for Coins' would credit now (RESALE_RATE x the prize's USD value); 0 for a 'Nothing'. */
  resaleCoins: number;
  pricePaid: number;
  box: { id: string; name: string; category: BoxCategory };
  fairness: OpeningFairnessDto;
  /** Link to the public proof (`GET /api/openings/:id/proof`). */
  proofUrl: string;
  createdAt: string;
  /** True when this answer replays an earlier request with the same requestId (nothing was charged again). */
  replayed: boolean;
}

export type UnboxingAction = 'pending' | 'ship' | 'resell';

/** One row of `GET /api/history` (the opening's record plus image, rarity and proof). */
export interface HistoryEntryDto {
  id: string;
  prizeName: string;
  /** USD value as a decimal string. */
  prizeValue: string;
  createdAt: string;
  action: UnboxingAction;
  box: { id: string; name: string; category: BoxCategory };
  prize: { id: string; iconClass: string; imageUrl: string; rarity: Rarity };
  imageUrl: string;
  rarity: Rarity;
  isWin: boolean;
  pricePaid: number;
  /** Coins credited when resold. */
  resaleCoins: number | null;
  shipmentStatus: ShipmentStatus | null;
  proofUrl: string;
  /** A free-box claim (pricePaid 0): the level it was drawn from; null for a paid opening. */
  freeLevel: number | null;
}

/** A cursor page: pass `nextCursor` as `?cursor=` for the next page; null at the end. */
export interface PageDto<T> {
  entries: T[];
  nextCursor: string | null;
}

/** `GET /api/fairness`: the player's current commitment. The server seed itself stays secret until rotated. */
export interface FairnessStateDto {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next opening will use. */
  nonce: number;
  /** The most recently revealed seed pair, if the player ever rotated. */
  previous: RevealedSeedDto | null;
}

export interface RevealedSeedDto {
  serverSeed: string;
  serverSeedHash: string;
  /** The client seed in force when the server seed was rotated out. */
  clientSeed: string;
  /** How many openings used this server seed (their nonces are 0..nonce-1). */
  nonce: number;
  revealedAt: string;
}

/** `POST /api/fairness/rotate`: the revealed seed and the new commitment. */
export interface FairnessRotationDto {
  revealed: RevealedSeedDto;
  current: FairnessStateDto;
}

/** `GET /api/openings/:id/proof`: everything needed to recompute the opening with `verifyFairness`. */
export interface OpeningProofDto {
  openingId: string;
  box: { id: string; name: string; category: BoxCategory };
  /** The odds table exactly as used, in published order (legendary odds are 0 when the player was not eligible). */
  table: { prizeId: string; name: string; rarity: Rarity; oddsPpm: number }[];
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  /** Null until the player rotates this seed out. */
  serverSeed: string | null;
  roll: number;
  prizeId: string;
  prizeName: string;
  eligibleForLegendary: boolean;
  /** The box's odds version the opening was drawn with (null for openings made before versions existed, and free boxes). */
  oddsVersion: number | null;
  createdAt: string;
}

/** Result of `POST /api/unboxings/:id/action`. */
export interface UnboxingActionResultDto {
  openingId: string;
  action: 'ship' | 'resell';
  userBalance: number;
  /** The balance version `userBalance` was read at (apply only if newer than the one held). */
  balanceVersion: number;
  /** Coins credited by a resale; 0 for shipping. */
  creditedCoins: number;
  shipment: ShipmentDto | null;
}

export interface ShipmentDto {
  id: string;
  openingId: string;
  userId: string;
  prize: { name: string; imageUrl: string; valueInUSD: string; rarity: Rarity };
  address: ShippingAddress;
  status: ShipmentStatus;
  trackingNumber: string | null;
  history: { status: ShipmentStatus; at: string; actorId: string | null; trackingNumber: string | null }[];
  createdAt: string;
  updatedAt: string;
}

/** A shipment as staff see it (`GET /api/admin/shipments`, `PATCH /api/admin/shipments/:id`): with the player's name. */
export interface StaffShipmentDto extends ShipmentDto {
  username: string;
}

/** Result of `POST /api/admin/give-coins` / `give-credits`. */
export interface GrantResultDto {
  message: string;
  /** The player's balance after the grant. */
  balance: number;
  userId: string;
  amount: number;
  entryId: string;
  /** True when the request repeated an earlier idempotency key (nothing was credited again). */
  replayed: boolean;
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
  payments: { mode: PaymentMode; publishableKey: string | null };
  auth: { google: boolean };
  /** Share of a prize's retail value a resale credits (RESALE_RATE, 0.7 to 0.9). */
  resaleRate: number;
}

/** Display-currency rates: units of each currency per 1 USD. */
export interface CurrencyRatesDto {
  base: 'USD';
  rates: Record<string, number>;
  source: 'live' | 'mirror' | 'cache' | 'fallback';
  fetchedAt: string;
}
