import { create } from 'zustand';
import type { PresenceCounted } from '@nova/protocol';

/** Players online across the cluster (`presence:counted`); older counts are dropped by seq. */
export interface PresenceState {
  online: number | null;
  seq: number;
  counted(payload: PresenceCounted): void;
}

export const usePresenceStore = create<PresenceState>()((set, get) => ({
  online: null,
  seq: 0,
  counted: ({ seq, online }) => {
    if (seq <= get().seq) return;
    set({ online, seq });
  },
}));
