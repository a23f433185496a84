import { create } from 'zustand';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';

export type ActivityStream = 'unboxings' | 'shipments' | 'dailyBonus';

/** A cursor on the live stream behind each of the player's activity figures (the daily bonus moves the balance). */
const openCursors = (): Record<ActivityStream, StreamCursor> => ({
  unboxings: cursorFor<'unboxings'>('state'),
  shipments: cursorFor<'shipments'>('state'),
  dailyBonus: cursorFor<'balance'>('state'),
});

/**
 * The latest seq of each of the player's own activity streams, from `unboxing:updated`, `shipment:updated` and
 * `balance:changed` of the daily bonus, and how many reconnections missed events. Pages that show those figures
 * refresh their REST reads when a number moves (`features/dashboard/useFollowActivity.ts`), so a second tab follows
 * what the first one did.
 */
export interface ActivityState extends Record<ActivityStream, number> {
  /** Unrecovered reconnections so far: any stream may have moved meanwhile. */
  resyncs: number;
  cursors: Record<ActivityStream, StreamCursor>;
  /** Keeps `seq` for `stream` when it is newer than the one held. */
  seen(stream: ActivityStream, seq: number): void;
  resynced(): void;
}

export const useActivityStore = create<ActivityState>()((set, get) => ({
  unboxings: 0,
  shipments: 0,
  dailyBonus: 0,
  resyncs: 0,
  cursors: openCursors(),
  seen: (stream, seq) => {
    const { cursor, verdict } = admit(get().cursors[stream], { seq });
    if (verdict === 'apply') set((s) => ({ [stream]: seq, cursors: { ...s.cursors, [stream]: cursor } }));
  },
  resynced: () => set((s) => ({ resyncs: s.resyncs + 1 })),
}));
