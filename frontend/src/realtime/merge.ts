import type { STREAMS, StreamMerge, StreamName } from '@nova/protocol';

/**
 * The one merge rule of every live stream (protocol `STREAMS[name].merge`), as plain data a store keeps in its state
 * and pure functions over it. A `state` stream's fact is the newest state of what it is about: one not newer than what
 * is held is dropped (per key when a stream's facts are about several things). A `changes` stream's fact is one change
 * to a list read as a snapshot: facts wait while the snapshot loads, those at or below its seq are dropped, each
 * number is applied once, and a number still missing after a later one arrived is a lost fact (`missing`; the
 * snapshot is read again, see `watchGaps`). Streams numbered by a document's version compare with the version of the
 * document held: `newer`.
 */

/** A numbered fact. */
export interface Numbered {
  seq: number;
}

/** What to do with a fact: apply it, drop it (already held or older), or hold it until the loading snapshot lands. */
export type Verdict = 'apply' | 'drop' | 'hold';

/** `base` while a snapshot loads. */
export const LOADING = Number.POSITIVE_INFINITY;

/** Where a client stands in one stream. */
export interface StreamCursor<F extends Numbered = Numbered> {
  readonly merge: Exclude<StreamMerge, 'none'>;
  /** Facts at or below it are in the snapshot held (0: none); LOADING while one loads. */
  readonly base: number;
  /** The newest seq applied, the snapshot's included. */
  readonly seq: number;
  /** `changes`: every number up to here is in the snapshot or was applied (null until the first is known). */
  readonly through: number | null;
  /** `changes`: numbers applied above `through`, ascending (a number below the first is missing). */
  readonly ahead: readonly number[];
  /** The newest seq applied per key (what a fact is about), for streams whose facts are about several things. */
  readonly keys: Readonly<Record<string, number>>;
  /** Facts that arrived while a snapshot loaded. */
  readonly held: readonly F[];
}

/** Whether a fact numbered `seq` is newer than the version held (none held: it is). */
export function newer(seq: number, held: number | undefined): boolean {
  return held === undefined || seq > held;
}

/** A cursor for a stream with the merge rule of its declaration (`STREAMS[name]`), before any snapshot or fact. */
export function openCursor<F extends Numbered>(spec: { merge: Exclude<StreamMerge, 'none'> }): StreamCursor<F> {
  return { merge: spec.merge, base: 0, seq: 0, through: null, ahead: [], keys: {}, held: [] };
}

/** Stream `N`'s declared merge rule (`STREAMS[N].merge`), as a type. */
export type DeclaredMerge<N extends StreamName> = (typeof STREAMS)[N]['merge'];

/**
 * A cursor for stream `N`, its merge rule written out (`cursorFor<'stats'>('state')`) and held to the declaration by
 * the compiler: the app reads no table at run time, so the first load does not carry every stream's declaration.
 */
export function cursorFor<N extends StreamName, F extends Numbered = Numbered>(
  merge: DeclaredMerge<N> & Exclude<StreamMerge, 'none'>,
): StreamCursor<F> {
  return openCursor<F>({ merge });
}

/** A snapshot started loading: facts are held until it lands. */
export function snapshotStarted<F extends Numbered>(cursor: StreamCursor<F>): StreamCursor<F> {
  return { ...cursor, base: LOADING, held: [] };
}

/** Whether a snapshot is loading. */
export const isLoading = (cursor: StreamCursor): boolean => cursor.base === LOADING;

/**
 * The snapshot read at `seq` landed: a cursor standing on it, and the facts held meanwhile that it does not cover,
 * oldest first, to be admitted and applied in that order (`fold`).
 */
export function snapshotLoaded<F extends Numbered>(cursor: StreamCursor<F>, seq: number): { cursor: StreamCursor<F>; held: F[] } {
  const held = cursor.held.filter((f) => f.seq > seq).sort((a, b) => a.seq - b.seq);
  return { cursor: { ...cursor, base: seq, seq, through: seq > 0 ? seq : null, ahead: [], keys: {}, held: [] }, held };
}

/** The snapshot failed: what was held before stays, facts apply from the newest seq applied, the held ones are gone. */
export function snapshotFailed<F extends Numbered>(cursor: StreamCursor<F>): StreamCursor<F> {
  return { ...cursor, base: cursor.seq, held: [] };
}

/** Records that number `seq` of a `changes` stream arrived. */
function account<F extends Numbered>(cursor: StreamCursor<F>, seq: number): StreamCursor<F> {
  if (cursor.through === null) return { ...cursor, through: seq };
  if (seq !== cursor.through + 1) return { ...cursor, ahead: [...cursor.ahead, seq].sort((a, b) => a - b) };
  let through = seq;
  const ahead = [...cursor.ahead];
  while (ahead[0] === through + 1) through = ahead.shift()!;
  return { ...cursor, through, ahead };
}

const arrived = (cursor: StreamCursor, seq: number) =>
  cursor.through !== null && (seq <= cursor.through || cursor.ahead.includes(seq));

/** The verdict on one fact (`key`: what it is about, when a stream's facts are about several things), and the cursor after it. */
export function admit<F extends Numbered>(cursor: StreamCursor<F>, fact: F, key?: string): { cursor: StreamCursor<F>; verdict: Verdict } {
  if (cursor.base === LOADING) return { cursor: { ...cursor, held: [...cursor.held, fact] }, verdict: 'hold' };
  const { seq } = fact;
  if (seq <= cursor.base) return { cursor, verdict: 'drop' };
  let next = cursor;
  if (cursor.merge === 'changes') {
    if (arrived(cursor, seq)) return { cursor, verdict: 'drop' };
    next = account(cursor, seq);
  } else if (key === undefined && seq <= cursor.seq) return { cursor, verdict: 'drop' };
  // A fact older than the last one applied to what it is about still counts as arrived (it fills its number).
  if (key !== undefined && !newer(seq, next.keys[key])) return { cursor: next, verdict: 'drop' };
  const keys = key === undefined ? next.keys : { ...next.keys, [key]: seq };
  return { cursor: { ...next, seq: Math.max(next.seq, seq), keys }, verdict: 'apply' };
}

/**
 * Admits `facts` in order onto `state`, applying those admitted with `apply`: the one loop of a store's `received` and
 * of the facts held while its snapshot loaded.
 */
export function fold<F extends Numbered, S>(
  cursor: StreamCursor<F>,
  state: S,
  facts: readonly F[],
  keyOf: ((fact: F) => string) | undefined,
  apply: (state: S, fact: F) => S,
): { cursor: StreamCursor<F>; state: S } {
  let current = { cursor, state };
  for (const fact of facts) {
    const admitted = admit(current.cursor, fact, keyOf?.(fact));
    current = { cursor: admitted.cursor, state: admitted.verdict === 'apply' ? apply(current.state, fact) : current.state };
  }
  return current;
}

/** The first number of a `changes` stream still missing below one that arrived, or null. */
export function missing(cursor: StreamCursor): number | null {
  return cursor.merge === 'changes' && cursor.through !== null && cursor.ahead.length > 0 ? cursor.through + 1 : null;
}

/** How long a missing number may stay missing (facts sent by different nodes may pass each other) before it is lost. */
export const GAP_WAIT_MS = 3_000;

/**
 * Watches a stream's cursor (`subscribe`: a store's subscribe) and calls `refetch` (read the snapshot again) once when
 * a number stays missing GAP_WAIT_MS after a later one arrived. Returns the teardown.
 */
export function watchGaps(
  subscribe: (listener: () => void) => () => void,
  cursor: () => StreamCursor,
  refetch: () => void,
  waitMs = GAP_WAIT_MS,
): () => void {
  let watching: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const gap = missing(cursor());
    if (gap === watching) return;
    clearTimeout(timer);
    watching = gap;
    if (gap === null) return;
    timer = setTimeout(() => {
      if (missing(cursor()) === gap) refetch();
    }, waitMs);
  };
  const stop = subscribe(check);
  return () => {
    stop();
    clearTimeout(timer);
  };
}
