import { z } from 'zod';
import { AFFILIATE_RULES } from '../affiliates';
import { AFFILIATE_TIERS, type AffiliateTierKey } from '../constants';
import { emailSchema } from './auth';
import { objectIdSchema, queryInt } from './common';
import { iso, seq } from './fields';
import { isSafeLine, TEXT_RULE_MESSAGE } from './text';

/**
 * The affiliate programme on the wire: referral codes, the player's dashboard (`/api/affiliates/*`), payouts, the
 * admins' view (`/api/admin/affiliates/*`) and the live facts to the referrer's own room. Money is integer USD cents.
 * The rules are in docs/affiliates.md.
 */

const TIER_KEYS = AFFILIATE_TIERS.map((t) => t.key) as [AffiliateTierKey, ...AffiliateTierKey[]];
export const affiliateTierKeySchema = z.enum(TIER_KEYS);

/** How an affiliate is paid: an external transfer an admin makes and marks paid, or coins credited to the balance. */
export const PAYOUT_METHODS = ['paypal', 'bank-transfer', 'stripe', 'coins'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** The methods paid outside the shop: they need an email address to send the money to. */
export const EXTERNAL_PAYOUT_METHODS = ['paypal', 'bank-transfer', 'stripe'] as const satisfies readonly PayoutMethod[];

/** requested -> paid (approved by an admin) | rejected (the amount is available again). */
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** pending (its purchase may still be refunded) -> available; either -> reversed (refund or dispute). */
export const COMMISSION_STATUSES = ['pending', 'available', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** What happened to a commission, as `commission:updated` says. */
export const COMMISSION_CHANGES = ['earned', 'available', 'reversed'] as const;
export type CommissionChange = (typeof COMMISSION_CHANGES)[number];

/** Field messages the server sends in VALIDATION_FAILED details and the forms translate (`affiliates:validation.<key>`). */
export const AFFILIATE_MESSAGES = {
  codeFormat: `Use ${AFFILIATE_RULES.codeMin} to ${AFFILIATE_RULES.codeMax} letters (A-Z) and digits`,
  referralCodeFormat: 'Invalid referral code',
  emailRequired: 'An email address is needed for this payout method',
  amountFormat: 'Enter an amount in dollars, e.g. 50 or 50.00',
  amountMinimum: `The minimum payout is $${AFFILIATE_RULES.minPayoutCents / 100}`,
} as const;
export type AffiliateMessageKey = keyof typeof AFFILIATE_MESSAGES;

/** A referral code as links carry it: letters and digits in any case (stored and matched upper-case). */
export const referralCodeLookupSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, AFFILIATE_MESSAGES.referralCodeFormat)
  .transform((code) => code.toUpperCase());

/** `GET /api/affiliates/codes/:code` params. */
export const referralCodeParamsSchema = z.object({ code: referralCodeLookupSchema }).strict();

/** `GET /api/affiliates/codes/:code`: the code exists (404 REFERRAL_CODE_UNKNOWN otherwise). */
export const referralCodeDtoSchema = z
  .object({
    code: z.string(),
    /** The referrer's username, shown to the visitor ("Invited by ..."). */
    referrer: z.string(),
  })
  .strict();
export type ReferralCodeDto = z.infer<typeof referralCodeDtoSchema>;

/** `PUT /api/affiliates/me/code`: a new referral code of the player's choosing (once). Upper-cased. */
export const referralCodeChangeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(
        z.string().regex(new RegExp(`^[A-Z0-9]{${AFFILIATE_RULES.codeMin},${AFFILIATE_RULES.codeMax}}$`), AFFILIATE_MESSAGES.codeFormat),
      ),
  })
  .strict();
export type ReferralCodeChangeBody = z.input<typeof referralCodeChangeBodySchema>;

const cents = z.number().int();

/** `GET /api/affiliates/me`: the player's programme figures. `seq` orders it against the live facts. */
export const affiliateSummarySchema = z
  .object({
    seq,
    referralCode: z.string(),
    /** The code can still be changed (once). */
    codeChangeable: z.boolean(),
    tier: affiliateTierKeySchema,
    percent: z.number().int(),
    /** Referred players with a credited purchase in the last 30 days. */
    activeReferrals: z.number().int().nonnegative(),
    totalReferrals: z.number().int().nonnegative(),
    /** Every commission not reversed, ever (pending, available, asked for or paid). */
    totalEarnedCents: cents,
    /** Commissions (not reversed) on purchases made this calendar month (UTC). */
    thisMonthCents: cents,
    /** Waiting for their purchase's refund window to close. */
    pendingCents: cents,
    /** Can be asked for now (negative after a dispute took back a commission already paid out). */
    availableCents: cents,
    /** In payout requests waiting for an admin. */
    requestedCents: cents,
    paidCents: cents,
    minPayoutCents: cents,
    /** When the next payout request is allowed; null when it is allowed now. */
    nextPayoutAt: iso.nullable(),
    emailVerified: z.boolean(),
  })
  .strict();
export type AffiliateSummaryDto = z.infer<typeof affiliateSummarySchema>;

/** One referred player as their referrer sees them. Spent means coins bought (USD), less refunded purchases. */
export const referralSchema = z
  .object({
    id: objectIdSchema,
    username: z.string(),
    joinedAt: iso,
    totalSpentCents: cents,
    commissionCents: cents,
    lastPurchaseAt: iso.nullable(),
    /** A credited purchase in the last 30 days. */
    active: z.boolean(),
  })
  .strict();
export type ReferralDto = z.infer<typeof referralSchema>;

/** One commission: a percent of one referred purchase. */
export const commissionSchema = z
  .object({
    id: objectIdSchema,
    purchaseId: objectIdSchema,
    referralId: objectIdSchema,
    referralUsername: z.string(),
    purchaseCents: cents,
    tier: affiliateTierKeySchema,
    percent: z.number().int(),
    amountCents: cents,
    status: z.enum(COMMISSION_STATUSES),
    createdAt: iso,
    /** When it becomes (or became) available: the end of the purchase's refund window. */
    availableAt: iso,
    reversedAt: iso.nullable(),
    reversal: z.enum(['refund', 'dispute']).nullable(),
  })
  .strict();
export type CommissionDto = z.infer<typeof commissionSchema>;

/** A payout request and its decision. */
export const payoutSchema = z
  .object({
    id: objectIdSchema,
    amountCents: cents,
    method: z.enum(PAYOUT_METHODS),
    /** Where an external payout is sent; null for coins. */
    email: z.string().nullable(),
    status: z.enum(PAYOUT_STATUSES),
    requestedAt: iso,
    decidedAt: iso.nullable(),
    /** The admin's reason for a rejection. */
    reason: z.string().nullable(),
  })
  .strict();
export type PayoutDto = z.infer<typeof payoutSchema>;

/** `GET /api/affiliates/referrals` and `/payouts`: newest first; `cursor` is the last id of the previous page. */
export const affiliatePageQuerySchema = z
  .object({
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 50).default(20),
  })
  .strict();
export type AffiliatePageQuery = z.infer<typeof affiliatePageQuerySchema>;

/**
 * `POST /api/affiliates/payouts`: the amount (USD cents), the method and, for external methods, the email to pay.
 * Under the minimum is 400 PAYOUT_BELOW_MINIMUM, above what is available 409 PAYOUT_EXCEEDS_AVAILABLE.
 */
export const payoutRequestBodySchema = z
  .object({
    method: z.enum(PAYOUT_METHODS, { error: 'must be one of paypal, bank-transfer, stripe, coins' }),
    email: emailSchema.nullable().optional(),
    amountCents: z.number({ error: 'must be a number' }).int('must be whole cents').positive('must be positive').max(100_000_000),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method !== 'coins' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: AFFILIATE_MESSAGES.emailRequired });
  })
  .transform((body) => ({ ...body, email: body.method === 'coins' ? null : (body.email ?? null) }));
export type PayoutRequestBody = z.input<typeof payoutRequestBodySchema>;

/** Dollars typed in a form ('50', '50.5', '50.00') as whole cents; null when it is not such an amount. */
export function usdInputToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The dashboard's payout form: the amount in dollars, checked against the minimum before it is sent. */
export const payoutFormSchema = z
  .object({ method: z.enum(PAYOUT_METHODS), email: z.string().trim(), amount: z.string() })
  .superRefine((form, ctx) => {
    const amountCents = usdInputToCents(form.amount);
    if (amountCents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: AFFILIATE_MESSAGES.amountFormat });
    else if (amountCents < AFFILIATE_RULES.minPayoutCents)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AFFILIATE_MESSAGES.amountMinimum });
    if (form.method === 'coins') return;
    if (!form.email) return ctx.addIssue({ code: 'custom', path: ['email'], message: AFFILIATE_MESSAGES.emailRequired });
    const email = emailSchema.safeParse(form.email);
    if (!email.success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? AFFILIATE_MESSAGES.emailRequired });
  });
export type PayoutForm = z.input<typeof payoutFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Live facts (room `user:<id>` of the referrer, reliable). `seq` is the affiliate account's version.

/** Someone registered through the player's referral link. */
export const referralJoinedSchema = z.object({ seq, referral: referralSchema }).strict();
export type ReferralJoined = z.infer<typeof referralJoinedSchema>;

/** A commission was earned, became available, or was reversed. */
export const commissionUpdatedSchema = z.object({ seq, change: z.enum(COMMISSION_CHANGES), commission: commissionSchema }).strict();
export type CommissionUpdated = z.infer<typeof commissionUpdatedSchema>;

/** A payout was requested, paid or rejected. */
export const payoutUpdatedSchema = z.object({ seq, payout: payoutSchema }).strict();
export type PayoutUpdated = z.infer<typeof payoutUpdatedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin

/** A payout request as admins see it: who asked. */
export const adminAffiliatePayoutDtoSchema = payoutSchema.extend({ userId: objectIdSchema, username: z.string() }).strict();
export type AdminAffiliatePayoutDto = z.infer<typeof adminAffiliatePayoutDtoSchema>;

/** `GET /api/admin/affiliates/payouts?status=&cursor=&limit=`: the queue (status requested) or any status, newest first. */
export const adminAffiliatePayoutsQuerySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES).optional(),
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 100).default(25),
  })
  .strict();
export type AdminAffiliatePayoutsQuery = z.infer<typeof adminAffiliatePayoutsQuerySchema>;

/** `POST /api/admin/affiliates/payouts/:id/reject`. */
export const rejectPayoutBodySchema = z
  .object({
    reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters').refine(isSafeLine, TEXT_RULE_MESSAGE),
  })
  .strict();

const tally = z.number().int().nonnegative();

/** One of the programme's leading affiliates. */
export const topAffiliateDtoSchema = z
  .object({
    userId: objectIdSchema,
    username: z.string(),
    referralCode: z.string().nullable(),
    tier: affiliateTierKeySchema,
    activeReferrals: tally,
    earnedCents: cents,
    paidCents: cents,
  })
  .strict();
export type TopAffiliateDto = z.infer<typeof topAffiliateDtoSchema>;

/** `GET /api/admin/affiliates/overview`: the programme's totals, computed from the stored commissions and payouts. */
export const affiliateProgrammeDtoSchema = z
  .object({
    /** Players with at least one referral. */
    affiliates: tally,
    /** Players who registered through a referral link. */
    referrals: tally,
    commissions: z
      .object({ count: tally, pendingCents: cents, availableCents: cents, reversedCents: cents, earnedCents: cents })
      .strict(),
    payouts: z
      .object({ requestedCount: tally, requestedCents: cents, paidCount: tally, paidCents: cents, rejectedCount: tally })
      .strict(),
    top: z.array(topAffiliateDtoSchema),
  })
  .strict();
export type AffiliateProgrammeDto = z.infer<typeof affiliateProgrammeDtoSchema>;
