import type { LeaderboardDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useLeaderboardStore } from '../../stores/useLeaderboardStore';

let inFlight: Promise<void> | null = null;

/**
 * The snapshot (`GET /api/leaderboard/current`); kept only if newer than a tick already received (ticks carry the
 * whole board, so a load already under way serves a second caller: the entry's early request and the page's own).
 * Apart from the tick's handler (`realtime/handlers/leaderboard.ts`), so the page does not load the socket facts'
 * schemas with it.
 */
export function loadLeaderboard(api: Pick<ApiClient, 'json'>): Promise<void> {
  inFlight ??= (async () => {
    const store = useLeaderboardStore.getState();
    store.loading();
    try {
      store.received(await api.json<LeaderboardDto>('GET', '/api/leaderboard/current'));
    } catch {
      useLeaderboardStore.getState().failed();
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
