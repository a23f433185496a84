import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUserDto, AdminUserPageDto, AuditAction, AuditPageDto, StaffRole } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** What the audit list is narrowed to; null is "all". */
export interface AuditFilters {
  action: AuditAction | null;
  actorId: string | null;
}

export const auditKeys = {
  all: ['/api/admin/audit'] as const,
  list: (f: AuditFilters) => ['/api/admin/audit', f.action ?? 'all', f.actorId ?? 'all'] as const,
  staff: ['/api/admin/users', 'staff'] as const,
};

/** Admins: the audit log newest first, filtered, a page at a time ("Load more" calls `fetchNextPage`). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
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
  });
}

/** The staff accounts (admins, then support), by name: who can appear as an audit entry's actor. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: auditKeys.staff,
    queryFn: async ({ signal }) => {
      const page = (role: StaffRole) =>
        api.json<AdminUserPageDto>('GET', `/api/admin/users?role=${role}&pageSize=100`, undefined, { auth: true, signal });
      const pages = await Promise.all([page('admin'), page('support')]);
      return pages.flatMap((p): AdminUserDto[] => p.users);
    },
  });
}
