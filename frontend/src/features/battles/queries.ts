import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { BattleDto, BattleMode, BattlesPageDto, BattleStatus, CreateBattleBody, JoinBattleBody } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** The lobby's filters: a mode, and a seat price range in coins (null: any). */
export interface LobbyFilters {
  mode: BattleMode | null;
  minPriceCoins: number | null;
  maxPriceCoins: number | null;
}

export const NO_FILTERS: LobbyFilters = { mode: null, minPriceCoins: null, maxPriceCoins: null };

function listPath(base: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** Box battles over REST (routes in `protocol/src/schemas/battles.ts`): each entry pairs a key with its request. */
export const battleQueries = {
  all: ['battles'] as const,
  /** The lobby's snapshot: public battles waiting, running and just finished, filtered on the server too. */
  lobby: (filters: LobbyFilters) =>
    queryOptions({
      queryKey: [...battleQueries.all, 'lobby', filters] as const,
      queryFn: ({ signal }) =>
        api.json<BattlesPageDto>('GET', listPath('/api/battles', { limit: 50, mode: filters.mode, minPriceCoins: filters.minPriceCoins, maxPriceCoins: filters.maxPriceCoins }), undefined, { signal }),
      refetchOnMount: 'always',
    }),
  /** One battle (a private one needs its invite code unless the caller sits in it). */
  one: (id: string, invite: string | null) =>
    queryOptions({
      queryKey: [...battleQueries.all, 'one', id, invite] as const,
      queryFn: ({ signal }) =>
        api.json<BattleDto>('GET', listPath(`/api/battles/${encodeURIComponent(id)}`, { invite }), undefined, { signal }),
      refetchOnMount: 'always',
      retry: false,
    }),
  /** The signed-in player's battles, newest first (the history tab). */
  mine: () =>
    infiniteQueryOptions({
      queryKey: [...battleQueries.all, 'mine'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api.json<BattlesPageDto>('GET', listPath('/api/battles/mine', { cursor: pageParam }), undefined, { auth: true, signal }),
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
  /** Admins: every battle, private ones included. */
  admin: (status: BattleStatus | null) =>
    queryOptions({
      queryKey: [...battleQueries.all, 'admin', status] as const,
      queryFn: ({ signal }) => api.json<BattlesPageDto>('GET', listPath('/api/admin/battles', { status, limit: 50 }), undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
};

/** The battle's writes; each answers the whole battle. */
export const battleActions = {
  create: (body: CreateBattleBody) => api.json<BattleDto>('POST', '/api/battles', body, { auth: true }),
  join: (id: string, body: JoinBattleBody) => api.json<BattleDto>('POST', `/api/battles/${encodeURIComponent(id)}/join`, body, { auth: true }),
  fillWithBots: (id: string) => api.json<BattleDto>('POST', `/api/battles/${encodeURIComponent(id)}/bots`, {}, { auth: true }),
  cancel: (id: string) => api.json<BattleDto>('POST', `/api/battles/${encodeURIComponent(id)}/cancel`, {}, { auth: true }),
};

/** The link that opens a battle; a private one carries its invite code. */
export function battleLink(id: string, invite: string | null, origin = window.location.origin): string {
  return `${origin}/battles/${id}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
}
