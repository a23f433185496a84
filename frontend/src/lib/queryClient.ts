import { QueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { useSessionStore } from '../stores/useSessionStore';
import { createApiClient } from './api';

/**
 * The app's HTTP client: same-origin (or VITE_API_URL), Bearer token from the session store. When the server
 * refuses that token (expired, revoked by a role change, banned), the user is signed out.
 */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: (token) => {
    const session = useSessionStore.getState();
    if (session.token === token) session.logout();
  },
});

/** Shorthand for writes: `apiRequest('POST', '/api/boxes/1/open', undefined, { auth: true })`. */
export const apiRequest = api.request;

/**
 * Defaults: reads never refetch on their own, never go stale, and nothing retries. There is no default query
 * function: every query comes from its domain's query options factory (`features/<domain>/queries.ts`), which
 * pairs the key with the request, so a query without one fails loudly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
