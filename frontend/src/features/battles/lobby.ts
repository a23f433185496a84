import type { BattleStatus, BattleSummaryDto } from '@nova/protocol';
import type { LobbyFilters } from './queries';

/** Price bands of the lobby's filter, in coins per seat (`max` null: no ceiling). */
export const PRICE_BANDS = [
  { key: 'any', min: null, max: null },
  { key: 'low', min: null, max: 1_000 },
  { key: 'mid', min: 1_000, max: 5_000 },
  { key: 'high', min: 5_000, max: null },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['key'];

/** The lobby's sections, in order. */
export const LOBBY_SECTIONS = ['waiting', 'running', 'finished'] as const satisfies readonly BattleStatus[];

/** Whether a battle belongs in the lobby under these filters (live updates are filtered as the snapshot was). */
export function matchesFilters(battle: BattleSummaryDto, filters: LobbyFilters): boolean {
  if (battle.visibility !== 'public' || battle.status === 'cancelled') return false;
  if (filters.mode && battle.mode !== filters.mode) return false;
  if (filters.minPriceCoins !== null && battle.seatPriceCoins < filters.minPriceCoins) return false;
  if (filters.maxPriceCoins !== null && battle.seatPriceCoins > filters.maxPriceCoins) return false;
  return true;
}

/** The filters of a price band and a mode. */
export function filtersOf(band: PriceBand, mode: LobbyFilters['mode']): LobbyFilters {
  const found = PRICE_BANDS.find((b) => b.key === band) ?? PRICE_BANDS[0];
  return { mode, minPriceCoins: found.min, maxPriceCoins: found.max };
}

/** The lobby's battles by section, each newest first. */
export function groupLobby(battles: readonly BattleSummaryDto[], filters: LobbyFilters): Record<(typeof LOBBY_SECTIONS)[number], BattleSummaryDto[]> {
  const shown = battles.filter((b) => matchesFilters(b, filters)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    waiting: shown.filter((b) => b.status === 'waiting'),
    running: shown.filter((b) => b.status === 'running'),
    finished: shown.filter((b) => b.status === 'finished'),
  };
}
