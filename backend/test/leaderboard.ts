import type { LeaderboardSettingsBody } from '@nova/protocol';

/** A valid leaderboard settings body: $300 over two places, at `version`. */
export const twoPlaceSplit = (version: number, overrides: Partial<LeaderboardSettingsBody> = {}): LeaderboardSettingsBody => ({
  version,
  name: 'Weekend Sprint',
  description: 'Two places, $300.',
  totalPrize: 300,
  prizeDistribution: [
    { position: 1, amount: 200 },
    { position: 2, amount: 100 },
  ],
  ...overrides,
});
