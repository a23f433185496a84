import { Timestamp } from 'bson';
import type { Catalog } from './catalog';
import type { ClockTime } from './clock';
import { CommandError, ErrorCode } from './errors';
import type { EmulatorState } from './state';
import { EmptyStore, type DocStore } from './store';
import { Transaction, type LockTable, type TxnView } from './transactions';
import { TxnStore } from './txnStore';
import { isPlainObject, namespace, type Doc } from './types';

/** Commands that take `readConcern: {level: 'snapshot'}` outside a transaction (as on MongoDB). */
const SNAPSHOT_READS = new Set(['find', 'aggregate', 'distinct']);
/** Commands on a cursor a snapshot read opened: it already holds its results, so they only keep the session alive. */
const CURSOR_COMMANDS = new Set(['getMore', 'killCursors']);

/**
 * Every collection as it was at one instant, for snapshot reads outside transactions: the collections' document
 * maps are held as transactions hold them (copy-on-write, so writers go on and pay one map copy per collection),
 * all taken synchronously, so the snapshot contains each committed write or transaction wholly or not at all. A
 * collection created later does not exist in it; one dropped later still does.
 */
export class ReadSnapshot {
  private readonly holder = new Transaction('snapshot-read', 0);
  private readonly views = new Map<string, TxnView>();

  constructor(
    readonly time: ClockTime,
    catalog: Catalog,
  ) {
    for (const coll of catalog.all()) {
      const view = this.holder.view(coll);
      view.pin();
      this.views.set(coll.ns, view);
    }
  }

  /** A read-only store of the collection as the snapshot holds it (empty when it did not exist then). */
  store(db: string, name: string, locks: LockTable): DocStore {
    const view = this.views.get(namespace(db, name));
    return view ? new TxnStore(view, this.holder, locks) : new EmptyStore(namespace(db, name));
  }

  /** Gives the collections their maps back (once). */
  release(): void {
    for (const view of this.views.values()) view.release();
    this.views.clear();
  }

  get atClusterTime(): Timestamp {
    return new Timestamp({ t: this.time.t, i: this.time.i });
  }
}

/**
 * The snapshot a command reads, for `readConcern: {level: 'snapshot'}` outside a transaction (what a driver's
 * snapshot session sends); null for any other read concern. The session's first snapshot read, without
 * `atClusterTime`, pins a new snapshot at the current cluster time; its later reads name that time and read the
 * same snapshot. The session holds it until it ends or stays idle (sessions.ts). Any other `atClusterTime` is
 * 239 SnapshotTooOld: MongoDB keeps a history window, the emulator only the snapshots its sessions pinned.
 */
export function resolveSnapshot(state: EmulatorState, name: string, body: Doc, sessionKey: string | null): ReadSnapshot | null {
  const concern = body.readConcern;
  if (!isPlainObject(concern) || concern.level !== 'snapshot') {
    if (isPlainObject(concern) && concern.atClusterTime !== undefined) {
      throw new CommandError(ErrorCode.InvalidOptions, 'atClusterTime is only allowed with readConcern level "snapshot"');
    }
    return null;
  }
  if (CURSOR_COMMANDS.has(name)) {
    if (sessionKey !== null) state.sessions.touch(sessionKey);
    return null;
  }
  if (!SNAPSHOT_READS.has(name)) {
    throw new CommandError(
      ErrorCode.InvalidOptions,
      `Command ${name} does not support { readConcern: { level: "snapshot" } } outside a transaction`,
    );
  }
  if (sessionKey === null) {
    throw new CommandError(
      ErrorCode.InvalidOptions,
      'snapshot reads outside a transaction need a session (lsid) on the Nova MongoDB emulator',
    );
  }
  const at = concern.atClusterTime;
  if (at === undefined) {
    const snapshot = new ReadSnapshot(state.clock.now(), state.catalog);
    state.sessions.pinSnapshot(sessionKey, snapshot);
    return snapshot;
  }
  if (!(at instanceof Timestamp)) throw new CommandError(ErrorCode.TypeMismatch, "'atClusterTime' must be a timestamp");
  const held = state.sessions.pinnedSnapshot(sessionKey);
  if (held && held.time.t === at.t && held.time.i === at.i) return held;
  throw new CommandError(
    ErrorCode.SnapshotTooOld,
    `Read timestamp Timestamp(${at.t}, ${at.i}) is not available: the Nova MongoDB emulator keeps only the snapshot ` +
      "pinned by this session's first snapshot read, until the session ends or stays idle",
  );
}

/** Adds `atClusterTime` where drivers look for it: in the cursor of find and aggregate, at the top of distinct. */
export function stampSnapshotTime(reply: Doc, snapshot: ReadSnapshot): void {
  const cursor = reply.cursor;
  if (isPlainObject(cursor)) cursor.atClusterTime = snapshot.atClusterTime;
  else reply.atClusterTime = snapshot.atClusterTime;
}
