import { create } from 'zustand';
import type { SiteStatsDto } from '@nova/protocol';
import type { FeedStatus } from './useWinnersStore';

/**
 * The home page's figures, from `GET /api/stats` and `stats:updated`; both carry a seq and the store keeps the
 * newest it has seen.
 */
export interface StatsState {
  status: FeedStatus;
  stats: SiteStatsDto | null;
  loading(): void;
  failed(): void;
  /** A snapshot or an update; ignored unless newer than what is held. */
  received(stats: SiteStatsDto): void;
}

export const useStatsStore = create<StatsState>()((set, get) => ({
  status: 'idle',
  stats: null,
  loading: () => set((s) => ({ status: s.stats ? s.status : 'loading' })),
  failed: () => set((s) => ({ status: s.stats ? 'ready' : 'error' })),
  received: (stats) => {
    if (stats.seq <= (get().stats?.seq ?? -1)) return;
    set({ status: 'ready', stats });
  },
}));

export const resetStatsStore = () => useStatsStore.setState({ status: 'idle', stats: null });
