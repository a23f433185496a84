import { create } from 'zustand';
import type { OverviewChanged } from '@nova/protocol';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';

/**
 * The newest `overview:changed` the admin's socket received. The figures themselves are REST reads (one period
 * at a time); a snapshot whose seq is below `seq` is out of date and is read again.
 */
export interface OverviewState {
  /** The newest seq of the `overview` stream seen (the cursor's, for the page). */
  seq: number;
  cursor: StreamCursor;
  changed(payload: OverviewChanged): void;
}

const initial = () => ({ seq: 0, cursor: cursorFor<'overview'>('state') });

export const useOverviewStore = create<OverviewState>()((set, get) => ({
  ...initial(),
  changed: (fact) => {
    const { cursor, verdict } = admit(get().cursor, fact);
    if (verdict === 'apply') set({ seq: cursor.seq, cursor });
  },
}));

export const resetOverviewStore = () => useOverviewStore.setState(initial());
