import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAffiliatePayoutDto, AffiliateProgrammeDto, PageDto, PayoutStatus } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

const PAGE = 25;

export const adminAffiliateKeys = {
  all: ['/api/admin/affiliates'] as const,
  overview: ['/api/admin/affiliates', 'overview'] as const,
  payouts: (status: PayoutStatus | 'any') => ['/api/admin/affiliates', 'payouts', status] as const,
};

/** The programme's totals and its leading affiliates. */
export function useProgramme() {
  return useQuery({
    queryKey: adminAffiliateKeys.overview,
    queryFn: ({ signal }) => api.json<AffiliateProgrammeDto>('GET', '/api/admin/affiliates/overview', undefined, { auth: true, signal }),
    refetchOnMount: 'always',
  });
}

/** Payout requests, newest first, of one status (the queue: requested) or all. */
export function useAdminPayouts(status: PayoutStatus | 'any') {
  return useInfiniteQuery({
    queryKey: adminAffiliateKeys.payouts(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (status !== 'any') params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return api.json<PageDto<AdminAffiliatePayoutDto>>('GET', `/api/admin/affiliates/payouts?${params.toString()}`, undefined, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export type PayoutDecision = { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approves (pays) or rejects a payout request (audited by the server); the lists and totals reload. */
export function usePayoutDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: PayoutDecision) =>
      api.json<AdminAffiliatePayoutDto>(
        'POST',
        `/api/admin/affiliates/payouts/${encodeURIComponent(d.id)}/${d.action}`,
        d.action === 'reject' ? { reason: d.reason } : undefined,
        { auth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all }),
  });
}
