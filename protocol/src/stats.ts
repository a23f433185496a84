import { z } from 'zod';
import { iso, seq, usd } from './schemas/fields';

const count = z.number().int().nonnegative();

/**
 * `GET /api/stats`: the home page's live figures, computed from the database (never hard-coded). `seq` numbers
 * them on the `stats` stream, so a client keeps whichever of a snapshot and a `stats:updated` is newer.
 */
export const siteStatsSchema = z
  .object({
    seq,
    /** Openings ever made. */
    boxesOpened: count,
    /** Sum of the USD values of every prize won (openings not 'Nothing'), as a decimal string ('1234.50'). */
    prizesWonUsd: usd,
    /** Player accounts. */
    players: count,
    /** The most valuable prize won in the last 24 hours, or null when nothing was won. */
    biggestWin24h: z.object({ prizeName: z.string(), boxName: z.string(), valueInUSD: usd }).strict().nullable(),
    /** When these figures were computed. */
    generatedAt: iso,
  })
  .strict();
export type SiteStatsDto = z.infer<typeof siteStatsSchema>;

/** `stats:updated` (room `stats`): the figures again, at most about once a second while things happen. */
export const statsUpdatedSchema = z.object({ seq, stats: siteStatsSchema }).strict();
export type StatsUpdated = z.infer<typeof statsUpdatedSchema>;

/** How long the server reuses computed stats while nothing happens. */
export const STATS_CACHE_MS = 60_000;
/** After an opening, a free-box claim or a new player, the figures are recomputed at most this long later. */
export const STATS_FRESH_MS = 1_000;
