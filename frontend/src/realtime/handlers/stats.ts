import { siteStatsSchema, statsUpdatedSchema } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
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

/** The snapshot (`GET /api/stats`), kept only if newer than an update already received. */
export async function loadStats(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useStatsStore.getState();
  store.loading();
  try {
    store.received(siteStatsSchema.parse(await api.json<unknown>('GET', '/api/stats')));
  } catch {
    useStatsStore.getState().failed();
  }
}
