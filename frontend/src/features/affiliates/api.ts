import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffiliateSummaryDto, PayoutDto, PayoutRequestBody, ReferralCodeChangeBody } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { affiliateQueries } from './queries';

export function useAffiliateSummary() {
  return useQuery(affiliateQueries.summary());
}

export const useReferrals = () => useInfiniteQuery(affiliateQueries.referrals());

export const usePayouts = () => useInfiniteQuery(affiliateQueries.payouts());

/** Chooses a new referral code (once); the answer is the new summary. */
export function useChangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralCodeChangeBody) => api.json<AffiliateSummaryDto>('PUT', '/api/affiliates/me/code', body, { auth: true }),
    onSuccess: (summary) => queryClient.setQueryData(affiliateQueries.summary().queryKey, summary),
  });
}

/** Asks for a payout; the summary and the history reload. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequestBody) => api.json<PayoutDto>('POST', '/api/affiliates/payouts', body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateQueries.all }),
  });
}
