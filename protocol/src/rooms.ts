/** Room-name builders: the only place room names are spelled. */
export const rooms = {
  user: (userId: string) => `user:${userId}` as const,
  winners: 'winners',
  leaderboard: 'leaderboard',
  reviews: 'reviews',
  staffOpenings: 'staff:openings',
  staffFeed: 'staff:feed',
} as const;
