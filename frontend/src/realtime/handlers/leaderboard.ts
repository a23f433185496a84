import { leaderboardTickedSchema } from '@nova/protocol';
import { useLeaderboardStore } from '../../stores/useLeaderboardStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `leaderboard:ticked` (full state, volatile) -> the leaderboard store, newest seq wins. */
export function registerLeaderboardHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [fact('leaderboard:ticked', leaderboardTickedSchema, (f) => useLeaderboardStore.getState().ticked(f))]);
}
