import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyBonusClaimDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { dashboardQueries } from './queries';

export function useSummary() {
  return useQuery(dashboardQueries.summary());
}

export function useHistory() {
  return useInfiniteQuery(dashboardQueries.history());
}

export function useShipments() {
  return useQuery(dashboardQueries.shipments());
}

export function useDailyBonus() {
  return useQuery(dashboardQueries.dailyBonus());
}

/** Claims the daily bonus; on success the balance on screen changes at once and the status is replaced. */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.json<DailyBonusClaimDto>('POST', '/api/daily-bonus/claim', undefined, { auth: true }),
    onSuccess: (result) => {
      useSessionStore.getState().applyBalance(result.balance, result.balanceVersion);
      queryClient.setQueryData(dashboardQueries.dailyBonus().queryKey, result.status);
    },
  });
}
