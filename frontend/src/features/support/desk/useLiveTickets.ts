import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStaffStore } from '../../../stores/useStaffStore';
import { supportKeys } from '../api';

/**
 * Refreshes the ticket lists when a new `ticket` line reaches the staff feed (the page keeps `staff:feed`
 * subscribed), so tickets appear without a reload. Lines held while the feed is paused count too.
 */
export function useLiveTickets(): void {
  const queryClient = useQueryClient();
  const latest = useStaffStore(
    (s) => s.held.feed.find((e) => e.kind === 'ticket')?.id ?? s.feed.items.find((e) => e.kind === 'ticket')?.id ?? null,
  );
  const seen = useRef(latest);
  useEffect(() => {
    if (latest === seen.current) return;
    seen.current = latest;
    void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
  }, [latest, queryClient]);
}
