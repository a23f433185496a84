/** The leaderboard domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface LeaderboardEvents {
  /** A daily competition was paid out (once per day, cluster-wide) and the next one has started. */
  'leaderboard.paid': {
    day: string;
    winners: { position: number; userId: string; username: string; prizeCoins: number }[];
    totalCoins: number;
    at: Date;
  };
}
