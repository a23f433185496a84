import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageDto, ShipmentStatus, ShipmentUpdateBody, StaffShipmentDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Shipments per page of the console's list. */
export const SHIPMENTS_PAGE_SIZE = 20;

export const shipmentKeys = {
  all: ['/api/admin/shipments'] as const,
  list: (status: ShipmentStatus | null) => ['/api/admin/shipments', status ?? 'all'] as const,
};

/** Staff: every player's shipments, newest first, optionally one status, a page at a time. */
export function useStaffShipments(status: ShipmentStatus | null) {
  return useInfiniteQuery({
    queryKey: shipmentKeys.list(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(SHIPMENTS_PAGE_SIZE) });
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return api.json<PageDto<StaffShipmentDto>>('GET', `/api/admin/shipments?${query}`, undefined, { auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Staff: move a shipment one step; every list is refreshed afterwards (also after a refusal: someone else moved it). */
export function useAdvanceShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShipmentUpdateBody }) =>
      api.json<StaffShipmentDto>('PATCH', `/api/admin/shipments/${encodeURIComponent(id)}`, body, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
