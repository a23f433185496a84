import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyBonusClaimDto, ShippingAddress, UnboxingActionResultDto } from '@nova/protocol';
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

export type UnboxingActionInput = { id: string; action: 'resell' } | { id: string; action: 'ship'; address: ShippingAddress };

/** Ships or resells a pending win (the same call the opening dialog makes), then refreshes the figures it changes. */
export function useUnboxingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UnboxingActionInput) =>
      api.json<UnboxingActionResultDto>('POST', `/api/unboxings/${encodeURIComponent(id)}/action`, body, { auth: true }),
    onSuccess: (result) => {
      useSessionStore.getState().applyBalance(result.userBalance, result.balanceVersion);
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.history().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.summary().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.shipments().queryKey });
    },
  });
}
