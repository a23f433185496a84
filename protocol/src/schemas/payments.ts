import { z } from 'zod';
import { objectIdSchema, queryInt } from './common';
import { iso, seq, usd } from './fields';
import { requestIdSchema } from './openings';
import { isSafeLine, TEXT_RULE_MESSAGE } from './text';

/**
 * Coin purchases (`/api/coin-packages`, `/api/payments/*`), the player's responsible-play settings and the
 * `purchase:updated` fact. The rules behind them are written down in docs/payments.md.
 */

/** How the shop takes payments: real Stripe, the offline simulated provider, or not at all. */
export const PAYMENT_MODES = ['stripe', 'simulated', 'unavailable'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * pending -> succeeded | failed; failed -> succeeded (the player retried the same payment); pending | failed ->
 * canceled (never paid: abandoned past the hold, or canceled at the provider); succeeded -> refunded.
 */
export const PURCHASE_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** A player's refund request: asked, then approved or rejected by an admin. */
export const REFUND_REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** Why staff should look at a purchase (and its account). */
export const PAYMENT_FLAG_REASONS = ['refund', 'partial-refund', 'dispute', 'amount-mismatch'] as const;
export type PaymentFlagReason = (typeof PAYMENT_FLAG_REASONS)[number];

/** A package id from the server's table (`GET /api/coin-packages`). */
export const packageIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a package id');

/** A coin package as the shop sells it. `coins` is what the purchase credits, bonus included. */
export const coinPackageSchema = z
  .object({
    id: packageIdSchema,
    coins: z.number().int().positive(),
    /** The part of `coins` given on top of the price (100 coins = $1.00). */
    bonusCoins: z.number().int().nonnegative(),
    /** The USD charge, e.g. '25.00'. */
    price: usd,
    /** Shown with a "most popular" badge. */
    popular: z.boolean(),
  })
  .strict();
export type CoinPackageDto = z.infer<typeof coinPackageSchema>;

/** `POST /api/payments/intents`: the package and an idempotency key (the same key again returns the same payment). */
export const createIntentBodySchema = z.object({ packageId: packageIdSchema, requestId: requestIdSchema }).strict();
export type CreateIntentBody = z.infer<typeof createIntentBodySchema>;

/** A refund request as its purchase carries it. */
export const refundRequestSchema = z
  .object({
    status: z.enum(REFUND_REQUEST_STATUSES),
    requestedAt: iso,
    decidedAt: iso.nullable(),
    /** The admin's reason for a rejection. */
    reason: z.string().nullable(),
  })
  .strict();

/** A purchase as its player sees it (dashboard list, receipt, `purchase:updated`). */
export const purchaseSchema = z
  .object({
    id: objectIdSchema,
    /** Short reference printed on the receipt. */
    receiptNumber: z.string(),
    packageId: z.string(),
    coins: z.number().int().positive(),
    bonusCoins: z.number().int().nonnegative(),
    /** The USD charge. */
    price: usd,
    provider: z.enum(['stripe', 'simulated']),
    status: z.enum(PURCHASE_STATUSES),
    /** The provider's payment id (Stripe PaymentIntent). */
    paymentIntentId: z.string().nullable(),
    /** The provider's message when the payment failed. */
    failureMessage: z.string().nullable(),
    /** Coins taken back by a refund or a dispute (never more than were unspent). */
    reversedCoins: z.number().int().nonnegative(),
    disputed: z.boolean(),
    refund: refundRequestSchema.nullable(),
    /**
     * The end of the refund window (24 hours after the credit) while a refund could still be asked; null once it
     * cannot (asked already, refunded, disputed, not paid). The server checks the time and unspent coins again.
     */
    refundableUntil: iso.nullable(),
    createdAt: iso,
    succeededAt: iso.nullable(),
    refundedAt: iso.nullable(),
    /** Increases with every change of the purchase: the seq of `purchase:updated`. */
    version: z.number().int().nonnegative(),
  })
  .strict();
export type PurchaseDto = z.infer<typeof purchaseSchema>;

/** `POST /api/payments/intents` answer: what the payment form needs. */
export const paymentIntentDtoSchema = z
  .object({
    purchase: purchaseSchema,
    provider: z.enum(['stripe', 'simulated']),
    /** Passed to Stripe Elements (or to the simulated card form). */
    clientSecret: z.string().min(1),
    /** Stripe's publishable key; null for the simulated provider. */
    publishableKey: z.string().nullable(),
  })
  .strict();
export type PaymentIntentDto = z.infer<typeof paymentIntentDtoSchema>;

/** `purchase:updated` (room `user:<id>`, reliable): one of the player's purchases changed. `seq` is its version. */
export const purchaseUpdatedSchema = z.object({ seq, purchase: purchaseSchema }).strict();
export type PurchaseUpdated = z.infer<typeof purchaseUpdatedSchema>;

/** `GET /api/payments/purchases?cursor=&limit=`: the player's purchases, newest first. */
export const purchasesQuerySchema = z
  .object({
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 50).default(10),
  })
  .strict();
export type PurchasesQuery = z.infer<typeof purchasesQuerySchema>;

/** Test card numbers of the simulated provider (the same as Stripe's test cards). */
export const SIMULATED_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** `POST /api/payments/simulated/confirm`: the test card form (simulated provider only). */
export const simulatedConfirmBodySchema = z
  .object({
    purchaseId: objectIdSchema,
    clientSecret: z.string().min(1).max(200),
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number')),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'must be MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  })
  .strict();
export type SimulatedConfirmBody = z.input<typeof simulatedConfirmBodySchema>;

/**
 * `POST /api/payments/simulated/confirm` answer, like Stripe's confirm: the payment's status. The credit (or the
 * failure) reaches the player as `purchase:updated` and `balance:changed`, exactly as with Stripe.
 */
export const simulatedConfirmDtoSchema = z
  .object({
    status: z.enum(['succeeded', 'requires_payment_method']),
    /** Why the card was declined. */
    message: z.string().nullable(),
  })
  .strict();
export type SimulatedConfirmDto = z.infer<typeof simulatedConfirmDtoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responsible play

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** The rolling window each limit counts purchases over. */
export const DEPOSIT_LIMIT_WINDOW_MS: Record<DepositLimitPeriod, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
  monthly: 30 * 24 * 3600_000,
};

/** A raised (or removed) limit takes effect this long after it was asked for; a lowered one at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600_000;

/** The largest deposit limit one can set, in whole USD. */
export const DEPOSIT_LIMIT_MAX_USD = 1_000_000;

export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '30d', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** Length of each self-exclusion; null for permanent. */
export const SELF_EXCLUSION_MS: Record<SelfExclusionPeriod, number | null> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
  permanent: null,
};

/** A deposit limit in whole USD; null removes it. */
const limitUsd = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of dollars')
  .min(1, 'must be at least $1')
  .max(DEPOSIT_LIMIT_MAX_USD, `must be at most $${DEPOSIT_LIMIT_MAX_USD.toLocaleString('en-US')}`)
  .nullable();

/** `PUT /api/payments/limits`: the limits to change (whole USD; null = no limit). Periods left out stay as they are. */
export const depositLimitsBodySchema = z
  .object({ daily: limitUsd.optional(), weekly: limitUsd.optional(), monthly: limitUsd.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'name at least one limit' });
export type DepositLimitsBody = z.infer<typeof depositLimitsBodySchema>;

/** `POST /api/payments/self-exclusion`. `confirm` must be true: it cannot be undone early. */
export const selfExclusionBodySchema = z
  .object({ period: z.enum(SELF_EXCLUSION_PERIODS), confirm: z.literal(true, 'must be true') })
  .strict();
export type SelfExclusionBody = z.infer<typeof selfExclusionBodySchema>;

const wholeUsd = z.number().int().positive().nullable();

export const depositLimitDtoSchema = z
  .object({
    /** The limit in force now, whole USD; null when there is none. */
    limit: wholeUsd,
    /** A raise (or removal) waiting for its 24 hours: the new limit and when it applies. */
    pending: z.object({ limit: wholeUsd, effectiveAt: iso }).strict().nullable(),
    /** USD bought within the period's rolling window (pending payments included). */
    used: usd,
  })
  .strict();
export type DepositLimitDto = z.infer<typeof depositLimitDtoSchema>;

/** `GET /api/payments/limits` (and the answer of every responsible-play write): the player's responsible-play settings. */
export const responsiblePlayDtoSchema = z
  .object({
    /** When the player confirmed being 18 or older; null until then (no purchase before it). */
    ageConfirmedAt: iso.nullable(),
    limits: z.object({ daily: depositLimitDtoSchema, weekly: depositLimitDtoSchema, monthly: depositLimitDtoSchema }).strict(),
    /** Purchases, openings and bonus claims are blocked until then; null when not excluded. */
    selfExcludedUntil: iso.nullable(),
    selfExclusionPermanent: z.boolean(),
    serverTime: iso,
  })
  .strict();
export type ResponsiblePlayDto = z.infer<typeof responsiblePlayDtoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin

/** A purchase as admins see it: the player's view plus who and the staff flag. */
export const adminPurchaseDtoSchema = purchaseSchema
  .extend({
    userId: z.string().min(1),
    username: z.string(),
    flag: z
      .object({
        reason: z.enum(PAYMENT_FLAG_REASONS),
        at: iso,
        /** Coins that could not be taken back because they were already spent. */
        unrecoveredCoins: z.number().int().nonnegative(),
        resolvedAt: iso.nullable(),
      })
      .strict()
      .nullable(),
    /** Whether the provider refund of an approved request went through (false: approve again to retry it). */
    providerRefunded: z.boolean(),
  })
  .strict();
export type AdminPurchaseDto = z.infer<typeof adminPurchaseDtoSchema>;

/** `GET /api/admin/payments/purchases`: filters and a cursor (the last id of the previous page). */
export const adminPurchasesQuerySchema = z
  .object({
    status: z.enum(PURCHASE_STATUSES).optional(),
    refund: z.enum(REFUND_REQUEST_STATUSES).optional(),
    flagged: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    userId: objectIdSchema.optional(),
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 100).default(25),
  })
  .strict();
export type AdminPurchasesQuery = z.infer<typeof adminPurchasesQuerySchema>;

/** `POST /api/admin/payments/purchases/:id/refund/reject`. */
export const rejectRefundBodySchema = z
  .object({
    reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters').refine(isSafeLine, TEXT_RULE_MESSAGE),
  })
  .strict();

/** `GET /api/admin/payments/revenue?from=&to=` (ISO times; `to` exclusive). */
export const revenueQuerySchema = z
  .object({ from: iso, to: iso })
  .strict()
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { message: 'from must be before to', path: ['to'] });

/** Revenue in a time range: succeeded purchases net of refunds, USD cents. */
export const revenueDtoSchema = z
  .object({
    from: iso,
    to: iso,
    grossCents: z.number().int().nonnegative(),
    refundedCents: z.number().int().nonnegative(),
    netCents: z.number().int(),
    purchases: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
  })
  .strict();
export type RevenueDto = z.infer<typeof revenueDtoSchema>;
