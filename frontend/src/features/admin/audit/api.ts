import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditQueries, type AuditFilters } from './queries';

/** Admins: the audit log newest first, filtered, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditQueries.list(filters));
}

/** The staff accounts (admins, then support), by name: who can appear as an audit entry's actor. */
export function useStaffAccounts() {
  return useQuery(auditQueries.staff());
}
