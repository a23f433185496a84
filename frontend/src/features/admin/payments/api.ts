import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { adminPaymentQueries, type AdminPurchaseFilters } from './queries';

/** Purchases for admins, newest first, with filters; "Load more" pages by cursor. */
export function useAdminPurchases(filters: AdminPurchaseFilters) {
  return useInfiniteQuery(adminPaymentQueries.list(filters));
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
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPaymentQueries.all }),
  });
}
