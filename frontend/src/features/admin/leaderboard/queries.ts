import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminPayoutDto, LeaderboardSettingsDto, PageDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Paid competitions per page of the payout history. */
export const PAYOUTS_PAGE_SIZE = 5;

/** The console's leaderboard settings and payout history. */
export const leaderboardAdminQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'leaderboard', 'settings'] as const,
      queryFn: ({ signal }) =>
        api.json<LeaderboardSettingsDto>('GET', '/api/admin/leaderboard/settings', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  payouts: () =>
    infiniteQueryOptions({
      queryKey: ['admin', 'leaderboard', 'payouts'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(PAYOUTS_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return api.json<PageDto<AdminPayoutDto>>('GET', `/api/admin/leaderboard/payouts?${query}`, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
