import { z } from 'zod';
import { BOX_CATEGORIES, CURRENCY_CODES, NOTHING_PRIZE_NAME, RARITIES, type CurrencyCode } from '../constants';
import { ODDS_TOTAL_PPM } from '../fairness';
import { decimalToUnits, unitsToDecimal } from '../decimals';
import { messageKey, objectIdSchema } from './common';
import { SIMULATOR_LIMITS } from './simulator';
import { isSafeLine, isSafeLines, TEXT_RULE_MESSAGE } from './text';

/**
 * The admin catalog: boxes and their prizes as admins write them (drafts, publishing, archiving, the odds table)
 * and the uploads that carry their images; what admins read back and `catalog:changed` are in `catalogDtos.ts`.
 * Rules and routes: docs/catalog-admin.md.
 */

/** A box is a draft until published; archived boxes keep their history but can no longer be opened or edited. */
export const BOX_STATUSES = ['draft', 'published', 'archived'] as const;
export type BoxStatus = (typeof BOX_STATUSES)[number];

export const CATALOG_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  prizeDescriptionMax: 500,
  /** The simulator's bounds, so every box the editor holds can be handed to it. */
  priceCoinsMax: SIMULATOR_LIMITS.priceCoinsMax,
  valueCentsMax: SIMULATOR_LIMITS.valueInUSDCentsMax,
  prizesMax: SIMULATOR_LIMITS.draftPrizesMax,
  /** Probabilities are percentages with at most this many decimals: 0.0001% is 1 ppm, the table's own unit. */
  probabilityDecimals: 4,
  searchMax: 100,
} as const;

/**
 * Field messages. The server answers VALIDATION_FAILED with these texts in `details`; the admin forms show them
 * through `admin:catalog.validation.<key>` (see `catalogMessageKey`).
 */
export const CATALOG_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CATALOG_LIMITS.nameMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${CATALOG_LIMITS.descriptionMax} characters`,
  prizeDescriptionTooLong: `Description must be at most ${CATALOG_LIMITS.prizeDescriptionMax} characters`,
  controlCharacters: TEXT_RULE_MESSAGE,
  priceInvalid: 'Price must be an amount in dollars with at most two decimals, e.g. 19.99',
  pricePositive: 'Price must be above 0',
  priceTooHigh: 'Price must be at most $1,000,000',
  priceInUSDMismatch: 'Price in USD must equal the price (boxes are priced in US dollars)',
  boxCurrency: 'Boxes are priced in US dollars (100 coins = $1.00)',
  valueInvalid: 'Value must be an amount with at most two decimals, e.g. 249.99',
  valuePositive: 'Value must be above 0',
  valueTooHigh: 'Value must be at most 10,000,000',
  nothingValue: `A '${NOTHING_PRIZE_NAME}' prize is the loss and is worth 0`,
  valueInUSDRequired: 'Value in USD is required when the value is in another currency',
  valueInUSDMismatch: 'Value in USD must equal the value for a prize in USD',
  probabilityInvalid: 'Probability must be a percentage from 0 to 100 with at most four decimals',
  probabilityRange: 'Probability must be between 0 and 100',
  categoryUnknown: `Category must be one of ${BOX_CATEGORIES.join(', ')}`,
  rarityUnknown: `Rarity must be one of ${RARITIES.join(', ')}`,
  currencyUnknown: 'Currency must be a supported currency code',
  imageRequired: 'An image is required',
  imageUrlInvalid: 'Image must be one uploaded to the shop',
  iconClassInvalid: 'Icon must be an icon name: lowercase letters, digits and dashes',
  versionRequired: 'The version you edited is required',
  nothingToChange: 'Send at least one field to change',
  prizeIdsInvalid: "The odds table must list each of the box's prizes exactly once",
} as const;
export type CatalogMessageKey = keyof typeof CATALOG_MESSAGES;

/** The key of a message from CATALOG_MESSAGES, or undefined for any other text. */
export function catalogMessageKey(message: string | undefined): CatalogMessageKey | undefined {
  return messageKey(CATALOG_MESSAGES, message);
}

/** Parts per million as a percentage without trailing zeros (333_000 -> '33.3', 86 -> '0.0086'). */
export function ppmToPercent(ppm: number): string {
  return unitsToDecimal(ppm, CATALOG_LIMITS.probabilityDecimals).replace(/\.?0+$/, '') || '0';
}

/** A decimal amount field as integer units, with its messages. */
function amount(decimals: number, m: { invalid: string; positive?: string; tooHigh: string }, max: number) {
  return z.union([z.number(), z.string()], { error: m.invalid }).transform((value, ctx) => {
    const units = decimalToUnits(value, decimals);
    if (units === null) ctx.addIssue({ code: 'custom', message: m.invalid });
    else if (m.positive && units <= 0) ctx.addIssue({ code: 'custom', message: m.positive });
    else if (units > max) ctx.addIssue({ code: 'custom', message: m.tooHigh });
    else return units;
    return z.NEVER;
  });
}

/** USD with cents ('19.99' or 19.99) as integer cents = coins; above 0. */
export const boxPriceSchema = amount(
  2,
  { invalid: CATALOG_MESSAGES.priceInvalid, positive: CATALOG_MESSAGES.pricePositive, tooHigh: CATALOG_MESSAGES.priceTooHigh },
  CATALOG_LIMITS.priceCoinsMax,
);
/** A prize value with cents as integer cents (0 allowed here: only a 'Nothing' prize may be worth 0, see `prizeRules`). */
export const prizeValueSchema = amount(
  2,
  { invalid: CATALOG_MESSAGES.valueInvalid, tooHigh: CATALOG_MESSAGES.valueTooHigh },
  CATALOG_LIMITS.valueCentsMax,
);
/** A percentage 0-100 with up to four decimals, as integer parts per million (33.3 -> 333,000). */
export const probabilitySchema = amount(
  CATALOG_LIMITS.probabilityDecimals,
  { invalid: CATALOG_MESSAGES.probabilityInvalid, tooHigh: CATALOG_MESSAGES.probabilityRange },
  ODDS_TOTAL_PPM,
);

/** Required text under the text rule: a name on one line, a description on several (`multiline`). */
const text = (max: number, required: string, tooLong: string, multiline: boolean) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(multiline ? isSafeLines : isSafeLine, CATALOG_MESSAGES.controlCharacters);

/** A category from the protocol's list; the spec's lower-case spellings ('tech') are accepted too. */
export const boxCategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? (BOX_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase()) ?? value) : value),
  z.enum(BOX_CATEGORIES, { error: CATALOG_MESSAGES.categoryUnknown }),
);

/** Images the shop serves itself: uploads (`POST /api/admin/upload`) and the seeded catalog's pictures. */
export const catalogImageUrlSchema = z
  .string(CATALOG_MESSAGES.imageRequired)
  .trim()
  .min(1, CATALOG_MESSAGES.imageRequired)
  .regex(
    /^\/media\/(?:uploads\/[0-9a-f]{32}\.(?:png|jpg|webp|avif|gif)|catalog\/[a-z]+\/[a-z0-9-]+\.svg)$/,
    CATALOG_MESSAGES.imageUrlInvalid,
  );

const iconClassSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, CATALOG_MESSAGES.iconClassInvalid);

/** The edited version, sent back with every change of an existing box or prize (stale -> 409 VERSION_CONFLICT). */
const versionSchema = z
  .number(CATALOG_MESSAGES.versionRequired)
  .int(CATALOG_MESSAGES.versionRequired)
  .min(1, CATALOG_MESSAGES.versionRequired);

const boxFields = {
  name: text(CATALOG_LIMITS.nameMax, CATALOG_MESSAGES.nameRequired, CATALOG_MESSAGES.nameTooLong, false),
  description: text(CATALOG_LIMITS.descriptionMax, CATALOG_MESSAGES.descriptionRequired, CATALOG_MESSAGES.descriptionTooLong, true),
  price: boxPriceSchema,
  currency: z.literal('USD', { error: CATALOG_MESSAGES.boxCurrency }),
  priceInUSD: boxPriceSchema,
  imageUrl: catalogImageUrlSchema,
  category: boxCategorySchema,
  isFeatured: z.boolean(),
};

const samePrice = (b: { price?: number; priceInUSD?: number }) => b.priceInUSD === undefined || b.price === b.priceInUSD;

/** `POST /api/admin/boxes`: a new box, always a draft. `price` is US dollars (coins / 100). */
export const createBoxBodySchema = z
  .object({
    ...boxFields,
    currency: boxFields.currency.default('USD'),
    priceInUSD: boxFields.priceInUSD.optional(),
    isFeatured: boxFields.isFeatured.default(false),
  })
  .strict()
  .refine(samePrice, { message: CATALOG_MESSAGES.priceInUSDMismatch, path: ['priceInUSD'] });
export type CreateBoxBody = z.output<typeof createBoxBodySchema>;
export type CreateBoxRequest = z.input<typeof createBoxBodySchema>;

/** `PUT /api/admin/boxes/:id`: the fields to change (at least one) and the version edited. */
export const updateBoxBodySchema = z
  .object(boxFields)
  .partial()
  .extend({ version: versionSchema })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: CATALOG_MESSAGES.nothingToChange, path: ['version'] })
  .refine((b) => b.price === undefined || samePrice(b), { message: CATALOG_MESSAGES.priceInUSDMismatch, path: ['priceInUSD'] });
export type UpdateBoxBody = z.output<typeof updateBoxBodySchema>;
export type UpdateBoxRequest = z.input<typeof updateBoxBodySchema>;

/** Publish, unpublish: the box version the admin looked at. */
export const boxVersionBodySchema = z.object({ version: versionSchema }).strict();
export type BoxVersionBody = z.output<typeof boxVersionBodySchema>;

/**
 * Publish: the box version the admin looked at, and `confirmRtp: true` once the admin has confirmed publishing a box
 * whose expected return to player is above 100% or under the shop's floor (409 RTP_CONFIRMATION_REQUIRED without it).
 */
export const publishBoxBodySchema = z
  .object({ version: versionSchema, confirmRtp: z.boolean({ error: 'must be true or false' }).default(false) })
  .strict();
export type PublishBoxBody = z.output<typeof publishBoxBodySchema>;
export type PublishBoxRequest = z.input<typeof publishBoxBodySchema>;

/** `DELETE /api/admin/boxes/:id?version=` and `/api/admin/prizes/:id?version=`. */
export const versionQuerySchema = z
  .object({
    version: z.preprocess((v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v), versionSchema),
  })
  .strict();

/** `PUT /api/admin/boxes/:id/odds`: the whole odds table at once, in draw order (reorder and rebalance in one write). */
export const boxOddsBodySchema = z
  .object({
    version: versionSchema,
    prizes: z
      .array(z.object({ id: objectIdSchema, probability: probabilitySchema }).strict())
      .min(1, CATALOG_MESSAGES.prizeIdsInvalid)
      .max(CATALOG_LIMITS.prizesMax, CATALOG_MESSAGES.prizeIdsInvalid)
      .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, CATALOG_MESSAGES.prizeIdsInvalid),
  })
  .strict();
export type BoxOddsBody = z.output<typeof boxOddsBodySchema>;
export type BoxOddsRequest = z.input<typeof boxOddsBodySchema>;

/** `GET /api/admin/prizes/box/:boxId`. */
export const boxIdParamsSchema = z.object({ boxId: objectIdSchema });

/** `GET /api/admin/boxes`: every box, drafts and archived ones included; filters combine. */
export const adminBoxListQuerySchema = z
  .object({
    status: z.enum(BOX_STATUSES).optional(),
    category: boxCategorySchema.optional(),
    q: z.string().trim().max(CATALOG_LIMITS.searchMax).optional(),
  })
  .strict();
export type AdminBoxListQuery = z.output<typeof adminBoxListQuerySchema>;

const prizeFields = {
  name: text(CATALOG_LIMITS.nameMax, CATALOG_MESSAGES.nameRequired, CATALOG_MESSAGES.nameTooLong, false),
  description: z
    .string()
    .trim()
    .max(CATALOG_LIMITS.prizeDescriptionMax, CATALOG_MESSAGES.prizeDescriptionTooLong)
    .refine(isSafeLines, CATALOG_MESSAGES.controlCharacters),
  value: prizeValueSchema,
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { error: CATALOG_MESSAGES.currencyUnknown }),
  valueInUSD: prizeValueSchema,
  probability: probabilitySchema,
  rarity: z.enum(RARITIES, { error: CATALOG_MESSAGES.rarityUnknown }),
  imageUrl: z.union([z.literal(''), catalogImageUrlSchema]),
  iconClass: iconClassSchema,
};

/** A prize's values as stored: the rules that tie name, value, currency and USD value together. */
export interface PrizeValues {
  name: string;
  valueCents: number;
  currency: string;
  valueInUSDCents: number | undefined;
}

/**
 * The cross-field rules of a prize, on the whole prize (create) or the prize after a change (update): a 'Nothing'
 * prize is the loss and worth 0, any other prize is worth more than 0; a USD value must equal the value, and a
 * prize in another currency needs its USD value (what resale and the odds economics use). Returns field -> message.
 */
export function prizeRules(p: PrizeValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const nothing = p.name === NOTHING_PRIZE_NAME;
  if (nothing && p.valueCents !== 0) problems.value = CATALOG_MESSAGES.nothingValue;
  if (!nothing && p.valueCents <= 0) problems.value = CATALOG_MESSAGES.valuePositive;
  if (p.currency === 'USD') {
    if (p.valueInUSDCents !== undefined && p.valueInUSDCents !== p.valueCents) problems.valueInUSD = CATALOG_MESSAGES.valueInUSDMismatch;
  } else if (p.valueInUSDCents === undefined) problems.valueInUSD = CATALOG_MESSAGES.valueInUSDRequired;
  else if (nothing !== (p.valueInUSDCents === 0))
    problems.valueInUSD = nothing ? CATALOG_MESSAGES.nothingValue : CATALOG_MESSAGES.valuePositive;
  return problems;
}

/** `POST /api/admin/prizes`: a prize appended to a box's odds table. `probability` is a percentage (0-100). */
export const createPrizeBodySchema = z
  .object({
    boxId: objectIdSchema,
    ...prizeFields,
    description: prizeFields.description.default(''),
    currency: prizeFields.currency.default('USD'),
    valueInUSD: prizeFields.valueInUSD.optional(),
    rarity: prizeFields.rarity.default('common'),
    imageUrl: prizeFields.imageUrl.default(''),
    iconClass: prizeFields.iconClass.default('gift'),
  })
  .strict()
  .superRefine((p, ctx) => {
    const problems = prizeRules({ name: p.name, valueCents: p.value, currency: p.currency, valueInUSDCents: p.valueInUSD });
    for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type CreatePrizeBody = z.output<typeof createPrizeBodySchema>;
export type CreatePrizeRequest = z.input<typeof createPrizeBodySchema>;

/** `PUT /api/admin/prizes/:id`: the fields to change (at least one) and the prize version edited. */
export const updatePrizeBodySchema = z
  .object(prizeFields)
  .partial()
  .extend({ version: versionSchema })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: CATALOG_MESSAGES.nothingToChange, path: ['version'] });
export type UpdatePrizeBody = z.output<typeof updatePrizeBodySchema>;
export type UpdatePrizeRequest = z.input<typeof updatePrizeBodySchema>;
