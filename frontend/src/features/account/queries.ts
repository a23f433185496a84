import { queryOptions } from '@tanstack/react-query';
import type { AccountDto, SessionInfoDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

const fresh = { refetchOnMount: 'always' } as const;

/** The account page's reads: each entry pairs a key with the request that fills it. */
export const accountQueries = {
  all: ['account'] as const,
  /** `GET /api/account`; keeps the session's user (email, verified) in step with it. */
  account: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'details'] as const,
      queryFn: async ({ signal }) => {
        const account = await api.json<AccountDto>('GET', '/api/account', undefined, { auth: true, signal });
        useSessionStore.getState().updateUser(account.user);
        return account;
      },
      ...fresh,
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'sessions'] as const,
      queryFn: ({ signal }) => api.json<SessionInfoDto[]>('GET', '/api/account/sessions', undefined, { auth: true, signal }),
      ...fresh,
    }),
};
