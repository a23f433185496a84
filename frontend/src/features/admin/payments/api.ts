import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDto, PageDto, PurchaseStatus, RefundRequestStatus } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** The list filters of `GET /api/admin/payments/purchases`. */
export interface AdminPurchaseFilters {
  status?: PurchaseStatus;
  refund?: RefundRequestStatus;
  flagged?: boolean;
  userId?: string;
}

const PAGE = 25;

export const adminPaymentKeys = {
  all: ['/api/admin/payments/purchases'] as const,
  list: (filters: AdminPurchaseFilters) => ['/api/admin/payments/purchases', filters] as const,
};

function query(filters: AdminPurchaseFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.refund) params.set('refund', filters.refund);
  if (filters.flagged !== undefined) params.set('flagged', String(filters.flagged));
  if (filters.userId) params.set('userId', filters.userId);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Purchases for admins, newest first, with filters; "Load more" pages by cursor. */
export function useAdminPurchases(filters: AdminPurchaseFilters) {
  return useInfiniteQuery({
    queryKey: adminPaymentKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.json<PageDto<AdminPurchaseDto>>('GET', `/api/admin/payments/purchases?${query(filters, pageParam)}`, undefined, {
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export type AdminDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string } | { id: string; action: 'resolve' };

const paths = { approve: 'refund/approve', reject: 'refund/reject', resolve: 'flag/resolve' } as const;

/** Approves or rejects a refund request, or resolves a flag (each recorded server-side for the audit log); lists reload. */
export function useAdminDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: AdminDecision) =>
      api.json<AdminPurchaseDto>(
        'POST',
        `/api/admin/payments/purchases/${encodeURIComponent(d.id)}/${paths[d.action]}`,
        d.action === 'reject' ? { reason: d.reason } : undefined,
        { auth: true },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
  });
}
