import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AffiliateSummaryDto, PageDto, PayoutDto, ReferralDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Rows per page of the referrals and payout lists. */
export const AFFILIATE_PAGE_SIZE = 20;

function paged<T>(queryKey: readonly string[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<PageDto<T>>('GET', `${path}?limit=${AFFILIATE_PAGE_SIZE}${cursor}`, undefined, { auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** The player's affiliate programme: each entry pairs a key with the request that fills it; `all` is the prefix. */
export const affiliateQueries = {
  all: ['affiliates'] as const,
  /** The player's programme figures (code, tier, balances); `seq` orders it against the live facts. */
  summary: () =>
    queryOptions({
      queryKey: [...affiliateQueries.all, 'me'] as const,
      queryFn: ({ signal }) => api.json<AffiliateSummaryDto>('GET', '/api/affiliates/me', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  /** The player's referrals, newest first, a page at a time. */
  referrals: () => paged<ReferralDto>([...affiliateQueries.all, 'referrals'], '/api/affiliates/referrals'),
  /** The player's payout requests, newest first, a page at a time. */
  payouts: () => paged<PayoutDto>([...affiliateQueries.all, 'payouts'], '/api/affiliates/payouts'),
};
