import { create } from 'zustand';
import type {
  OpeningCompleted,
  StaffEventDto,
  StaffEventKind,
  StaffFeedPageDto,
  StaffOpeningDto,
  StaffOpeningsPageDto,
} from '@nova/protocol';
import type { FeedStatus } from './useWinnersStore';

/** How many lines each staff stream keeps. */
export const STAFF_KEPT = 300;

interface Stream<T> {
  status: FeedStatus;
  items: T[];
  snapshotSeq: number;
  seq: number;
  /** Deltas held while a snapshot loads. */
  pending: { seq: number; item: T }[];
}

const emptyStream = <T>(): Stream<T> => ({ status: 'idle', items: [], snapshotSeq: 0, seq: 0, pending: [] });

function merge<T extends { id: string }>(stream: Stream<T>, seq: number, item: T): Stream<T> {
  if (stream.snapshotSeq === Number.POSITIVE_INFINITY) return { ...stream, pending: [...stream.pending, { seq, item }] };
  if (seq <= stream.snapshotSeq || stream.items.some((i) => i.id === item.id)) return stream;
  return { ...stream, items: [item, ...stream.items].slice(0, STAFF_KEPT), seq: Math.max(stream.seq, seq) };
}

/** A snapshot (newest first, as the server sends it) plus the deltas held meanwhile that it does not have. */
function loaded<T extends { id: string }>(stream: Stream<T>, items: T[], seq: number): Stream<T> {
  let next: Stream<T> = { status: 'ready', items: items.slice(0, STAFF_KEPT), snapshotSeq: seq, seq, pending: [] };
  for (const p of [...stream.pending].sort((a, b) => a.seq - b.seq)) next = merge(next, p.seq, p.item);
  return next;
}

/**
 * The staff live page's streams: the operations feed (`staff:event`, support + admins) and the openings
 * stream (`opening:completed`, admins). Snapshot + deltas as everywhere (dedupe by id, drop deltas at or
 * below the snapshot's seq). Pausing freezes what is shown; new lines wait in `held` until resumed.
 */
export interface StaffState {
  feed: Stream<StaffEventDto>;
  openings: Stream<StaffOpeningDto & { seq: number }>;
  paused: boolean;
  /** Lines that arrived while paused (feed, openings), shown on resume. */
  held: { feed: StaffEventDto[]; openings: (StaffOpeningDto & { seq: number })[] };
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

const startLoading = <T>(s: Stream<T>): Stream<T> => ({
  ...s,
  status: s.status === 'ready' ? 'ready' : 'loading',
  pending: [],
  snapshotSeq: Number.POSITIVE_INFINITY,
});
const stopLoading = <T>(s: Stream<T>): Stream<T> => ({ ...s, status: s.items.length ? 'ready' : 'error', pending: [], snapshotSeq: s.seq });

export const useStaffStore = create<StaffState>()((set) => ({
  feed: emptyStream(),
  openings: emptyStream(),
  paused: false,
  held: { feed: [], openings: [] },
  kinds: [],
  error: null,
  feedLoading: () => set((s) => ({ feed: startLoading(s.feed) })),
  feedLoaded: (page) => set((s) => ({ feed: loaded(s.feed, page.entries, page.seq) })),
  feedFailed: () => set((s) => ({ feed: stopLoading(s.feed) })),
  event: (e) =>
    set((s) => {
      if (s.paused && s.feed.snapshotSeq !== Number.POSITIVE_INFINITY) {
        if (e.seq <= s.feed.snapshotSeq || s.held.feed.some((h) => h.id === e.id)) return {};
        return { held: { ...s.held, feed: [e, ...s.held.feed] } };
      }
      return { feed: merge(s.feed, e.seq, e) };
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
      const item = { ...opening, seq };
      if (s.paused && s.openings.snapshotSeq !== Number.POSITIVE_INFINITY) {
        if (seq <= s.openings.snapshotSeq || s.held.openings.some((h) => h.id === item.id)) return {};
        return { held: { ...s.held, openings: [item, ...s.held.openings] } };
      }
      return { openings: merge(s.openings, seq, item) };
    }),
  setPaused: (paused) =>
    set((s) => {
      if (paused) return { paused };
      let feed = s.feed;
      for (const e of [...s.held.feed].reverse()) feed = merge(feed, e.seq, e);
      let openings = s.openings;
      for (const o of [...s.held.openings].reverse()) openings = merge(openings, o.seq, o);
      return { paused, feed, openings, held: { feed: [], openings: [] } };
    }),
  toggleKind: (kind) => set((s) => ({ kinds: s.kinds.includes(kind) ? s.kinds.filter((k) => k !== kind) : [...s.kinds, kind] })),
  showAllKinds: () => set({ kinds: [] }),
  refused: (code) => set({ error: code }),
}));

export const resetStaffStore = () =>
  useStaffStore.setState({
    feed: emptyStream(),
    openings: emptyStream(),
    paused: false,
    held: { feed: [], openings: [] },
    kinds: [],
    error: null,
  });
