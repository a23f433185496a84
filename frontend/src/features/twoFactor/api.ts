import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthResponseDto,
  RecoveryCodesDto,
  TwoFactorConfirmRequest,
  TwoFactorLoginRequest,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** The two-factor reads: each entry pairs a key with the request that fills it. */
export const twoFactorQueries = {
  all: ['two-factor'] as const,
  /** `GET /api/account/two-factor`: on or off, required for this account, recovery codes left. */
  status: () =>
    queryOptions({
      queryKey: [...twoFactorQueries.all, 'status'] as const,
      queryFn: ({ signal }) => api.json<TwoFactorStatusDto>('GET', '/api/account/two-factor', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
};

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueries.status());
}

/** Starts a setup: a new secret as a QR code and as text (shown only in this answer). */
export function useStartSetup() {
  return useMutation({
    mutationFn: () => api.json<TwoFactorSetupDto>('POST', '/api/account/two-factor/setup', undefined, { auth: true }),
  });
}

function useStatusWrite<T, B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.json<T>('POST', `/api/account/two-factor/${path}`, body, { auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorQueries.all }),
  });
}

/** Turns two-factor on with the first code (and the password); answers the recovery codes, once. */
export const useEnableTwoFactor = () => useStatusWrite<RecoveryCodesDto, TwoFactorConfirmRequest>('enable');
/** New recovery codes (the old ones stop working). */
export const useRegenerateCodes = () => useStatusWrite<RecoveryCodesDto, TwoFactorConfirmRequest>('recovery-codes');
/** Turns two-factor off: the password and a code. */
export const useDisableTwoFactor = () => useStatusWrite<void, TwoFactorConfirmRequest>('disable');

/** `POST /api/login/2fa`: the sign-in's second step. */
export function completeTwoFactorSignIn(body: TwoFactorLoginRequest): Promise<AuthResponseDto> {
  return api.json<AuthResponseDto>('POST', '/api/login/2fa', body);
}
