import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAffiliatePayoutDto, PayoutStatus } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { adminAffiliateQueries } from './queries';

/** The programme's totals and its leading affiliates. */
export function useProgramme() {
  return useQuery(adminAffiliateQueries.overview());
}

/** Payout requests, newest first, of one status (the queue: requested) or all. */
export function useAdminPayouts(status: PayoutStatus | 'any') {
  return useInfiniteQuery(adminAffiliateQueries.payouts(status));
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAffiliateQueries.all }),
  });
}
