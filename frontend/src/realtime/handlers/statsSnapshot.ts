import type { SiteStatsDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useStatsStore } from '../../stores/useStatsStore';

/**
 * The home page's snapshot (`GET /api/stats`), kept only if newer than an update already received. A REST answer,
 * typed by the protocol like every other (the server's integration tests hold each answer to its schema); the socket's
 * `stats:updated` facts are the ones checked in the browser. Checking this one here put zod into the home page's
 * first render (docs/performance.md).
 */
export async function loadStats(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useStatsStore.getState();
  store.loading();
  try {
    store.received(await api.json<SiteStatsDto>('GET', '/api/stats'));
  } catch {
    useStatsStore.getState().failed();
  }
}
