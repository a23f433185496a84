import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { StaffEventKind } from '@nova/protocol';
import { useStaffStore } from '../../stores/useStaffStore';

/**
 * Refreshes the queries under `queryKey` when a new line of `kind` reaches the staff operations feed (the admin
 * console keeps `staff:feed` subscribed), so a list shows changes made elsewhere without a reload. Lines held
 * while the feed is paused count too.
 */
export function useRefreshOnStaffEvent(kind: StaffEventKind, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const latest = useStaffStore(
    (s) => s.held.feed.find((e) => e.kind === kind)?.id ?? s.feed.items.find((e) => e.kind === kind)?.id ?? null,
  );
  const seen = useRef(latest);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => {
    if (latest === seen.current) return;
    seen.current = latest;
    void queryClient.invalidateQueries({ queryKey: key.current });
  }, [latest, queryClient]);
}
