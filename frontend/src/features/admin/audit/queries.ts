import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminUserDto, AdminUserPageDto, AuditAction, AuditPageDto, StaffRole } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { userQueries } from '../users/queries';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** What the audit list is narrowed to; null is "all". */
export interface AuditFilters {
  action: AuditAction | null;
  actorId: string | null;
}

/** The audit log: `all` is the prefix of every filtered list. */
export const auditQueries = {
  all: ['admin', 'audit'] as const,
  /** The audit log newest first, filtered, a page at a time ("Load more" calls `fetchNextPage`). */
  list: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all, filters.action ?? 'all', filters.actorId ?? 'all'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
        if (filters.action) query.set('action', filters.action);
        if (filters.actorId) query.set('actorId', filters.actorId);
        if (pageParam) query.set('cursor', pageParam);
        return api.json<AuditPageDto>('GET', `/api/admin/audit?${query}`, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
  /** The staff accounts (admins, then support), by name: under the users prefix, so user changes refresh it. */
  staff: () =>
    queryOptions({
      queryKey: [...userQueries.all, 'staff'] as const,
      queryFn: async ({ signal }) => {
        const page = (role: StaffRole) =>
          api.json<AdminUserPageDto>('GET', `/api/admin/users?role=${role}&pageSize=100`, undefined, { auth: true, signal });
        const pages = await Promise.all([page('admin'), page('support')]);
        return pages.flatMap((p): AdminUserDto[] => p.users);
      },
    }),
};
