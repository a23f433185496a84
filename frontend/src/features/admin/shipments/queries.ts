import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PageDto, ShipmentStatus, StaffShipmentDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Shipments per page of the console's list. */
export const SHIPMENTS_PAGE_SIZE = 20;

/** The console's shipments: `all` is the prefix of every list. */
export const shipmentQueries = {
  all: ['admin', 'shipments'] as const,
  list: (status: ShipmentStatus | null) =>
    infiniteQueryOptions({
      queryKey: [...shipmentQueries.all, status ?? 'all'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(SHIPMENTS_PAGE_SIZE) });
        if (status) query.set('status', status);
        if (pageParam) query.set('cursor', pageParam);
        return api.json<PageDto<StaffShipmentDto>>('GET', `/api/admin/shipments?${query}`, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
