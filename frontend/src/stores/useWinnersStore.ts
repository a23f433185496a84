import { create } from 'zustand';
import type { WinnerAnnounced, WinnerDto, WinnerHidden, WinnerUnhidden, WinnersPageDto } from '@nova/protocol';

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How many winners the list keeps in memory (live ones push the oldest out). */
export const WINNERS_KEPT = 500;

/** A live fact of the `winners` feed: a new winner, one an admin hid, one shown again. */
export type WinnerFact =
  ({ type: 'announced' } & WinnerAnnounced) | ({ type: 'hidden' } & WinnerHidden) | ({ type: 'unhidden' } & WinnerUnhidden);

/**
 * The winners list, mirrored from `GET /api/winners` (snapshot + pages) and the `winners` feed (facts). Facts that
 * arrive while a snapshot is loading wait in `pending`; when it lands, only those newer than its `seq` apply. Per
 * winner, a fact older than the last one applied is dropped (a late "announced" never brings back a hidden winner);
 * winners hidden live are remembered, so a page fetched before the hide cannot bring them back. Entries are unique by
 * id, newest first.
 */
export interface WinnersState {
  status: FeedStatus;
  entries: WinnerDto[];
  /** The snapshot's seq: facts at or below it are already in the list. Infinity while a snapshot loads. */
  snapshotSeq: number;
  /** The highest seq applied so far. */
  seq: number;
  nextCursor: string | null;
  loadingMore: boolean;
  /** Ids that arrived live since the page opened (they animate in and carry a "new" mark). */
  fresh: Record<string, true>;
  pending: WinnerFact[];
  factSeq: Record<string, number>;
  hiddenIds: Record<string, true>;
  /** A snapshot load started (first load or after an unrecovered reconnect): facts are held until it lands. */
  snapshotStarted(): void;
  snapshotLoaded(page: WinnersPageDto): void;
  snapshotFailed(): void;
  /** A live fact. */
  received(fact: WinnerFact): void;
  /** A `winner:announced` delta (shorthand for `received`). */
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

type Applied = Pick<WinnersState, 'entries' | 'seq' | 'fresh' | 'factSeq' | 'hiddenIds'>;

/** One fact on top of `s` (already known to be newer than the snapshot). */
function apply(s: Applied, fact: WinnerFact): Applied {
  const id = fact.type === 'hidden' ? fact.winnerId : fact.winner.id;
  if ((s.factSeq[id] ?? 0) >= fact.seq) return s;
  const next: Applied = { ...s, seq: Math.max(s.seq, fact.seq), factSeq: { ...s.factSeq, [id]: fact.seq } };
  if (fact.type === 'hidden') {
    next.entries = s.entries.filter((w) => w.id !== id);
    next.hiddenIds = { ...s.hiddenIds, [id]: true };
    return next;
  }
  if (fact.type === 'announced' && (s.hiddenIds[id] || s.entries.some((w) => w.id === id))) return next;
  const { [id]: _shown, ...hiddenIds } = s.hiddenIds;
  next.hiddenIds = hiddenIds;
  next.entries = insert(s.entries, fact.winner);
  if (fact.type === 'announced') next.fresh = { ...s.fresh, [id]: true };
  return next;
}

const initial = {
  status: 'idle' as FeedStatus,
  entries: [] as WinnerDto[],
  snapshotSeq: 0,
  seq: 0,
  nextCursor: null as string | null,
  loadingMore: false,
  fresh: {} as Record<string, true>,
  pending: [] as WinnerFact[],
  factSeq: {} as Record<string, number>,
  hiddenIds: {} as Record<string, true>,
};

export const useWinnersStore = create<WinnersState>()((set, get) => ({
  ...initial,
  snapshotStarted: () =>
    set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading', pending: [], snapshotSeq: Number.POSITIVE_INFINITY })),
  snapshotLoaded: (page) =>
    set((s) => {
      let state: Applied = { entries: [...page.entries].sort(newestFirst), seq: page.seq, fresh: s.fresh, factSeq: {}, hiddenIds: {} };
      for (const fact of [...s.pending].sort((a, b) => a.seq - b.seq)) if (fact.seq > page.seq) state = apply(state, fact);
      return { ...state, status: 'ready', snapshotSeq: page.seq, nextCursor: page.nextCursor, pending: [] };
    }),
  snapshotFailed: () => set((s) => ({ status: s.entries.length ? 'ready' : 'error', pending: [], snapshotSeq: s.seq })),
  received: (fact) =>
    set((s) => {
      if (s.snapshotSeq === Number.POSITIVE_INFINITY) return { pending: [...s.pending, fact] };
      if (fact.seq <= s.snapshotSeq) return {};
      return apply(s, fact);
    }),
  announced: (delta) => get().received({ type: 'announced', ...delta }),
  moreStarted: () => set({ loadingMore: true }),
  moreLoaded: (page) =>
    set((s) => {
      const known = new Set(s.entries.map((w) => w.id));
      const added = page.entries.filter((w) => !known.has(w.id) && !s.hiddenIds[w.id]);
      return { entries: [...s.entries, ...added], nextCursor: page.nextCursor, loadingMore: false };
    }),
  moreFailed: () => set({ loadingMore: false }),
}));

/** Back to the start (tests, sign-out does not matter: the list is public). */
export const resetWinnersStore = () => useWinnersStore.setState(initial);
