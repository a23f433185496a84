import type { LeaderboardDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useLeaderboardStore } from '../../stores/useLeaderboardStore';

/**
 * The snapshot (`GET /api/leaderboard/current`); kept only if newer than a tick already received. Apart from the
 * tick's handler (`realtime/handlers/leaderboard.ts`), so the page does not load the socket facts' schemas with it.
 */
export async function loadLeaderboard(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useLeaderboardStore.getState();
  store.loading();
  try {
    store.received(await api.json<LeaderboardDto>('GET', '/api/leaderboard/current'));
  } catch {
    useLeaderboardStore.getState().failed();
  }
}
