import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DailyBonusStatusDto, HistoryEntryDto, PageDto, PlayerSummaryDto, ShipmentDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Rows per page of recent activity. */
export const HISTORY_PAGE_SIZE = 10;

// The dashboard reads fresh figures each time it is shown: openings elsewhere change them.
const fresh = { refetchOnMount: 'always' } as const;

/** The signed-in player's own figures: each entry pairs a key with the request that fills it. */
export const dashboardQueries = {
  all: ['me'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'summary'] as const,
      queryFn: ({ signal }) => api.json<PlayerSummaryDto>('GET', '/api/me/summary', undefined, { auth: true, signal }),
      ...fresh,
    }),
  /** The player's openings, newest first, a page at a time ("Load more" calls `fetchNextPage`). */
  history: () =>
    infiniteQueryOptions({
      queryKey: [...dashboardQueries.all, 'history'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
        const path = `/api/history?limit=${HISTORY_PAGE_SIZE}${cursor}`;
        return api.json<PageDto<HistoryEntryDto>>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      ...fresh,
    }),
  shipments: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'shipments'] as const,
      queryFn: ({ signal }) => api.json<PageDto<ShipmentDto>>('GET', '/api/shipments?limit=20', undefined, { auth: true, signal }),
      ...fresh,
    }),
  dailyBonus: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'daily-bonus'] as const,
      queryFn: ({ signal }) => api.json<DailyBonusStatusDto>('GET', '/api/daily-bonus', undefined, { auth: true, signal }),
      ...fresh,
    }),
};
