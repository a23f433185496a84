import { leaderboardTickedSchema, type LeaderboardDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useLeaderboardStore } from '../../stores/useLeaderboardStore';
import type { NovaSocket } from '../socket';

/** `leaderboard:ticked` (full state, volatile) -> the leaderboard store, newest seq wins. */
export function registerLeaderboardHandlers(socket: NovaSocket): () => void {
  const onTicked = (payload: unknown) => {
    const parsed = leaderboardTickedSchema.safeParse(payload);
    if (parsed.success) useLeaderboardStore.getState().ticked(parsed.data);
  };
  socket.on('leaderboard:ticked', onTicked);
  return () => socket.off('leaderboard:ticked', onTicked);
}

/** The snapshot (`GET /api/leaderboard/current`); kept only if newer than a tick already received. */
export async function loadLeaderboard(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useLeaderboardStore.getState();
  store.loading();
  try {
    store.received(await api.json<LeaderboardDto>('GET', '/api/leaderboard/current'));
  } catch {
    useLeaderboardStore.getState().failed();
  }
}
