import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateIntentBody,
  DepositLimitsBody,
  PaymentIntentDto,
  PurchaseDto,
  ResponsiblePlayDto,
  SelfExclusionBody,
  SimulatedConfirmBody,
  SimulatedConfirmDto,
} from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { paymentQueries } from './queries';

export function useCoinPackages() {
  return useQuery(paymentQueries.packages());
}

export function useResponsiblePlay() {
  return useQuery(paymentQueries.limits());
}

export function usePurchases() {
  return useInfiniteQuery(paymentQueries.purchases());
}

/** A mutation whose answer is the new responsible-play state (it replaces the cached one). */
function useResponsibleMutation<TInput>(send: (input: TInput) => Promise<ResponsiblePlayDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(paymentQueries.limits().queryKey, state),
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
