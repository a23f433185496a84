import { z } from 'zod';
import { queryInt } from './common';
import { BATTLE_MODES } from '../battles';
import { BOX_CATEGORIES, RARITIES } from '../constants';
import { PAYOUT_METHODS } from './affiliates';
import { AUDIT_ACTION_NAMES, auditActorSchema, auditTargetSchema } from './audit';
import { iso, seq, usd } from './fields';
import { SHIPMENT_STATUSES } from './openings';

/**
 * The staff streams, for support and admins: every paid opening (`opening:completed`, room `staff:openings`) and the
 * operations feed (`staff:event`, room `staff:feed`), with the pages that snapshot them. Each stream numbers its facts
 * with `seq` like the public ones (see `realtime.ts`).
 */

/** An opening as staff watch it stream in (`opening:completed`, room `staff:openings`). */
export const staffOpeningSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    box: z.object({ id: z.string(), name: z.string(), category: z.enum(BOX_CATEGORIES) }).strict(),
    prize: z.object({ id: z.string(), name: z.string(), rarity: z.enum(RARITIES), valueInUSD: usd, imageUrl: z.string() }).strict(),
    isWin: z.boolean(),
    wonLegendary: z.boolean(),
    pricePaid: z.number().int().nonnegative(),
    balanceAfter: z.number().int().nonnegative(),
    nonce: z.number().int().nonnegative(),
    createdAt: iso,
  })
  .strict();
export type StaffOpeningDto = z.infer<typeof staffOpeningSchema>;

export const openingCompletedSchema = z.object({ seq, opening: staffOpeningSchema }).strict();
export type OpeningCompleted = z.infer<typeof openingCompletedSchema>;

/** `GET /api/staff/openings` (support and admins): the latest openings and the stream's seq. */
export const staffOpeningsPageDtoSchema = z.object({ entries: z.array(staffOpeningSchema), seq }).strict();
export type StaffOpeningsPageDto = z.infer<typeof staffOpeningsPageDtoSchema>;
export const staffOpeningsQuerySchema = z
  .object({ limit: queryInt(1, 200).default(50) })
  .strict();

/** Kinds of the staff operations feed, in the order the filters show them. */
export const STAFF_EVENT_KINDS = [
  'signup',
  'opening',
  'big-win',
  'battle',
  'resale',
  'shipment',
  'claim',
  'review',
  'payment',
  'affiliate',
  'grant',
  'payout',
  'ticket',
  'admin',
  'rate-limit',
  'error',
] as const;
export type StaffEventKind = (typeof STAFF_EVENT_KINDS)[number];

/** The purchase events the staff feed shows. */
export const PAYMENT_FEED_STATUSES = ['succeeded', 'failed', 'refund-requested', 'refund-rejected', 'refunded', 'disputed'] as const;
export type PaymentFeedStatus = (typeof PAYMENT_FEED_STATUSES)[number];

/** The affiliate programme's facts the staff feed shows. */
export const AFFILIATE_FEED_ACTIONS = [
  'attributed',
  'commission-earned',
  'commission-available',
  'commission-reversed',
  'payout-requested',
  'payout-paid',
  'payout-rejected',
] as const;
export type AffiliateFeedAction = (typeof AFFILIATE_FEED_ACTIONS)[number];

/** A win at or above this USD value is also a `big-win` in the staff feed. */
export const BIG_WIN_USD = 500;

const staffBase = { id: z.string(), seq, at: iso };
const who = { userId: z.string(), username: z.string() };

export const staffEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...staffBase, ...who, kind: z.literal('signup'), method: z.enum(['password', 'google']), referred: z.boolean() }).strict(),
  z
    .object({
      ...staffBase,
      ...who,
      kind: z.literal('opening'),
      openingId: z.string(),
      boxName: z.string(),
      prizeName: z.string(),
      valueInUSD: usd,
      pricePaid: z.number().int(),
      isWin: z.boolean(),
    })
    .strict(),
  z
    .object({
      ...staffBase,
      ...who,
      kind: z.literal('big-win'),
      openingId: z.string(),
      boxName: z.string(),
      prizeName: z.string(),
      valueInUSD: usd,
      rarity: z.enum(RARITIES),
    })
    .strict(),
  z
    .object({
      ...staffBase,
      // The battle's creator.
      ...who,
      kind: z.literal('battle'),
      action: z.enum(['created', 'finished', 'cancelled']),
      battleId: z.string(),
      mode: z.enum(BATTLE_MODES),
      seatPriceCoins: z.number().int(),
      /** Finished: the winning players' names (empty when house bots won) and every prize's value together. */
      winners: z.array(z.string()).nullable(),
      valueInUSD: usd.nullable(),
      /** Cancelled by an admin: who; else null. */
      staff: z.string().nullable(),
    })
    .strict(),
  z.object({ ...staffBase, ...who, kind: z.literal('resale'), openingId: z.string(), coins: z.number().int() }).strict(),
  z
    .object({
      ...staffBase,
      ...who,
      kind: z.literal('shipment'),
      shipmentId: z.string(),
      openingId: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      trackingNumber: z.string().nullable(),
    })
    .strict(),
  z
    .object({ ...staffBase, ...who, kind: z.literal('claim'), claim: z.enum(['daily-bonus', 'free-box']), coins: z.number().int() })
    .strict(),
  z
    .object({
      ...staffBase,
      kind: z.literal('review'),
      action: z.enum(['added', 'hidden', 'unhidden']),
      reviewId: z.string(),
      /** The name the review shows. */
      author: z.string(),
      rating: z.number().int().min(1).max(5),
      verified: z.boolean(),
      /** The staff member who added, hid or showed it; null when a player wrote it. */
      staff: z.string().nullable(),
    })
    .strict(),
  z
    .object({
      ...staffBase,
      ...who,
      kind: z.literal('payment'),
      purchaseId: z.string(),
      /** What happened to the purchase. */
      status: z.enum(PAYMENT_FEED_STATUSES),
      /** Coins credited (succeeded) or taken back (refunded, disputed); 0 when none moved. */
      coins: z.number().int(),
      /** The purchase's USD charge. */
      amount: usd,
    })
    .strict(),
  z
    .object({
      ...staffBase,
      // The affiliate: the referrer the fact is about.
      ...who,
      kind: z.literal('affiliate'),
      action: z.enum(AFFILIATE_FEED_ACTIONS),
      /** The referred player (attribution, commissions); null for payouts. */
      referral: z.string().nullable(),
      /** The commission or payout in USD; null for an attribution. */
      amount: usd.nullable(),
      /** The payout's method; null otherwise. */
      method: z.enum(PAYOUT_METHODS).nullable(),
    })
    .strict(),
  z.object({ ...staffBase, ...who, kind: z.literal('grant'), coins: z.number().int(), reason: z.string().nullable() }).strict(),
  z.object({ ...staffBase, kind: z.literal('payout'), day: z.string(), winners: z.number().int(), coins: z.number().int() }).strict(),
  z
    .object({ ...staffBase, kind: z.literal('ticket'), ticketId: z.string(), name: z.string(), email: z.string(), subject: z.string() })
    .strict(),
  z
    .object({
      ...staffBase,
      kind: z.literal('admin'),
      auditId: z.string(),
      action: z.enum(AUDIT_ACTION_NAMES),
      actor: auditActorSchema,
      target: auditTargetSchema,
      reason: z.string().nullable(),
    })
    .strict(),
  z
    .object({
      ...staffBase,
      kind: z.literal('rate-limit'),
      scope: z.enum(['ip', 'account', 'socket']),
      action: z.string(),
      subject: z.string(),
      retryAfterSeconds: z.number().int().nullable(),
      /** Refusals of this action for this subject in the window (one line per subject per window). */
      count: z.number().int().min(1),
      /** Length of the counting window in seconds. */
      windowSeconds: z.number().int().min(1),
    })
    .strict(),
  z.object({ ...staffBase, kind: z.literal('error'), where: z.enum(['http', 'job']), code: z.string(), detail: z.string() }).strict(),
]);
export type StaffEventDto = z.infer<typeof staffEventSchema>;

/** `GET /api/staff/feed?limit=&kind=`: the latest staff events, newest first, and the stream's seq. */
export const staffFeedPageDtoSchema = z.object({ entries: z.array(staffEventSchema), seq }).strict();
export type StaffFeedPageDto = z.infer<typeof staffFeedPageDtoSchema>;
export const staffFeedQuerySchema = z
  .object({
    limit: queryInt(1, 200).default(100),
    kind: z.enum(STAFF_EVENT_KINDS).optional(),
  })
  .strict();
export type StaffFeedQuery = z.infer<typeof staffFeedQuerySchema>;
