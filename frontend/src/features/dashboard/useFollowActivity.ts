import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActivityStore, type ActivityStream } from '../../stores/useActivityStore';
import { dashboardQueries } from './queries';

/** What each stream changes on the dashboard (history rows show shipment statuses too). */
const AFFECTS: Record<ActivityStream, readonly QueryKey[]> = {
  unboxings: [dashboardQueries.history().queryKey, dashboardQueries.summary().queryKey],
  shipments: [dashboardQueries.shipments().queryKey, dashboardQueries.history().queryKey],
  dailyBonus: [dashboardQueries.dailyBonus().queryKey],
};
const STREAMS = Object.keys(AFFECTS) as ActivityStream[];

/**
 * Refreshes the dashboard's reads when the player's activity moves (pushes from any tab, device or staff), and
 * all of them after a reconnection that missed events.
 */
export function useFollowActivity(): void {
  const client = useQueryClient();
  const latest = useActivityStore((s) => `${s.unboxings}:${s.shipments}:${s.dailyBonus}:${s.resyncs}`);
  const seen = useRef(useActivityStore.getState());
  useEffect(() => {
    const now = useActivityStore.getState();
    const missed = now.resyncs !== seen.current.resyncs;
    const moved = STREAMS.filter((stream) => missed || now[stream] !== seen.current[stream]);
    seen.current = now;
    new Set(moved.flatMap((stream) => AFFECTS[stream])).forEach((queryKey) => void client.invalidateQueries({ queryKey }));
  }, [latest, client]);
}
