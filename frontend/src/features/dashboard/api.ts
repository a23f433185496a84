import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DailyBonusClaimDto,
  DailyBonusStatusDto,
  HistoryEntryDto,
  PageDto,
  PlayerSummaryDto,
  ShipmentDto,
  ShippingAddress,
  UnboxingActionResultDto,
} from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

/** Rows per page of recent activity. */
export const HISTORY_PAGE_SIZE = 10;

export const dashboardKeys = {
  summary: ['/api/me/summary'] as const,
  history: ['/api/history'] as const,
  shipments: ['/api/shipments'] as const,
  dailyBonus: ['/api/daily-bonus'] as const,
};

// The dashboard reads fresh figures each time it is shown: openings elsewhere change them.
const fresh = { refetchOnMount: 'always' } as const;

export function useSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => api.json<PlayerSummaryDto>('GET', '/api/me/summary', undefined, { auth: true }),
    ...fresh,
  });
}

/** The player's openings, newest first, a page at a time ("Load more" calls `fetchNextPage`). */
export function useHistory() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.history,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<PageDto<HistoryEntryDto>>('GET', `/api/history?limit=${HISTORY_PAGE_SIZE}${cursor}`, undefined, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    ...fresh,
  });
}

export function useShipments() {
  return useQuery({
    queryKey: dashboardKeys.shipments,
    queryFn: () => api.json<PageDto<ShipmentDto>>('GET', '/api/shipments?limit=20', undefined, { auth: true }),
    ...fresh,
  });
}

export function useDailyBonus() {
  return useQuery({
    queryKey: dashboardKeys.dailyBonus,
    queryFn: () => api.json<DailyBonusStatusDto>('GET', '/api/daily-bonus', undefined, { auth: true }),
    ...fresh,
  });
}

/** Claims the daily bonus; on success the balance on screen changes at once and the status is replaced. */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.json<DailyBonusClaimDto>('POST', '/api/daily-bonus/claim', undefined, { auth: true }),
    onSuccess: (result) => {
      useSessionStore.getState().applyBalance(result.balance, result.balanceVersion);
      queryClient.setQueryData(dashboardKeys.dailyBonus, result.status);
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
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.history });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.shipments });
    },
  });
}
