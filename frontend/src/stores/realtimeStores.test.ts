import { buildBoard, buildStaffEvent, buildWinner } from '../../test/realtimeFixtures';
import { resetLeaderboardStore, useLeaderboardStore } from './useLeaderboardStore';
import { usePresenceStore } from './usePresenceStore';
import { resetStaffStore, useStaffStore } from './useStaffStore';
import { resetWinnersStore, useWinnersStore } from './useWinnersStore';

beforeEach(() => {
  resetWinnersStore();
  resetLeaderboardStore();
  resetStaffStore();
});

describe('winners store', () => {
  it('holds deltas while the snapshot loads, then applies only those newer than it, without duplicates', () => {
    const store = useWinnersStore.getState();
    const [a, b, c, d] = [buildWinner(), buildWinner(), buildWinner(), buildWinner()];
    store.snapshotStarted();
    store.announced({ seq: 10, winner: b }); // already in the snapshot (seq <= 11)
    store.announced({ seq: 12, winner: a }); // newer than the snapshot and not in it
    store.snapshotLoaded({ entries: [b, c, d], nextCursor: 'x', seq: 11 });
    const s = useWinnersStore.getState();
    expect(s.entries.map((w) => w.id)).toEqual([a.id, b.id, c.id, d.id]);
    expect(s.fresh).toEqual({ [a.id]: true });
    expect(s.cursor.seq).toBe(12);
  });

  it('drops deltas at or below the snapshot seq and ids it already lists; inserts others in time order', () => {
    const [a, b] = [buildWinner(), buildWinner()];
    useWinnersStore.getState().snapshotStarted();
    useWinnersStore.getState().snapshotLoaded({ entries: [a], nextCursor: null, seq: 5 });
    useWinnersStore.getState().announced({ seq: 5, winner: b });
    expect(useWinnersStore.getState().entries).toHaveLength(1);
    useWinnersStore.getState().announced({ seq: 6, winner: a });
    expect(useWinnersStore.getState().entries).toHaveLength(1);
    const newest = buildWinner({ createdAt: '2026-02-01T00:00:00.000Z' });
    useWinnersStore.getState().announced({ seq: 7, winner: newest });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([newest.id, a.id]);
  });

  it('appends Load More pages, skipping winners already shown', () => {
    const [a, b, c] = [buildWinner(), buildWinner(), buildWinner()];
    useWinnersStore.getState().snapshotStarted();
    useWinnersStore.getState().snapshotLoaded({ entries: [a, b], nextCursor: 'c1', seq: 1 });
    useWinnersStore.getState().moreStarted();
    useWinnersStore.getState().moreLoaded({ entries: [b, c], nextCursor: null, seq: 1 });
    expect(useWinnersStore.getState()).toMatchObject({ nextCursor: null, loadingMore: false });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([a.id, b.id, c.id]);
  });
});

describe('winners store: hidden and shown again', () => {
  const ready = (entries: ReturnType<typeof buildWinner>[], seq = 1) => {
    useWinnersStore.getState().snapshotStarted();
    useWinnersStore.getState().snapshotLoaded({ entries, nextCursor: 'c1', seq });
  };

  it('drops a hidden winner, keeps it out of later pages and late facts, and puts it back in its place when shown again', () => {
    const [a, b, c] = [
      buildWinner({ createdAt: '2026-03-03T00:00:00.000Z' }),
      buildWinner({ createdAt: '2026-03-02T00:00:00.000Z' }),
      buildWinner({ createdAt: '2026-03-01T00:00:00.000Z' }),
    ];
    ready([a, b]);
    const { received } = useWinnersStore.getState();
    received({ type: 'hidden', seq: 4, winnerId: b.id });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([a.id]);
    received({ type: 'announced', seq: 3, winner: b }); // older than the hide
    useWinnersStore.getState().moreLoaded({ entries: [b, c], nextCursor: null, seq: 2 }); // a page read before the hide
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([a.id, c.id]);
    received({ type: 'unhidden', seq: 5, winner: b });
    const s = useWinnersStore.getState();
    expect(s.entries.map((w) => w.id)).toEqual([a.id, b.id, c.id]);
    expect(s.fresh[b.id]).toBeUndefined();
    expect(s.cursor.seq).toBe(5);
    received({ type: 'hidden', seq: 5, winnerId: b.id }); // not newer than what was applied for it
    expect(useWinnersStore.getState().entries).toHaveLength(3);
  });

  it('applies a hide that arrived while the snapshot loaded only if it is newer than the snapshot', () => {
    const [a, b] = [buildWinner(), buildWinner()];
    useWinnersStore.getState().snapshotStarted();
    useWinnersStore.getState().received({ type: 'hidden', seq: 8, winnerId: a.id });
    useWinnersStore.getState().received({ type: 'hidden', seq: 9, winnerId: b.id });
    useWinnersStore.getState().snapshotLoaded({ entries: [a, b], nextCursor: null, seq: 8 });
    expect(useWinnersStore.getState().entries.map((w) => w.id)).toEqual([a.id]);
  });
});

describe('leaderboard store', () => {
  it('keeps the newest state by seq and marks rows whose figures changed', () => {
    const store = useLeaderboardStore.getState();
    store.received(
      buildBoard(
        [
          { id: 'a', username: 'Ann', totalSpent: 500 },
          { id: 'b', username: 'Bo', totalSpent: 300 },
        ],
        4,
      ),
      1000,
    );
    store.ticked({ seq: 3, leaderboard: buildBoard([{ id: 'b', username: 'Bo', totalSpent: 900 }], 3) }); // older: dropped
    expect(useLeaderboardStore.getState().board?.entries.map((e) => e.id)).toEqual(['a', 'b']);
    useLeaderboardStore.getState().ticked({
      seq: 6,
      leaderboard: buildBoard(
        [
          { id: 'b', username: 'Bo', totalSpent: 900 },
          { id: 'a', username: 'Ann', totalSpent: 500 },
        ],
        6,
      ),
    });
    const s = useLeaderboardStore.getState();
    expect(s.cursor.seq).toBe(6);
    expect(s.board?.entries.map((e) => e.id)).toEqual(['b', 'a']);
    expect(Object.keys(s.changed).sort()).toEqual(['a', 'b']);
  });
});

describe('presence store', () => {
  it('drops counts older than the one it holds', () => {
    usePresenceStore.getState().counted({ seq: 10, online: 5 });
    usePresenceStore.getState().counted({ seq: 9, online: 50 });
    expect(usePresenceStore.getState().online).toBe(5);
  });
});

describe('staff store', () => {
  it('merges held deltas into the snapshot and holds new lines while paused', () => {
    const store = useStaffStore.getState();
    const old = buildStaffEvent({ kind: 'signup', seq: 3 });
    store.feedLoading();
    store.event(buildStaffEvent({ kind: 'grant', seq: 2 })); // at or below the snapshot: dropped
    const newer = buildStaffEvent({ kind: 'opening', seq: 5 });
    store.event(newer);
    store.feedLoaded({ entries: [old], seq: 4 });
    expect(useStaffStore.getState().feed.items.map((e) => e.id)).toEqual([newer.id, old.id]);

    useStaffStore.getState().setPaused(true);
    const whilePaused = buildStaffEvent({ kind: 'payment', seq: 6 });
    useStaffStore.getState().event(whilePaused);
    expect(useStaffStore.getState().feed.items).toHaveLength(2);
    expect(useStaffStore.getState().held.feed).toHaveLength(1);
    useStaffStore.getState().setPaused(false);
    expect(useStaffStore.getState().feed.items[0]?.id).toBe(whilePaused.id);
    expect(useStaffStore.getState().held.feed).toEqual([]);
  });
});
