import { openingCompletedSchema, staffEventSchema, type StaffFeedPageDto, type StaffOpeningsPageDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useStaffStore } from '../../stores/useStaffStore';
import type { NovaSocket } from '../socket';

/** Lines fetched for each staff snapshot. */
export const STAFF_SNAPSHOT_SIZE = 100;

/** `staff:event` and `opening:completed` -> the staff store (the server only sends them to staff rooms). */
export function registerStaffHandlers(socket: NovaSocket): () => void {
  const onEvent = (payload: unknown) => {
    const parsed = staffEventSchema.safeParse(payload);
    if (parsed.success) useStaffStore.getState().event(parsed.data);
  };
  const onOpening = (payload: unknown) => {
    const parsed = openingCompletedSchema.safeParse(payload);
    if (parsed.success) useStaffStore.getState().opening(parsed.data);
  };
  socket.on('staff:event', onEvent);
  socket.on('opening:completed', onOpening);
  return () => {
    socket.off('staff:event', onEvent);
    socket.off('opening:completed', onOpening);
  };
}

export async function loadStaffFeed(api: Pick<ApiClient, 'json'>): Promise<void> {
  useStaffStore.getState().feedLoading();
  try {
    useStaffStore
      .getState()
      .feedLoaded(await api.json<StaffFeedPageDto>('GET', `/api/staff/feed?limit=${STAFF_SNAPSHOT_SIZE}`, undefined, { auth: true }));
  } catch {
    useStaffStore.getState().feedFailed();
  }
}

export async function loadStaffOpenings(api: Pick<ApiClient, 'json'>): Promise<void> {
  useStaffStore.getState().openingsLoading();
  try {
    useStaffStore
      .getState()
      .openingsLoaded(await api.json<StaffOpeningsPageDto>('GET', '/api/staff/openings?limit=50', undefined, { auth: true }));
  } catch {
    useStaffStore.getState().openingsFailed();
  }
}
