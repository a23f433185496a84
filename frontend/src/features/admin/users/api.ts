import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLedgerEntryDto,
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserPageDto,
  AdminUserSort,
  AdminUserUpdateBody,
  ClawbackBody,
  ClawbackResultDto,
  GrantCoinsBody,
  GrantResultDto,
  HistoryEntryDto,
  LedgerKind,
  PageDto,
  Role,
  SortOrder,
  StaffShipmentDto,
  SupportTicketDto,
} from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Users per page of the console's list, and per page of a user's tabs. */
export const USERS_PAGE_SIZE = 20;
export const USER_TAB_PAGE_SIZE = 20;

/** What the user list shows: a page of a search, a role and a sort. */
export interface UserListQuery {
  search: string;
  role: Role | null;
  sort: AdminUserSort;
  order: SortOrder;
  page: number;
}

/** The tabs of a user's page, each one paged list. */
export type UserTab = 'ledger' | 'openings' | 'shipments' | 'tickets';

export const userKeys = {
  all: ['/api/admin/users'] as const,
  list: (q: UserListQuery) => ['/api/admin/users', 'list', q] as const,
  search: (text: string) => ['/api/admin/users', 'search', text] as const,
  detail: (id: string) => ['/api/admin/users', id] as const,
  tab: (id: string, tab: UserTab, filter: string | null = null) => ['/api/admin/users', id, tab, filter ?? 'all'] as const,
};

/** Staff: one page of users, keeping the previous page on screen while the next one loads. */
export function useUserList(q: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(q.page), pageSize: String(USERS_PAGE_SIZE), sort: q.sort, order: q.order });
      if (q.search) query.set('search', q.search);
      if (q.role) query.set('role', q.role);
      return api.json<AdminUserPageDto>('GET', `/api/admin/users?${query}`, undefined, { auth: true, signal });
    },
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Staff: up to 8 users matching `text` (for pickers); nothing is asked before two characters. */
export function useUserSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: userKeys.search(search),
    enabled: search.length >= 2,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ search, pageSize: '8', sort: 'username', order: 'asc' });
      return api.json<AdminUserPageDto>('GET', `/api/admin/users?${query}`, undefined, { auth: true, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Staff: the header of a user's page. */
export function useUserDetail(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) =>
      api.json<AdminUserDetailDto>('GET', `/api/admin/users/${encodeURIComponent(id)}`, undefined, { auth: true, signal }),
    refetchOnMount: 'always',
  });
}

interface TabEntries {
  ledger: AdminLedgerEntryDto;
  openings: HistoryEntryDto;
  shipments: StaffShipmentDto;
  tickets: SupportTicketDto;
}

/** Staff: one of a user's lists, newest first, a page at a time; `kind` narrows the ledger. */
export function useUserTab<T extends UserTab>(id: string, tab: T, kind: LedgerKind | null = null) {
  return useInfiniteQuery({
    queryKey: userKeys.tab(id, tab, kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(USER_TAB_PAGE_SIZE) });
      if (kind) query.set('kind', kind);
      if (pageParam) query.set('cursor', pageParam);
      return api.json<PageDto<TabEntries[T]>>('GET', `/api/admin/users/${encodeURIComponent(id)}/${tab}?${query}`, undefined, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Admins: credit coins (the body carries the dialog's idempotency key). Every user view refreshes afterwards. */
export function useGrantCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantCoinsBody) => api.json<GrantResultDto>('POST', '/api/admin/give-coins', body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Admins: take coins back with a reason. */
export function useClawback(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClawbackBody) =>
      api.json<ClawbackResultDto>('POST', `/api/admin/users/${encodeURIComponent(userId)}/clawback`, body, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Admins: change a user's role or ban; every user view refreshes afterwards (also after a refusal). */
export function useUpdateAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) =>
      api.json<AdminUserDto>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}`, body, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
