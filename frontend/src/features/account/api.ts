import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDto, ChangeEmailForm, ChangePasswordBody, EmailVerifiedDto, GoogleLinkStartDto, LanguageCode } from '@nova/protocol';
import { i18n } from '../../i18n';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { accountQueries } from './queries';

/** The language mail should be written in: the one the player uses here. */
const language = () => i18n.language as LanguageCode;

export function useAccount() {
  return useQuery(accountQueries.account());
}

export function useSessions() {
  return useQuery(accountQueries.sessions());
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.json<void>('POST', '/api/account/password', body, { auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.json<void>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, undefined, { auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
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
    onSuccess: (account) => client.setQueryData(accountQueries.account().queryKey, account),
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
