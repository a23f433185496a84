import { statsUpdatedSchema } from '@nova/protocol';
import { useStatsStore } from '../../stores/useStatsStore';
import type { NovaSocket } from '../socket';

/** `stats:updated` -> the stats store (newest seq wins). */
export function registerStatsHandlers(socket: NovaSocket): () => void {
  const onUpdated = (payload: unknown) => {
    const parsed = statsUpdatedSchema.safeParse(payload);
    if (parsed.success) useStatsStore.getState().received(parsed.data.stats);
  };
  socket.on('stats:updated', onUpdated);
  return () => socket.off('stats:updated', onUpdated);
}
