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

export interface OverviewFiguresDto {
  /** US cents from coin purchases paid in the period, less the cents refunded in it (a refund counts when made). */
  revenueCents: number;
  /** Coin purchases paid in the period. */
  purchases: number;
  /** US cents refunded in the period (already taken off `revenueCents`). */
  refundedCents: number;
  /** Coins spent on paid openings (100 coins = $1). */
  coinsSpent: number;
  /** Retail value in US cents of the prizes won in paid openings. */
  prizeValueCents: number;
  /** Coins spent on openings less prize value awarded, in US cents (negative when players won more than they spent). */
  grossMarginCents: number;
  /** Coins credited for resold prizes, and how many resales. */
  resaleCoins: number;
  resales: number;
  /** Paid openings. */
  openings: number;
  /** Free-box claims and the retail value in US cents of what they gave (not in the paid figures above). */
  freeClaims: number;
  freePrizeValueCents: number;
  /** Distinct players who opened a box (paid or free) in the period. */
  activePlayers: number;
  /** Accounts created in the period. */
  signUps: number;
}

export interface OverviewDayDto {
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  openings: number;
  coinsSpent: number;
}

/** `GET /api/admin/overview` (admins). */
export interface OverviewDto {
  period: OverviewPeriod;
  /** The period's start (00:00 UTC of its first day); null for all time. */
  from: string | null;
  /** The period's end: 00:00 UTC after today. */
  to: string;
  /** The `overview` stream's number when these figures were read: an `overview:changed` with a higher seq is newer. */
  seq: number;
  figures: OverviewFiguresDto;
  /** Paid openings per UTC day over the last OVERVIEW_CHART_DAYS days, oldest first, every day present. */
  openingsPerDay: OverviewDayDto[];
}

/**
 * `overview:changed` (room `staff:overview`, admins; reliable, at most about one a second per node): figures moved
 * (an opening, a free claim, a resale, a sign-up, a purchase or refund). Clients holding an older snapshot read it
 * again.
 */
export const overviewChangedSchema = z.object({ seq, at: iso }).strict();
export type OverviewChanged = z.infer<typeof overviewChangedSchema>;
