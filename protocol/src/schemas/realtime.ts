import { z } from 'zod';
import { queryInt } from './common';
import { LEDGER_KINDS, RARITIES } from '../constants';
import { iso, seq, usd } from './fields';

/**
 * Realtime payloads. Every server fact carries `seq`, increasing per stream:
 * - balances: the user's `balanceVersion` (bumped in the same transaction as the balance), so `GET /api/me`
 *   and `balance:changed` agree on one number;
 * - winners, staff openings, staff feed, leaderboard ticks: a cluster-wide counter per stream (Redis INCR, or a
 *   counter document in the database), so every node's deltas order against each other and against snapshots;
 * - presence: a per-node clock-based counter (a missed or reordered count is harmless).
 * Clients drop a delta whose seq is not newer than what they hold, and dedupe list items by `id`.
 * The staff streams' payloads are in `staff.ts`.
 */

// ---------------------------------------------------------------------------------------------------------
// Feeds a socket can subscribe to (rooms other than its own `user:<id>` room, which it joins when it connects).

/**
 * `winners`, `leaderboard`, `reviews`, `catalog`, `stats` and `battles` are public; `staff:feed` and `staff:openings` are
 * for support and admins; `staff:overview` (the Overview's `overview:changed`) for admins.
 */
export const FEEDS = ['winners', 'leaderboard', 'staff:feed', 'staff:openings', 'staff:overview', 'reviews', 'catalog', 'stats', 'battles'] as const;
export type Feed = (typeof FEEDS)[number];

/** Client request `feed:subscribe` / `feed:unsubscribe`. */
export const feedRequestSchema = z.object({ feed: z.enum(FEEDS) }).strict();
export type FeedRequest = z.infer<typeof feedRequestSchema>;
export interface FeedAckDto {
  feed: Feed;
  subscribed: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Balances

/** `balance:changed`, to every socket of the player (all tabs, all nodes). `seq` is the balance version. */
export const balanceChangedSchema = z
  .object({
    seq,
    balance: z.number().int().nonnegative(),
    /** Signed coins of this change. */
    delta: z.number().int(),
    kind: z.enum(LEDGER_KINDS),
    at: iso,
  })
  .strict();
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Winners (prizeName, prizeValue, username, boxName, iconClass, createdAt)

export const winnerSchema = z
  .object({
    /** The opening id for a real win, the winner record's id for one an admin added. */
    id: z.string().min(1),
    source: z.enum(['opening', 'admin']),
    username: z.string(),
    prizeName: z.string(),
    /** Retail value in USD. */
    prizeValue: usd,
    boxId: z.string().nullable(),
    boxName: z.string(),
    iconClass: z.string(),
    /** The prize's picture. */
    imageUrl: z.string(),
    /** A photo of the winner (admin-added winners may have one). */
    winnerImageUrl: z.string().nullable(),
    rarity: z.enum(RARITIES),
    createdAt: iso,
  })
  .strict();
export type WinnerDto = z.infer<typeof winnerSchema>;

/** `GET /api/winners?cursor=&limit=`: newest first; pass `nextCursor` back as `cursor`; `seq` of the snapshot. */
export const winnersPageDtoSchema = z.object({ entries: z.array(winnerSchema), nextCursor: z.string().nullable(), seq }).strict();
export type WinnersPageDto = z.infer<typeof winnersPageDtoSchema>;

/** `winner:announced` (room `winners`). */
export const winnerAnnouncedSchema = z.object({ seq, winner: winnerSchema }).strict();
export type WinnerAnnounced = z.infer<typeof winnerAnnouncedSchema>;

/** An opaque winners cursor: `<createdAt ms>.<id>`. */
export const WINNERS_CURSOR_PATTERN = /^\d{1,15}\.[0-9a-f]{24}$/;
export const winnersQuerySchema = z
  .object({
    cursor: z.string().regex(WINNERS_CURSOR_PATTERN, 'must be a cursor from a previous page').optional(),
    limit: queryInt(1, 50).default(20),
  })
  .strict();
export type WinnersQuery = z.infer<typeof winnersQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Leaderboard (name, description, timeRemaining, totalPrize, entries, prizeDistribution)

export const leaderboardEntrySchema = z
  .object({
    /** The player's user id. */
    id: z.string(),
    position: z.number().int().positive(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    /** USD this position wins at the reset (0 below the paid positions). */
    prizeAmount: z.number().nonnegative(),
    /** Coins spent on paid openings today. */
    totalSpent: z.number().int().nonnegative(),
    boxesOpened: z.number().int().nonnegative(),
  })
  .strict();
export type LeaderboardEntryDto = z.infer<typeof leaderboardEntrySchema>;

export const prizeDistributionSchema = z.object({ position: z.number().int().positive(), amount: z.number().positive() }).strict();

export const leaderboardSchema = z
  .object({
    /** The competition's UTC day, 'YYYY-MM-DD'. */
    id: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    name: z.string(),
    description: z.string(),
    startsAt: iso,
    endsAt: iso,
    /** Seconds until the reset when this state was computed. */
    timeRemaining: z.number().int().nonnegative(),
    /** USD paid out at the reset. */
    totalPrize: z.number().positive(),
    entries: z.array(leaderboardEntrySchema),
    prizeDistribution: z.array(prizeDistributionSchema),
    /** The settings version the day's terms came from: 0 for the built-in terms (clients show their own words for those). */
    termsVersion: z.number().int().nonnegative(),
    seq,
  })
  .strict();
export type LeaderboardDto = z.infer<typeof leaderboardSchema>;

/** `leaderboard:ticked` (room `leaderboard`, volatile): the full top-N state. */
export const leaderboardTickedSchema = z.object({ seq, leaderboard: leaderboardSchema }).strict();
export type LeaderboardTicked = z.infer<typeof leaderboardTickedSchema>;

/** `GET /api/leaderboard/history?limit=`: the last paid competitions, newest first. */
export const leaderboardHistoryQuerySchema = z
  .object({ limit: queryInt(1, 30).default(7) })
  .strict();

/** One paid competition (`GET /api/leaderboard/history`). */
export const leaderboardPayoutDtoSchema = z
  .object({
    id: z.string().min(1),
    paidAt: iso,
    totalCoins: z.number().int().nonnegative(),
    winners: z.array(
      z
        .object({
          position: z.number().int().positive(),
          userId: z.string().min(1),
          username: z.string(),
          totalSpent: z.number().int().nonnegative(),
          /** USD won. */
          prizeAmount: z.number().nonnegative(),
          prizeCoins: z.number().int().nonnegative(),
        })
        .strict(),
    ),
  })
  .strict();
export type LeaderboardPayoutDto = z.infer<typeof leaderboardPayoutDtoSchema>;

/** `GET /api/leaderboard/history`'s answer. */
export const leaderboardHistoryDtoSchema = z.object({ entries: z.array(leaderboardPayoutDtoSchema) }).strict();
export type LeaderboardHistoryDto = z.infer<typeof leaderboardHistoryDtoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Presence

/** `presence:counted`: sockets connected across the cluster. */
export const presenceCountedSchema = z.object({ seq, online: z.number().int().nonnegative() }).strict();
export type PresenceCounted = z.infer<typeof presenceCountedSchema>;
