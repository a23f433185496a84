import { create } from 'zustand';

export type ActivityStream = 'unboxings' | 'shipments' | 'dailyBonus';

/**
 * The latest seq of each of the player's own activity streams, from `unboxing:updated`, `shipment:updated` and
 * `balance:changed` of the daily bonus, and how many reconnections missed events. Pages that show those figures
 * refresh their REST reads when a number moves (`features/dashboard/useFollowActivity.ts`), so a second tab follows
 * what the first one did.
 */
export interface ActivityState extends Record<ActivityStream, number> {
  /** Unrecovered reconnections so far: any stream may have moved meanwhile. */
  resyncs: number;
  /** Keeps `seq` for `stream` when it is newer than the one held. */
  seen(stream: ActivityStream, seq: number): void;
  resynced(): void;
}

export const useActivityStore = create<ActivityState>()((set, get) => ({
  unboxings: 0,
  shipments: 0,
  dailyBonus: 0,
  resyncs: 0,
  seen: (stream, seq) => {
    if (seq > get()[stream]) set({ [stream]: seq });
  },
  resynced: () => set((s) => ({ resyncs: s.resyncs + 1 })),
}));
