import { openingCompletedSchema, staffEventSchema, type StaffFeedPageDto, type StaffOpeningsPageDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useStaffStore } from '../../stores/useStaffStore';
import { fact, onFacts, refetchOnGap } from '../facts';
import type { NovaSocket } from '../socket';

/** Lines fetched for each staff snapshot. */
export const STAFF_SNAPSHOT_SIZE = 100;

/**
 * `staff:event` and `opening:completed` -> the staff store (the server only sends them to staff rooms); a line either
 * stream lost reads that stream's snapshot again.
 */
export function registerStaffHandlers(socket: NovaSocket): () => void {
  const store = () => useStaffStore.getState();
  const stops = [
    onFacts(socket, [
      fact('staff:event', staffEventSchema, (f) => store().event(f)),
      fact('opening:completed', openingCompletedSchema, (f) => store().opening(f)),
    ]),
    refetchOnGap(useStaffStore, (s) => s.feed.cursor, 'staff:feed'),
    refetchOnGap(useStaffStore, (s) => s.openings.cursor, 'staff:openings'),
  ];
  return () => stops.forEach((stop) => stop());
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
