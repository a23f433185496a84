import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffiliateSummaryDto, PageDto, PayoutDto, PayoutRequestBody, ReferralCodeChangeBody, ReferralDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Rows per page of the referrals and payout lists. */
export const AFFILIATE_PAGE_SIZE = 20;

export const affiliateKeys = {
  all: ['/api/affiliates'] as const,
  summary: ['/api/affiliates', 'me'] as const,
  referrals: ['/api/affiliates', 'referrals'] as const,
  payouts: ['/api/affiliates', 'payouts'] as const,
};

/** The player's programme figures (code, tier, balances); `seq` orders it against the live facts. */
export function useAffiliateSummary() {
  return useQuery({
    queryKey: affiliateKeys.summary,
    queryFn: ({ signal }) => api.json<AffiliateSummaryDto>('GET', '/api/affiliates/me', undefined, { auth: true, signal }),
    refetchOnMount: 'always',
  });
}

function usePaged<T>(key: readonly string[], path: string) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<PageDto<T>>('GET', `${path}?limit=${AFFILIATE_PAGE_SIZE}${cursor}`, undefined, { auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** The player's referrals, newest first, a page at a time. */
export const useReferrals = () => usePaged<ReferralDto>([...affiliateKeys.referrals], '/api/affiliates/referrals');

/** The player's payout requests, newest first, a page at a time. */
export const usePayouts = () => usePaged<PayoutDto>([...affiliateKeys.payouts], '/api/affiliates/payouts');

/** Chooses a new referral code (once); the answer is the new summary. */
export function useChangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralCodeChangeBody) => api.json<AffiliateSummaryDto>('PUT', '/api/affiliates/me/code', body, { auth: true }),
    onSuccess: (summary) => queryClient.setQueryData(affiliateKeys.summary, summary),
  });
}

/** Asks for a payout; the summary and the history reload. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequestBody) => api.json<PayoutDto>('POST', '/api/affiliates/payouts', body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
