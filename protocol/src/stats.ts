/** `GET /api/stats`: the home page's live figures, computed from the database (never hard-coded). */
export interface SiteStatsDto {
  /** Paid openings ever made. */
  boxesOpened: number;
  /** Sum of the USD values of every prize won (openings not 'Nothing'), as a decimal string ('1234.50'). */
  prizesWonUsd: string;
  /** Player accounts. */
  players: number;
  /** The most valuable prize won in the last 24 hours, or null when nothing was won. */
  biggestWin24h: { prizeName: string; boxName: string; valueInUSD: string } | null;
  /** When these figures were computed (they are cached for STATS_CACHE_MS). */
  generatedAt: string;
}

/** How long the server reuses computed stats. */
export const STATS_CACHE_MS = 60_000;
