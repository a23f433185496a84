import { create } from 'zustand';
import type { OpeningCompleted, StaffEventDto, StaffEventKind, StaffFeedPageDto, StaffOpeningDto, StaffOpeningsPageDto } from '@nova/protocol';
import { cursorFor, fold, snapshotFailed, snapshotLoaded, snapshotStarted, type StreamCursor } from '../realtime/merge';
import type { FeedStatus } from './useWinnersStore';

/** How many lines each staff stream keeps. */
export const STAFF_KEPT = 300;

/** An opening as the staff stream lists it, with the seq it came with (0 from a snapshot). */
type StaffOpening = StaffOpeningDto & { seq: number };

/** A line as the stream's cursor holds it while a snapshot loads. */
interface Line<T> {
  seq: number;
  item: T;
}

interface Stream<T> {
  status: FeedStatus;
  items: T[];
  /** Where the list stands in its stream (`realtime/merge.ts`). */
  cursor: StreamCursor<Line<T>>;
}

const emptyStream = <T>(cursor: StreamCursor<Line<T>>): Stream<T> => ({ status: 'idle', items: [], cursor });

/** A line at the top, unless the list has it (an event published twice carries a new seq and the same id). */
const prepend = <T extends { id: string }>(items: T[], { item }: Line<T>): T[] =>
  items.some((i) => i.id === item.id) ? items : [item, ...items].slice(0, STAFF_KEPT);

/** Lines admitted by the stream's cursor go to the top of the list (`into`: where, the held lines while paused). */
function merge<T extends { id: string }>(stream: Stream<T>, lines: Line<T>[], into = stream.items): { stream: Stream<T>; into: T[] } {
  const merged = fold(stream.cursor, into, lines, undefined, prepend);
  return { stream: { ...stream, cursor: merged.cursor }, into: merged.state };
}

/** A snapshot (newest first, as the server sends it) plus the lines held meanwhile that it does not have. */
function loaded<T extends { id: string }>(stream: Stream<T>, items: T[], seq: number): Stream<T> {
  const { cursor, held } = snapshotLoaded(stream.cursor, seq);
  const merged = fold(cursor, items.slice(0, STAFF_KEPT), held, undefined, prepend);
  return { status: 'ready', items: merged.state, cursor: merged.cursor };
}

/** A new line: to the top of the list, or to the lines held while paused (shown on resume). */
function received<T extends { id: string }>(stream: Stream<T>, held: T[], paused: boolean, line: Line<T>): { stream: Stream<T>; held: T[] } {
  if (!paused) {
    const merged = merge(stream, [line]);
    return { stream: { ...merged.stream, items: merged.into }, held };
  }
  const merged = merge(stream, [line], held);
  return { stream: merged.stream, held: merged.into };
}

/** Resuming: the held lines (newest first) go on top, but not those a snapshot read meanwhile already holds. */
function resumed<T extends { id: string; seq: number }>(stream: Stream<T>, held: T[]): Stream<T> {
  let items = stream.items;
  for (const item of [...held].reverse()) if (item.seq > stream.cursor.base) items = prepend(items, { seq: item.seq, item });
  return { ...stream, items };
}

/**
 * The staff live page's streams: the operations feed (`staff:event`, support + admins) and the openings
 * stream (`opening:completed`, staff). Snapshot + facts merged by each stream's cursor as everywhere, lines unique by
 * id. Pausing freezes what is shown; new lines wait in `held` until resumed.
 */
export interface StaffState {
  feed: Stream<StaffEventDto>;
  openings: Stream<StaffOpening>;
  paused: boolean;
  /** Lines that arrived while paused (feed, openings), shown on resume. */
  held: { feed: StaffEventDto[]; openings: StaffOpening[] };
  /** Kinds shown; empty means all. */
  kinds: StaffEventKind[];
  /** The last refusal of a staff feed subscription (e.g. STAFF_REQUIRED). */
  error: string | null;
  feedLoading(): void;
  feedLoaded(page: StaffFeedPageDto): void;
  feedFailed(): void;
  event(e: StaffEventDto): void;
  openingsLoading(): void;
  openingsLoaded(page: StaffOpeningsPageDto): void;
  openingsFailed(): void;
  opening(e: OpeningCompleted): void;
  setPaused(paused: boolean): void;
  toggleKind(kind: StaffEventKind): void;
  showAllKinds(): void;
  refused(code: string | null): void;
}

const startLoading = <T>(s: Stream<T>): Stream<T> => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading', cursor: snapshotStarted(s.cursor) });
const stopLoading = <T>(s: Stream<T>): Stream<T> => ({ ...s, status: s.items.length ? 'ready' : 'error', cursor: snapshotFailed(s.cursor) });

const initial = () => ({
  feed: emptyStream(cursorFor<'staff-feed', Line<StaffEventDto>>('changes')),
  openings: emptyStream(cursorFor<'staff-openings', Line<StaffOpening>>('changes')),
  paused: false,
  held: { feed: [] as StaffEventDto[], openings: [] as StaffOpening[] },
  kinds: [] as StaffEventKind[],
  error: null as string | null,
});

export const useStaffStore = create<StaffState>()((set) => ({
  ...initial(),
  feedLoading: () => set((s) => ({ feed: startLoading(s.feed) })),
  feedLoaded: (page) => set((s) => ({ feed: loaded(s.feed, page.entries, page.seq) })),
  feedFailed: () => set((s) => ({ feed: stopLoading(s.feed) })),
  event: (e) =>
    set((s) => {
      const next = received(s.feed, s.held.feed, s.paused, { seq: e.seq, item: e });
      return { feed: next.stream, held: { ...s.held, feed: next.held } };
    }),
  openingsLoading: () => set((s) => ({ openings: startLoading(s.openings) })),
  openingsLoaded: (page) =>
    set((s) => ({
      openings: loaded(
        s.openings,
        page.entries.map((o) => ({ ...o, seq: 0 })),
        page.seq,
      ),
    })),
  openingsFailed: () => set((s) => ({ openings: stopLoading(s.openings) })),
  opening: ({ seq, opening }) =>
    set((s) => {
      const next = received(s.openings, s.held.openings, s.paused, { seq, item: { ...opening, seq } });
      return { openings: next.stream, held: { ...s.held, openings: next.held } };
    }),
  setPaused: (paused) =>
    set((s) => {
      if (paused) return { paused };
      return { paused, feed: resumed(s.feed, s.held.feed), openings: resumed(s.openings, s.held.openings), held: { feed: [], openings: [] } };
    }),
  toggleKind: (kind) => set((s) => ({ kinds: s.kinds.includes(kind) ? s.kinds.filter((k) => k !== kind) : [...s.kinds, kind] })),
  showAllKinds: () => set({ kinds: [] }),
  refused: (code) => set({ error: code }),
}));

export const resetStaffStore = () => useStaffStore.setState(initial());
