/** Room-name builders: the only place room names are spelled. */
export const rooms = {
  user: (userId: string) => `user:${userId}` as const,
  /** The sockets of one sign-in session (revoking the session disconnects them). */
  session: (sessionId: string) => `session:${sessionId}` as const,
  winners: 'winners',
  leaderboard: 'leaderboard',
  reviews: 'reviews',
  /** Public: published boxes appearing, changing or leaving the shop. */
  catalog: 'catalog',
  /** The home page's figures. */
  stats: 'stats',
  staffOpenings: 'staff:openings',
  staffFeed: 'staff:feed',
  /** Admins watching the Overview (`overview:changed`). */
  staffOverview: 'staff:overview',
  /** Public: the battles lobby (`battle:updated` for public battles). */
  battles: 'battles',
  /** Watchers of one battle (`battle:watch`). */
  battle: (battleId: string) => `battle:${battleId}` as const,
} as const;
