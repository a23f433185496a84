import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminLedgerEntryDto,
  AdminUserDetailDto,
  AdminUserPageDto,
  AdminUserSort,
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

/** What each tab of a user's page lists. */
export interface TabEntries {
  ledger: AdminLedgerEntryDto;
  openings: HistoryEntryDto;
  shipments: StaffShipmentDto;
  tickets: SupportTicketDto;
}

/** The console's users: `all` is the prefix of every user read; `detail(id)`'s key prefixes that user's tabs. */
export const userQueries = {
  all: ['admin', 'users'] as const,
  /** One page of users, keeping the previous page on screen while the next one loads. */
  list: (q: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.all, 'list', q] as const,
      queryFn: ({ signal }) => {
        const query = new URLSearchParams({ page: String(q.page), pageSize: String(USERS_PAGE_SIZE), sort: q.sort, order: q.order });
        if (q.search) query.set('search', q.search);
        if (q.role) query.set('role', q.role);
        return api.json<AdminUserPageDto>('GET', `/api/admin/users?${query}`, undefined, { auth: true, signal });
      },
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  /** Up to 8 users matching `search` (for pickers); nothing is asked before two characters. */
  search: (search: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'search', search] as const,
      enabled: search.length >= 2,
      queryFn: ({ signal }) => {
        const query = new URLSearchParams({ search, pageSize: '8', sort: 'username', order: 'asc' });
        return api.json<AdminUserPageDto>('GET', `/api/admin/users?${query}`, undefined, { auth: true, signal });
      },
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  /** The header of a user's page. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userQueries.all, id] as const,
      queryFn: ({ signal }) =>
        api.json<AdminUserDetailDto>('GET', `/api/admin/users/${encodeURIComponent(id)}`, undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  /** One of a user's lists, newest first, a page at a time; `kind` narrows the ledger. */
  tab: <T extends UserTab>(id: string, tab: T, kind: LedgerKind | null = null) =>
    infiniteQueryOptions({
      queryKey: [...userQueries.all, id, tab, kind ?? 'all'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(USER_TAB_PAGE_SIZE) });
        if (kind) query.set('kind', kind);
        if (pageParam) query.set('cursor', pageParam);
        const path = `/api/admin/users/${encodeURIComponent(id)}/${tab}?${query}`;
        return api.json<PageDto<TabEntries[T]>>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
