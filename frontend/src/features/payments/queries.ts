import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CoinPackageDto, PageDto, PurchaseDto, ResponsiblePlayDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Rows per page of the dashboard's purchases list. */
export const PURCHASES_PAGE_SIZE = 10;

/** Payments: each entry pairs a key with the request that fills it. */
export const paymentQueries = {
  /** The server's coin packages (they never change while the page is open). */
  packages: () =>
    queryOptions({
      queryKey: ['payments', 'packages'] as const,
      queryFn: ({ signal }) => api.json<CoinPackageDto[]>('GET', '/api/coin-packages', undefined, { signal }),
    }),
  /** The player's 18+ confirmation, deposit limits (with what each window used) and self-exclusion. */
  limits: () =>
    queryOptions({
      queryKey: ['payments', 'limits'] as const,
      queryFn: ({ signal }) => api.json<ResponsiblePlayDto>('GET', '/api/payments/limits', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  /** The player's purchases, newest first, a page at a time. */
  purchases: () =>
    infiniteQueryOptions({
      queryKey: ['payments', 'purchases'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
        const path = `/api/payments/purchases?limit=${PURCHASES_PAGE_SIZE}${cursor}`;
        return api.json<PageDto<PurchaseDto>>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
