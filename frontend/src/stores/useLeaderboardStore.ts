import { create } from 'zustand';
import type { LeaderboardDto, LeaderboardTicked } from '@nova/protocol';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';
import type { FeedStatus } from './useWinnersStore';

/** How long a changed row stays highlighted after a tick. */
export const MOVED_HIGHLIGHT_MS = 2000;

/**
 * Today's leaderboard, from `GET /api/leaderboard/current` and `leaderboard:ticked`. Both carry the full
 * state with a seq; the store keeps the highest seq it has seen and drops anything older. `receivedAt` anchors
 * the countdown (`timeRemaining` was computed by the server at that moment), so the client's clock does not
 * need to agree with the server's.
 */
export interface LeaderboardState {
  status: FeedStatus;
  board: LeaderboardDto | null;
  /** Where the board stands in the `leaderboard` stream (snapshots and ticks alike). */
  cursor: StreamCursor;
  /** Local time (ms) when the current board arrived. */
  receivedAt: number;
  /** Player ids whose position or total changed in the last tick, with when. */
  changed: Record<string, number>;
  loading(): void;
  failed(): void;
  /** A snapshot or a tick; ignored unless newer than what is held. */
  received(board: LeaderboardDto, at?: number): void;
  ticked(tick: LeaderboardTicked): void;
}

function changedIds(before: LeaderboardDto | null, after: LeaderboardDto, at: number): Record<string, number> {
  if (!before || before.id !== after.id) return {};
  const old = new Map(before.entries.map((e) => [e.id, e]));
  const changed: Record<string, number> = {};
  for (const e of after.entries) {
    const prev = old.get(e.id);
    if (!prev || prev.position !== e.position || prev.totalSpent !== e.totalSpent) changed[e.id] = at;
  }
  return changed;
}

const initial = () => ({ status: 'idle' as FeedStatus, board: null, cursor: cursorFor<'leaderboard'>('state'), receivedAt: 0, changed: {} });

export const useLeaderboardStore = create<LeaderboardState>()((set, get) => ({
  ...initial(),
  loading: () => set((s) => ({ status: s.board ? s.status : 'loading' })),
  failed: () => set((s) => ({ status: s.board ? 'ready' : 'error' })),
  received: (board, at = Date.now()) => {
    const { cursor, verdict } = admit(get().cursor, board);
    if (verdict !== 'apply') return;
    set((s) => ({ status: 'ready', board, cursor, receivedAt: at, changed: changedIds(s.board, board, at) }));
  },
  ticked: (tick) => get().received({ ...tick.leaderboard, seq: tick.seq }),
}));

export const resetLeaderboardStore = () => useLeaderboardStore.setState(initial());
