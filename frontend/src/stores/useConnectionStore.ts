import { create } from 'zustand';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

/** The realtime connection as the UI sees it, fed by the socket's lifecycle events (`realtime/connection.ts`). */
export interface ConnectionState {
  status: ConnectionStatus;
  /** True when the last (re)connection restored the session: no missed events, no refetch needed. */
  recovered: boolean;
  /** The last connection error message, cleared on connect. */
  lastError: string | null;
  /** How many reconnection attempts since the last successful connection. */
  attempts: number;
  setStatus(status: ConnectionStatus): void;
  connected(recovered: boolean): void;
  failed(message: string): void;
  reconnecting(attempt: number): void;
}

export const useConnectionStore = create<ConnectionState>()((set) => ({
  status: 'disconnected',
  recovered: false,
  lastError: null,
  attempts: 0,
  setStatus: (status) => set({ status }),
  connected: (recovered) => set({ status: 'connected', recovered, lastError: null, attempts: 0 }),
  failed: (message) => set({ lastError: message }),
  reconnecting: (attempt) => set({ status: 'reconnecting', attempts: attempt }),
}));
