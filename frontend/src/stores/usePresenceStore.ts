import { create } from 'zustand';
import type { PresenceCounted } from '@nova/protocol';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';

/** Players online across the cluster (`presence:counted`); older counts are dropped by seq. */
export interface PresenceState {
  online: number | null;
  cursor: StreamCursor;
  counted(payload: PresenceCounted): void;
}

export const usePresenceStore = create<PresenceState>()((set, get) => ({
  online: null,
  cursor: cursorFor<'presence'>('state'),
  counted: (fact) => {
    const { cursor, verdict } = admit(get().cursor, fact);
    if (verdict === 'apply') set({ online: fact.online, cursor });
  },
}));
