import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminAffiliatePayoutDto, AffiliateProgrammeDto, PageDto, PayoutStatus } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

const PAGE = 25;

/** The console's affiliate programme: `all` is the prefix of its totals and payout lists. */
export const adminAffiliateQueries = {
  all: ['admin', 'affiliates'] as const,
  overview: () =>
    queryOptions({
      queryKey: [...adminAffiliateQueries.all, 'overview'] as const,
      queryFn: ({ signal }) => api.json<AffiliateProgrammeDto>('GET', '/api/admin/affiliates/overview', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  payouts: (status: PayoutStatus | 'any') =>
    infiniteQueryOptions({
      queryKey: [...adminAffiliateQueries.all, 'payouts', status] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(PAGE) });
        if (status !== 'any') params.set('status', status);
        if (pageParam) params.set('cursor', pageParam);
        const path = `/api/admin/affiliates/payouts?${params.toString()}`;
        return api.json<PageDto<AdminAffiliatePayoutDto>>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
