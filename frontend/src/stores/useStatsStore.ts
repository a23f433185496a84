import { create } from 'zustand';
import type { SiteStatsDto } from '@nova/protocol';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';
import type { FeedStatus } from './useWinnersStore';

/**
 * The home page's figures, from `GET /api/stats` and `stats:updated`; both carry a seq of the `stats` stream and the
 * store keeps the newest it has seen.
 */
export interface StatsState {
  status: FeedStatus;
  stats: SiteStatsDto | null;
  cursor: StreamCursor;
  loading(): void;
  failed(): void;
  /** A snapshot or an update; ignored unless newer than what is held. */
  received(stats: SiteStatsDto): void;
}

const initial = () => ({ status: 'idle' as FeedStatus, stats: null, cursor: cursorFor<'stats'>('state') });

export const useStatsStore = create<StatsState>()((set, get) => ({
  ...initial(),
  loading: () => set((s) => ({ status: s.stats ? s.status : 'loading' })),
  failed: () => set((s) => ({ status: s.stats ? 'ready' : 'error' })),
  received: (stats) => {
    const { cursor, verdict } = admit(get().cursor, stats);
    if (verdict === 'apply') set({ status: 'ready', stats, cursor });
  },
}));

export const resetStatsStore = () => useStatsStore.setState(initial());
