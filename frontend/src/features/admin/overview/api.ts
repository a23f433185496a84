import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OverviewPeriod } from '@nova/protocol';
import { useFeed } from '../../../realtime/feeds';
import { useOverviewStore } from '../../../stores/useOverviewStore';
import { overviewQueries } from './queries';

/**
 * The figures of one period, kept current: the `staff:overview` feed is subscribed while mounted, the first read
 * waits for the subscription (so no change can fall between the two), a resubscription after an unrecovered
 * reconnection reads again, and an `overview:changed` newer than the figures held reads them again. No polling.
 */
export function useOverview(period: OverviewPeriod) {
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(false);
  const query = useQuery({
    ...overviewQueries.period(period),
    enabled: subscribed,
    placeholderData: keepPreviousData,
  });
  useFeed('staff:overview', () => {
    if (subscribed) void queryClient.invalidateQueries({ queryKey: overviewQueries.all });
    else setSubscribed(true);
  });
  const latest = useOverviewStore((s) => s.seq);
  const held = query.isPlaceholderData ? undefined : query.data?.seq;
  useEffect(() => {
    if (held === undefined || latest <= held) return;
    void queryClient.invalidateQueries({ queryKey: overviewQueries.all });
  }, [latest, held, queryClient]);
  return query;
}
