import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDto,
  AdminUserUpdateBody,
  ClawbackBody,
  ClawbackResultDto,
  GrantCoinsBody,
  GrantResultDto,
  LedgerKind,
} from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { userQueries, type UserListQuery, type UserTab } from './queries';

/** Staff: one page of users, keeping the previous page on screen while the next one loads. */
export function useUserList(q: UserListQuery) {
  return useQuery(userQueries.list(q));
}

/** Staff: up to 8 users matching `text` (for pickers); nothing is asked before two characters. */
export function useUserSearch(text: string) {
  return useQuery(userQueries.search(text.trim()));
}

/** Staff: the header of a user's page. */
export function useUserDetail(id: string) {
  return useQuery(userQueries.detail(id));
}

/** Staff: one of a user's lists, newest first, a page at a time; `kind` narrows the ledger. */
export function useUserTab<T extends UserTab>(id: string, tab: T, kind: LedgerKind | null = null) {
  return useInfiniteQuery(userQueries.tab(id, tab, kind));
}

/** Admins: credit coins (the body carries the dialog's idempotency key). Every user view refreshes afterwards. */
export function useGrantCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantCoinsBody) => api.json<GrantResultDto>('POST', '/api/admin/give-coins', body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all }),
  });
}

/** Admins: take coins back with a reason. */
export function useClawback(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClawbackBody) =>
      api.json<ClawbackResultDto>('POST', `/api/admin/users/${encodeURIComponent(userId)}/clawback`, body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all }),
  });
}

/** Admins: change a user's role or ban; every user view refreshes afterwards (also after a refusal). */
export function useUpdateAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) =>
      api.json<AdminUserDto>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}`, body, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.all }),
  });
}
