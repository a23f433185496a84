import { z } from 'zod';
import { BOX_CATEGORIES, RARITIES, ROLES } from './constants';
import { SHIPMENT_STATUSES, shippingAddressSchema } from './schemas/openings';
import { iso, usd } from './schemas/fields';

/*
 * The REST answers' shapes as zod schemas, each with its type inferred under the name the code uses. The
 * integration tests validate every answer against its schema (docs/rest-schemas.md).
 */

const id = z.string().min(1);
const category = z.enum(BOX_CATEGORIES);
const rarity = z.enum(RARITIES);
const count = z.number().int().nonnegative();
const boxRef = z.object({ id, name: z.string(), category }).strict();

/** A user as the client sees it (profile fields plus role). Timestamps are ISO strings. */
export const userDtoSchema = z
  .object({
    id,
    username: z.string(),
    email: z.string(),
    balance: z.number().int(),
    /** Increases with every balance change; `balance:changed` carries it as `seq` (newer deltas only). */
    balanceVersion: count,
    role: z.enum(ROLES),
    isAdmin: z.boolean(),
    consecutivePlays: count,
    totalSpent: z.number().int().nonnegative(),
    experiencePoints: z.number().nonnegative(),
    freeBoxLevel: count,
    lastFreeBoxClaim: iso.nullable(),
    createdAt: iso,
    /** Whether the email address was confirmed by a link (needed before value leaves the shop). */
    emailVerified: z.boolean(),
  })
  .strict();
export type UserDto = z.infer<typeof userDtoSchema>;

/** A prize. `value` is a decimal string in the prize's currency; '0.00' means no value. */
export const prizeDtoSchema = z
  .object({
    id,
    boxId: id,
    name: z.string(),
    description: z.string(),
    value: usd,
    currency: z.string(),
    valueInUSD: usd,
    /** Probability 0..1 (= oddsPpm / 1,000,000). */
    probability: z.number().min(0).max(1),
    /** Exact odds in parts per million; a box's prizes sum to 1,000,000. */
    oddsPpm: z.number().int().min(0).max(1_000_000),
    rarity,
    imageUrl: z.string(),
    iconClass: z.string(),
  })
  .strict();
export type PrizeDto = z.infer<typeof prizeDtoSchema>;

/** Legendary eligibility for one category. */
export const legendaryStatusDtoSchema = z
  .object({
    /** Consecutive paid openings in this category (0 when the last opening was in another category). */
    consecutivePlays: count,
    isEligibleForLegendary: z.boolean(),
    /** Openings still needed before legendary prizes can be drawn; 0 when eligible. */
    playsUntilLegendary: count,
    /** The threshold (LIMITS.legendaryPlays). */
    requiredPlays: count,
  })
  .strict();
export type LegendaryStatusDto = z.infer<typeof legendaryStatusDtoSchema>;

/** A box. `price` is in coins as a decimal string, `priceInUSD` its dollar equivalent. */
export const boxDtoSchema = z
  .object({
    id,
    /**
     * Stable key of a seeded catalog box (e.g. 'watch-vault'); the front end looks up the translated name and
     * description under it. Null for a box without one, which is shown with `name` and `description` as sent.
     */
    slug: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    price: z.string(),
    priceInUSD: usd,
    /** The price as an integer number of coins. */
    priceCoins: z.number().int().nonnegative(),
    currency: z.string(),
    category,
    isFeatured: z.boolean(),
    createdAt: iso,
    /**
     * Changes whenever the draw or the price changes (prizes, their odds, values or order, the price). Send it with
     * an opening: a stale one is refused with ODDS_CHANGED rather than drawn from odds the player was not shown.
     */
    oddsVersion: z.number().int(),
    prizes: z.array(prizeDtoSchema),
    /** Win rate of the odds shown (prizes not named 'Nothing'), percent with one decimal, e.g. '62.5'. */
    winRate: z.string().optional(),
    /** The highest prize value in the box, in USD as a decimal string. */
    maxPrizeValue: usd.optional(),
    /**
     * The signed-in player's legendary status for this box's category (`GET /api/boxes/:id` with a token);
     * the prizes then carry that player's effective odds. Null for anonymous reads (published odds).
     */
    legendary: legendaryStatusDtoSchema.nullable().optional(),
  })
  .strict();
export type BoxDto = z.infer<typeof boxDtoSchema>;

/** The fairness fields of one opening: enough, with the server seed once revealed, to recompute the roll. */
export const openingFairnessDtoSchema = z
  .object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: count,
    /** The roll in [0, 1) that picked the prize. */
    roll: z.number().min(0).lt(1),
  })
  .strict();
export type OpeningFairnessDto = z.infer<typeof openingFairnessDtoSchema>;

/**
 * Result of `POST /api/boxes/:id/open` and of the `box:open` ack. The first four fields are the spec's;
 * `prize` is the prize as won (a snapshot), with the odds it had in this opening.
 */
export const openBoxResultDtoSchema = z
  .object({
    userBalance: z.number().int(),
    /**
     * The balance version `userBalance` was read at (the user's `balanceVersion`, as in `balance:changed`). A replayed
     * request answers with the first opening's balance and version, so a client applies the balance only if newer.
     */
    balanceVersion: count,
    prize: prizeDtoSchema,
    /** Consecutive plays in this box's category after this opening (0 after a legendary win). */
    consecutivePlays: count,
    /** Whether the player's next opening in this category can draw legendary prizes. */
    isEligibleForLegendary: z.boolean(),
    playsUntilLegendary: count,
    openingId: id,
    /** False for a 'Nothing' prize (a loss). */
    isWin: z.boolean(),
    /** Whether the prize was a legendary one (the client shows the reset toast). */
    wonLegendary: z.boolean(),
    /** Coins 'Resell for Coins' would credit now (RESALE_RATE x the prize's USD value); 0 for a 'Nothing'. */
    resaleCoins: count,
    pricePaid: count,
    box: boxRef,
    fairness: openingFairnessDtoSchema,
    /** Link to the public proof (`GET /api/openings/:id/proof`). */
    proofUrl: z.string(),
    createdAt: iso,
    /** True when this answer replays an earlier request with the same requestId (nothing was charged again). */
    replayed: z.boolean(),
  })
  .strict();
export type OpenBoxResultDto = z.infer<typeof openBoxResultDtoSchema>;

export const UNBOXING_ACTIONS = ['pending', 'ship', 'resell'] as const;
export type UnboxingAction = (typeof UNBOXING_ACTIONS)[number];

/** One row of `GET /api/history` (the opening's record plus image, rarity and proof). */
export const historyEntryDtoSchema = z
  .object({
    id,
    prizeName: z.string(),
    /** USD value as a decimal string. */
    prizeValue: usd,
    createdAt: iso,
    action: z.enum(UNBOXING_ACTIONS),
    box: boxRef,
    prize: z.object({ id, iconClass: z.string(), imageUrl: z.string(), rarity }).strict(),
    imageUrl: z.string(),
    rarity,
    isWin: z.boolean(),
    pricePaid: count,
    /** Coins credited when resold. */
    resaleCoins: count.nullable(),
    shipmentStatus: z.enum(SHIPMENT_STATUSES).nullable(),
    proofUrl: z.string(),
    /** A free-box claim (pricePaid 0): the level it was drawn from; null for a paid opening. */
    freeLevel: z.number().int().positive().nullable(),
  })
  .strict();
export type HistoryEntryDto = z.infer<typeof historyEntryDtoSchema>;

/** A cursor page: pass `nextCursor` as `?cursor=` for the next page; null at the end. */
export interface PageDto<T> {
  entries: T[];
  nextCursor: string | null;
}

/** The schema of a cursor page of `entry`. */
export function pageDtoSchema<T extends z.ZodType>(entry: T) {
  return z.object({ entries: z.array(entry), nextCursor: z.string().nullable() }).strict();
}

/** `GET /api/openings/:id/proof`: everything needed to recompute the opening with `verifyFairness`. */
export const openingProofDtoSchema = z
  .object({
    openingId: id,
    box: boxRef,
    /** The odds table exactly as used, in published order (legendary odds are 0 when the player was not eligible). */
    table: z.array(z.object({ prizeId: id, name: z.string(), rarity, oddsPpm: z.number().int().nonnegative() }).strict()),
    clientSeed: z.string(),
    nonce: count,
    serverSeedHash: z.string(),
    /** Null until the player rotates this seed out. */
    serverSeed: z.string().nullable(),
    roll: z.number().min(0).lt(1),
    prizeId: id,
    prizeName: z.string(),
    eligibleForLegendary: z.boolean(),
    /** The box's odds version the opening was drawn with (null for openings made before versions existed, and free boxes). */
    oddsVersion: z.number().int().nullable(),
    createdAt: iso,
  })
  .strict();
export type OpeningProofDto = z.infer<typeof openingProofDtoSchema>;

const shipmentFields = {
  id,
  openingId: id,
  userId: id,
  prize: z.object({ name: z.string(), imageUrl: z.string(), valueInUSD: usd, rarity }).strict(),
  address: shippingAddressSchema,
  status: z.enum(SHIPMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  history: z.array(
    z
      .object({ status: z.enum(SHIPMENT_STATUSES), at: iso, actorId: z.string().nullable(), trackingNumber: z.string().nullable() })
      .strict(),
  ),
  createdAt: iso,
  updatedAt: iso,
};

export const shipmentDtoSchema = z.object(shipmentFields).strict();
export type ShipmentDto = z.infer<typeof shipmentDtoSchema>;

/** A shipment as staff see it (`GET /api/admin/shipments`, `PATCH /api/admin/shipments/:id`): with the player's name. */
export const staffShipmentDtoSchema = z.object({ ...shipmentFields, username: z.string() }).strict();
export type StaffShipmentDto = z.infer<typeof staffShipmentDtoSchema>;

/** Result of `POST /api/unboxings/:id/action`. */
export const unboxingActionResultDtoSchema = z
  .object({
    openingId: id,
    action: z.enum(['ship', 'resell']),
    userBalance: z.number().int(),
    /** The balance version `userBalance` was read at (apply only if newer than the one held). */
    balanceVersion: count,
    /** Coins credited by a resale; 0 for shipping. */
    creditedCoins: count,
    shipment: shipmentDtoSchema.nullable(),
  })
  .strict();
export type UnboxingActionResultDto = z.infer<typeof unboxingActionResultDtoSchema>;

/** Result of `POST /api/admin/give-coins` / `give-credits`. */
export const grantResultDtoSchema = z
  .object({
    message: z.string(),
    /** The player's balance after the grant. */
    balance: z.number().int(),
    userId: id,
    amount: z.number().int().positive(),
    entryId: id,
    /** True when the request repeated an earlier idempotency key (nothing was credited again). */
    replayed: z.boolean(),
  })
  .strict();
export type GrantResultDto = z.infer<typeof grantResultDtoSchema>;
