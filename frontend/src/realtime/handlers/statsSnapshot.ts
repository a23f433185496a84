import type { ApiClient } from '../../lib/api';
import { useStatsStore } from '../../stores/useStatsStore';

/**
 * The home page's snapshot (`GET /api/stats`), validated with its schema (loaded with it, so zod stays out of the
 * first load) and kept only if newer than an update already received.
 */
export async function loadStats(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useStatsStore.getState();
  store.loading();
  try {
    const [{ siteStatsSchema }, body] = await Promise.all([import('../lazySchemas'), api.json<unknown>('GET', '/api/stats')]);
    store.received(siteStatsSchema.parse(body));
  } catch {
    useStatsStore.getState().failed();
  }
}
