import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentStatus, ShipmentUpdateBody, StaffShipmentDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { shipmentQueries } from './queries';

/** Staff: every player's shipments, newest first, optionally one status, a page at a time. */
export function useStaffShipments(status: ShipmentStatus | null) {
  return useInfiniteQuery(shipmentQueries.list(status));
}

/** Staff: move a shipment one step; every list is refreshed afterwards (also after a refusal: someone else moved it). */
export function useAdvanceShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShipmentUpdateBody }) =>
      api.json<StaffShipmentDto>('PATCH', `/api/admin/shipments/${encodeURIComponent(id)}`, body, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentQueries.all }),
  });
}
