import { LIMITS, type LegendaryStatusDto } from '@nova/protocol';

export interface PlayState {
  consecutivePlays: number;
  lastPlayedCategory: string | null;
}

/**
 * Legendary eligibility for a box category: consecutive paid openings in the same category
 * count; the count for another category is 0 (opening there restarts it at 1). At LIMITS.legendaryPlays
 * or more, legendary prizes can be drawn.
 */
export function legendaryStatus(state: PlayState, category: string): LegendaryStatusDto {
  const plays = state.lastPlayedCategory === category ? state.consecutivePlays : 0;
  return {
    consecutivePlays: plays,
    isEligibleForLegendary: plays >= LIMITS.legendaryPlays,
    playsUntilLegendary: Math.max(0, LIMITS.legendaryPlays - plays),
    requiredPlays: LIMITS.legendaryPlays,
  };
}
