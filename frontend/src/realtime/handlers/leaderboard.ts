import { leaderboardTickedSchema } from '@nova/protocol';
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
