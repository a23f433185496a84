import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoinPackageDto,
  CreateIntentBody,
  DepositLimitsBody,
  PageDto,
  PaymentIntentDto,
  PurchaseDto,
  ResponsiblePlayDto,
  SelfExclusionBody,
  SimulatedConfirmBody,
  SimulatedConfirmDto,
} from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { usePurchaseStore } from '../../stores/usePurchaseStore';

/** Rows per page of the dashboard's purchases list. */
export const PURCHASES_PAGE_SIZE = 10;

export const paymentKeys = {
  packages: ['/api/coin-packages'] as const,
  limits: ['/api/payments/limits'] as const,
  purchases: ['/api/payments/purchases'] as const,
};

/** The server's coin packages (they never change while the page is open). */
export function useCoinPackages() {
  return useQuery({ queryKey: paymentKeys.packages, queryFn: () => api.json<CoinPackageDto[]>('GET', '/api/coin-packages') });
}

/** The player's 18+ confirmation, deposit limits (with what each window used) and self-exclusion. */
export function useResponsiblePlay() {
  return useQuery({
    queryKey: paymentKeys.limits,
    queryFn: () => api.json<ResponsiblePlayDto>('GET', '/api/payments/limits', undefined, { auth: true }),
    refetchOnMount: 'always',
  });
}

/** The player's purchases, newest first, a page at a time. */
export function usePurchases() {
  return useInfiniteQuery({
    queryKey: paymentKeys.purchases,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<PageDto<PurchaseDto>>('GET', `/api/payments/purchases?limit=${PURCHASES_PAGE_SIZE}${cursor}`, undefined, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** A mutation whose answer is the new responsible-play state (it replaces the cached one). */
function useResponsibleMutation<TInput>(send: (input: TInput) => Promise<ResponsiblePlayDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(paymentKeys.limits, state),
  });
}

export const useConfirmAge = () =>
  useResponsibleMutation(() => api.json<ResponsiblePlayDto>('POST', '/api/payments/age-confirmation', undefined, { auth: true }));

export const useSetLimits = () =>
  useResponsibleMutation((body: DepositLimitsBody) => api.json<ResponsiblePlayDto>('PUT', '/api/payments/limits', body, { auth: true }));

export const useSelfExclude = () =>
  useResponsibleMutation((body: SelfExclusionBody) =>
    api.json<ResponsiblePlayDto>('POST', '/api/payments/self-exclusion', body, { auth: true }),
  );

/** Starts paying for a package; the purchase goes into the store the live updates write to. */
export function useCreateIntent() {
  return useMutation({
    mutationFn: (body: CreateIntentBody) => api.json<PaymentIntentDto>('POST', '/api/payments/intents', body, { auth: true }),
    onSuccess: (intent) => void usePurchaseStore.getState().received(intent.purchase),
  });
}

/** The simulated provider's card form (demo mode). The outcome itself arrives as `purchase:updated`. */
export function confirmSimulated(body: SimulatedConfirmBody): Promise<SimulatedConfirmDto> {
  return api.json<SimulatedConfirmDto>('POST', '/api/payments/simulated/confirm', body, { auth: true });
}

/** Asks for a refund of one of the player's purchases. */
export function useRequestRefund() {
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api.json<PurchaseDto>('POST', `/api/payments/purchases/${encodeURIComponent(purchaseId)}/refund-request`, undefined, { auth: true }),
    onSuccess: (purchase) => void usePurchaseStore.getState().received(purchase),
  });
}
