import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDto,
  ChangeEmailForm,
  ChangePasswordBody,
  EmailVerifiedDto,
  GoogleLinkStartDto,
  LanguageCode,
  SessionInfoDto,
} from '@nova/protocol';
import { i18n } from '../../i18n';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

export const accountKeys = {
  account: ['/api/account'] as const,
  sessions: ['/api/account/sessions'] as const,
};

const fresh = { refetchOnMount: 'always' } as const;
/** The language mail should be written in: the one the player uses here. */
const language = () => i18n.language as LanguageCode;

/** `GET /api/account`; keeps the session's user (email, verified) in step with it. */
export function useAccount() {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: async () => {
      const account = await api.json<AccountDto>('GET', '/api/account', undefined, { auth: true });
      useSessionStore.getState().updateUser(account.user);
      return account;
    },
    ...fresh,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => api.json<SessionInfoDto[]>('GET', '/api/account/sessions', undefined, { auth: true }),
    ...fresh,
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.json<void>('POST', '/api/account/password', body, { auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.json<void>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, undefined, { auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Ends every session, this one included, then signs out here. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.json<void>('POST', '/api/account/sign-out-everywhere', undefined, { auth: true }),
    onSuccess: () => useSessionStore.getState().logout(),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailForm) =>
      api.json<AccountDto>('POST', '/api/account/email', { ...body, language: language() }, { auth: true }),
    onSuccess: (account) => client.setQueryData(accountKeys.account, account),
  });
}

/** Sends the verification link again (rate limited on the server). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.json<void>('POST', '/api/account/verification', { language: language() }, { auth: true }),
  });
}

/** Starts "Connect Google": the browser goes to Google and comes back to /account. */
export async function startGoogleLink(): Promise<string> {
  return (await api.json<GoogleLinkStartDto>('POST', '/api/auth/google/link', undefined, { auth: true })).url;
}

export function verifyEmail(token: string): Promise<EmailVerifiedDto> {
  return api.json<EmailVerifiedDto>('POST', '/api/verify-email', { token });
}

/** Downloads `GET /api/account/export` as a file. */
export async function downloadExport(): Promise<void> {
  const res = await api.request('GET', '/api/account/export', undefined, { auth: true });
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'nova-account.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { confirm: string; currentPassword?: string }) => api.json<void>('DELETE', '/api/account', body, { auth: true }),
    onSuccess: () => useSessionStore.getState().logout(),
  });
}
