import { create } from 'zustand';
import type { OverviewChanged } from '@nova/protocol';

/**
 * The newest `overview:changed` the admin's socket received. The figures themselves are REST reads (one period
 * at a time); a snapshot whose seq is below `seq` is out of date and is read again.
 */
export interface OverviewState {
  seq: number;
  changed(payload: OverviewChanged): void;
}

export const useOverviewStore = create<OverviewState>()((set, get) => ({
  seq: 0,
  changed: ({ seq }) => {
    if (seq > get().seq) set({ seq });
  },
}));

export const resetOverviewStore = () => useOverviewStore.setState({ seq: 0 });
