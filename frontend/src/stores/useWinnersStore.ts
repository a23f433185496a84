import { create } from 'zustand';
import type { WinnerAnnounced, WinnerDto, WinnerHidden, WinnerUnhidden, WinnersPageDto } from '@nova/protocol';
import { fold, cursorFor, snapshotFailed, snapshotLoaded, snapshotStarted, type StreamCursor } from '../realtime/merge';

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How many winners the list keeps in memory (live ones push the oldest out). */
export const WINNERS_KEPT = 500;

/** A live fact of the `winners` feed: a new winner, one an admin hid, one shown again. */
export type WinnerFact =
  ({ type: 'announced' } & WinnerAnnounced) | ({ type: 'hidden' } & WinnerHidden) | ({ type: 'unhidden' } & WinnerUnhidden);

/**
 * The winners list, mirrored from `GET /api/winners` (snapshot + pages) and the `winners` stream (facts), merged by
 * the stream's cursor (`realtime/merge.ts`): facts wait while a snapshot loads, those at or below its seq are dropped,
 * and per winner a fact older than the last one applied is dropped (a late "announced" never brings back a hidden
 * winner). Winners hidden live are remembered, so a page fetched before the hide cannot bring them back. Entries are
 * unique by id, newest first.
 */
export interface WinnersState {
  status: FeedStatus;
  entries: WinnerDto[];
  /** Where the list stands in the `winners` stream. */
  cursor: StreamCursor<WinnerFact>;
  nextCursor: string | null;
  loadingMore: boolean;
  /** Ids that arrived live since the page opened (they animate in and carry a "new" mark). */
  fresh: Record<string, true>;
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

type Applied = Pick<WinnersState, 'entries' | 'fresh' | 'hiddenIds'>;

const idOf = (fact: WinnerFact) => (fact.type === 'hidden' ? fact.winnerId : fact.winner.id);

/** One fact the stream's cursor admitted. */
function apply(s: Applied, fact: WinnerFact): Applied {
  const id = idOf(fact);
  if (fact.type === 'hidden') return { ...s, entries: s.entries.filter((w) => w.id !== id), hiddenIds: { ...s.hiddenIds, [id]: true } };
  if (fact.type === 'announced' && (s.hiddenIds[id] || s.entries.some((w) => w.id === id))) return s;
  const { [id]: _shown, ...hiddenIds } = s.hiddenIds;
  const fresh = fact.type === 'announced' ? { ...s.fresh, [id]: true as const } : s.fresh;
  return { entries: insert(s.entries, fact.winner), fresh, hiddenIds };
}

const initial = {
  status: 'idle' as FeedStatus,
  entries: [] as WinnerDto[],
  cursor: cursorFor<'winners', WinnerFact>('changes'),
  nextCursor: null as string | null,
  loadingMore: false,
  fresh: {} as Record<string, true>,
  hiddenIds: {} as Record<string, true>,
};

export const useWinnersStore = create<WinnersState>()((set, get) => ({
  ...initial,
  snapshotStarted: () => set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading', cursor: snapshotStarted(s.cursor) })),
  snapshotLoaded: (page) =>
    set((s) => {
      const { cursor, held } = snapshotLoaded(s.cursor, page.seq);
      const snapshot: Applied = { entries: [...page.entries].sort(newestFirst), fresh: s.fresh, hiddenIds: {} };
      const merged = fold(cursor, snapshot, held, idOf, apply);
      return { ...merged.state, cursor: merged.cursor, status: 'ready', nextCursor: page.nextCursor };
    }),
  snapshotFailed: () => set((s) => ({ status: s.entries.length ? 'ready' : 'error', cursor: snapshotFailed(s.cursor) })),
  received: (fact) =>
    set((s) => {
      const merged = fold(s.cursor, { entries: s.entries, fresh: s.fresh, hiddenIds: s.hiddenIds }, [fact], idOf, apply);
      return { ...merged.state, cursor: merged.cursor };
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
