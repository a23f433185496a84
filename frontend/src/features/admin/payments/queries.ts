import { infiniteQueryOptions } from '@tanstack/react-query';
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

function query(filters: AdminPurchaseFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.refund) params.set('refund', filters.refund);
  if (filters.flagged !== undefined) params.set('flagged', String(filters.flagged));
  if (filters.userId) params.set('userId', filters.userId);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The console's purchases: `all` is the prefix of every filtered list. */
export const adminPaymentQueries = {
  all: ['admin', 'purchases'] as const,
  /** Purchases for admins, newest first, with filters; "Load more" pages by cursor. */
  list: (filters: AdminPurchaseFilters) =>
    infiniteQueryOptions({
      queryKey: [...adminPaymentQueries.all, filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const path = `/api/admin/payments/purchases?${query(filters, pageParam)}`;
        return api.json<PageDto<AdminPurchaseDto>>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
