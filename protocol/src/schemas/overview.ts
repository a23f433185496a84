import { z } from 'zod';
import { iso, seq } from './fields';

/**
 * The admin console's Overview: the shop's figures over a period, computed from the stored openings, ledger,
 * accounts and purchases. Definitions of every figure are in docs/admin-api.md.
 */

/** UTC periods: today, the last 7 and 30 UTC days (today included), all time. */
export const OVERVIEW_PERIODS = ['today', '7d', '30d', 'all'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** How many UTC days each bounded period spans, today included. */
export const OVERVIEW_PERIOD_DAYS: Readonly<Record<Exclude<OverviewPeriod, 'all'>, number>> = { today: 1, '7d': 7, '30d': 30 };

/** Days in the openings-per-day chart (today included). */
export const OVERVIEW_CHART_DAYS = 30;

/** `GET /api/admin/overview?period=`. */
export const overviewQuerySchema = z
  .object({ period: z.enum(OVERVIEW_PERIODS, { error: 'must be one of today, 7d, 30d, all' }).default('today') })
  .strict();
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const tally = z.number().int().nonnegative();

export const overviewFiguresDtoSchema = z
  .object({
    /** US cents from coin purchases paid in the period, less the cents refunded in it (a refund counts when made). */
    revenueCents: z.number().int(),
    /** Coin purchases paid in the period. */
    purchases: tally,
    /** US cents refunded in the period (already taken off `revenueCents`). */
    refundedCents: tally,
    /** Coins spent on paid openings (100 coins = $1). */
    coinsSpent: tally,
    /** Retail value in US cents of the prizes won in paid openings. */
    prizeValueCents: tally,
    /** Coins spent on openings less prize value awarded, in US cents (negative when players won more than they spent). */
    grossMarginCents: z.number().int(),
    /** Coins credited for resold prizes, and how many resales. */
    resaleCoins: tally,
    resales: tally,
    /** Paid openings. */
    openings: tally,
    /** Free-box claims and the retail value in US cents of what they gave (not in the paid figures above). */
    freeClaims: tally,
    freePrizeValueCents: tally,
    /** Distinct players who opened a box (paid or free) in the period. */
    activePlayers: tally,
    /** Accounts created in the period. */
    signUps: tally,
  })
  .strict();
export type OverviewFiguresDto = z.infer<typeof overviewFiguresDtoSchema>;

export const overviewDayDtoSchema = z
  .object({
    /** The UTC day, 'YYYY-MM-DD'. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    openings: tally,
    coinsSpent: tally,
  })
  .strict();
export type OverviewDayDto = z.infer<typeof overviewDayDtoSchema>;

/** `GET /api/admin/overview` (admins). */
export const overviewDtoSchema = z
  .object({
    period: z.enum(OVERVIEW_PERIODS),
    /** The period's start (00:00 UTC of its first day); null for all time. */
    from: iso.nullable(),
    /** The period's end: 00:00 UTC after today. */
    to: iso,
    /** The `overview` stream's number when these figures were read: an `overview:changed` with a higher seq is newer. */
    seq,
    figures: overviewFiguresDtoSchema,
    /** Paid openings per UTC day over the last OVERVIEW_CHART_DAYS days, oldest first, every day present. */
    openingsPerDay: z.array(overviewDayDtoSchema),
  })
  .strict();
export type OverviewDto = z.infer<typeof overviewDtoSchema>;

/**
 * `overview:changed` (room `staff:overview`, admins; reliable, at most about one a second per node): figures moved
 * (an opening, a free claim, a resale, a sign-up, a purchase or refund). Clients holding an older snapshot read it
 * again.
 */
export const overviewChangedSchema = z.object({ seq, at: iso }).strict();
export type OverviewChanged = z.infer<typeof overviewChangedSchema>;
