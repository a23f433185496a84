import { STREAMS } from '@nova/protocol';
import { GAP_WAIT_MS, admit, fold, missing, openCursor, snapshotFailed, snapshotLoaded, snapshotStarted, watchGaps, type StreamCursor } from './merge';

type Fact = { seq: number; id: string };
const f = (seq: number, id = `f${seq}`): Fact => ({ seq, id });
const applied = (cursor: StreamCursor<Fact>, facts: Fact[], keyOf?: (fact: Fact) => string) =>
  fold(cursor, [] as number[], facts, keyOf, (list, fact) => [...list, fact.seq]);

describe('merge: state streams', () => {
  it('applies a fact only when it is newer than the newest applied', () => {
    const { state, cursor } = applied(openCursor(STREAMS.leaderboard), [f(3), f(2), f(3), f(5)]);
    expect(state).toEqual([3, 5]);
    expect(cursor.seq).toBe(5);
    expect(missing(cursor)).toBeNull(); // a state stream never waits for numbers it skipped
  });

  it('compares per key when facts are about several things', () => {
    const byId = (fact: Fact) => fact.id;
    const { state } = applied(openCursor(STREAMS.battles), [f(4, 'a'), f(2, 'b'), f(3, 'a'), f(5, 'b')], byId);
    expect(state).toEqual([4, 2, 5]);
  });
});

describe('merge: changes streams', () => {
  const loaded = (seq: number) => snapshotLoaded(snapshotStarted(openCursor<Fact>(STREAMS.winners)), seq).cursor;

  it('holds facts while a snapshot loads, then keeps only those above its seq, oldest first', () => {
    let cursor = snapshotStarted(openCursor<Fact>(STREAMS.winners));
    for (const fact of [f(12), f(10), f(11)]) {
      const admitted = admit(cursor, fact);
      expect(admitted.verdict).toBe('hold');
      cursor = admitted.cursor;
    }
    const landed = snapshotLoaded(cursor, 10);
    expect(landed.held.map((h) => h.seq)).toEqual([11, 12]);
    expect(applied(landed.cursor, landed.held).state).toEqual([11, 12]);
  });

  it('applies each number once, and marks a number missing below one that arrived until it comes', () => {
    let { cursor, state } = applied(loaded(10), [f(11), f(13), f(11)]);
    expect(state).toEqual([11, 13]);
    expect(missing(cursor)).toBe(12);
    ({ cursor, state } = fold(cursor, state, [f(12), f(13)], undefined, (list, fact) => [...list, fact.seq]));
    expect(state).toEqual([11, 13, 12]);
    expect(missing(cursor)).toBeNull();
    expect(cursor.through).toBe(13);
  });

  it('drops facts at or below the snapshot; a failed snapshot keeps what was applied', () => {
    const { cursor, state } = applied(loaded(10), [f(9), f(10), f(11)]);
    expect(state).toEqual([11]);
    const failed = snapshotFailed(snapshotStarted(cursor));
    expect(admit(failed, f(11)).verdict).toBe('drop');
    expect(admit(failed, f(12)).verdict).toBe('apply');
  });
});

describe('merge: a lost fact reads the snapshot again', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A minimal store: a cursor and its listeners. */
  function track(start: StreamCursor<Fact>) {
    let cursor = start;
    const listeners = new Set<() => void>();
    return {
      cursor: () => cursor,
      subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      receive(fact: Fact) {
        cursor = admit(cursor, fact).cursor;
        listeners.forEach((l) => l());
      },
    };
  }

  it('refetches once when a number stays missing GAP_WAIT_MS after a later one arrived', () => {
    const stream = track(snapshotLoaded(openCursor<Fact>(STREAMS['staff-feed']), 5).cursor);
    const refetch = jest.fn();
    const stop = watchGaps(stream.subscribe, stream.cursor, refetch);
    stream.receive(f(7));
    jest.advanceTimersByTime(GAP_WAIT_MS - 1);
    expect(refetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not refetch when the missing number arrives in time (facts from two nodes passed each other)', () => {
    const stream = track(snapshotLoaded(openCursor<Fact>(STREAMS['staff-feed']), 5).cursor);
    const refetch = jest.fn();
    const stop = watchGaps(stream.subscribe, stream.cursor, refetch);
    stream.receive(f(7));
    jest.advanceTimersByTime(GAP_WAIT_MS / 2);
    stream.receive(f(6));
    jest.advanceTimersByTime(GAP_WAIT_MS * 2);
    expect(refetch).not.toHaveBeenCalled();
    stop();
  });
});
