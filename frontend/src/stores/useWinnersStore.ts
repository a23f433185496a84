import { create } from 'zustand';
import type { WinnerAnnounced, WinnerDto, WinnersPageDto } from '@nova/protocol';

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How many winners the list keeps in memory (live ones push the oldest out). */
export const WINNERS_KEPT = 500;

/**
 * The winners list, mirrored from `GET /api/winners` (snapshot + pages) and `winner:announced` (deltas).
 * Deltas that arrive while a snapshot is loading wait in `pending`; when it lands, only those newer than its
 * `seq` and not already listed are applied. Entries are unique by id, newest first.
 */
export interface WinnersState {
  status: FeedStatus;
  entries: WinnerDto[];
  /** The snapshot's seq: deltas at or below it are already in the list. */
  snapshotSeq: number;
  /** The highest seq applied so far. */
  seq: number;
  nextCursor: string | null;
  loadingMore: boolean;
  /** Ids that arrived live since the page opened (they animate in and carry a "new" mark). */
  fresh: Record<string, true>;
  pending: WinnerAnnounced[];
  /** A snapshot load started (first load or after an unrecovered reconnect): deltas are held until it lands. */
  snapshotStarted(): void;
  snapshotLoaded(page: WinnersPageDto): void;
  snapshotFailed(): void;
  /** A `winner:announced` delta. */
  announced(delta: WinnerAnnounced): void;
  moreStarted(): void;
  /** The next page (Load More) arrived. */
  moreLoaded(page: WinnersPageDto): void;
  moreFailed(): void;
}

const newestFirst = (a: WinnerDto, b: WinnerDto) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function insert(entries: WinnerDto[], winner: WinnerDto): WinnerDto[] {
  if (entries.some((w) => w.id === winner.id)) return entries;
  return [...entries, winner].sort(newestFirst).slice(0, WINNERS_KEPT);
}

const initial = {
  status: 'idle' as FeedStatus,
  entries: [] as WinnerDto[],
  snapshotSeq: 0,
  seq: 0,
  nextCursor: null as string | null,
  loadingMore: false,
  fresh: {} as Record<string, true>,
  pending: [] as WinnerAnnounced[],
};

export const useWinnersStore = create<WinnersState>()((set) => ({
  ...initial,
  snapshotStarted: () =>
    set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading', pending: [], snapshotSeq: Number.POSITIVE_INFINITY })),
  snapshotLoaded: (page) =>
    set((s) => {
      let entries = [...page.entries].sort(newestFirst);
      const fresh = { ...s.fresh };
      let seq = page.seq;
      for (const delta of s.pending) {
        if (delta.seq <= page.seq) continue;
        entries = insert(entries, delta.winner);
        fresh[delta.winner.id] = true;
        seq = Math.max(seq, delta.seq);
      }
      return { status: 'ready', entries, snapshotSeq: page.seq, seq, nextCursor: page.nextCursor, pending: [], fresh };
    }),
  snapshotFailed: () => set((s) => ({ status: s.entries.length ? 'ready' : 'error', pending: [], snapshotSeq: s.seq })),
  announced: (delta) =>
    set((s) => {
      if (s.snapshotSeq === Number.POSITIVE_INFINITY) return { pending: [...s.pending, delta] };
      if (delta.seq <= s.snapshotSeq || s.entries.some((w) => w.id === delta.winner.id)) return {};
      return { entries: insert(s.entries, delta.winner), seq: Math.max(s.seq, delta.seq), fresh: { ...s.fresh, [delta.winner.id]: true } };
    }),
  moreStarted: () => set({ loadingMore: true }),
  moreLoaded: (page) =>
    set((s) => {
      const known = new Set(s.entries.map((w) => w.id));
      return { entries: [...s.entries, ...page.entries.filter((w) => !known.has(w.id))], nextCursor: page.nextCursor, loadingMore: false };
    }),
  moreFailed: () => set({ loadingMore: false }),
}));

/** Back to the start (tests, sign-out does not matter: the list is public). */
export const resetWinnersStore = () => useWinnersStore.setState(initial);
