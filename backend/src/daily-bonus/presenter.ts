import { LIMITS, type DailyBonusStatusDto } from '@nova/protocol';
import { isPermanentExclusion } from '../users/responsible';
import type { DailyBonusState } from './service';

export function presentDailyBonus(state: DailyBonusState): DailyBonusStatusDto {
  return {
    coins: LIMITS.dailyBonusCoins,
    available: state.nextClaimAt === null && state.excludedUntil === null,
    lastClaimedAt: state.lastClaimedAt ? state.lastClaimedAt.toISOString() : null,
    nextClaimAt: state.nextClaimAt ? state.nextClaimAt.toISOString() : null,
    cooldownMs: LIMITS.dailyBonusCooldownMs,
    serverTime: state.now.toISOString(),
    selfExcludedUntil: state.excludedUntil ? state.excludedUntil.toISOString() : null,
    selfExclusionPermanent: isPermanentExclusion(state.excludedUntil),
  };
}
