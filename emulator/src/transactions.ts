import type { Catalog } from './catalog';
import type { Change, Collection } from './collection';
import { CommandError, writeConflict } from './errors';
import type { JournalOp } from './oplog';
import type { Doc } from './types';

/**
 * A transaction's view of one collection: the committed document map as it was on first read (a
 * snapshot: the collection copies its map before its next write) plus the transaction's own writes
 * (`null` = deleted). Reads see base + overlay; nothing is visible to others until commit. A view that
 * only inserts never takes a snapshot, so insert-only transactions (ledger entries, records) do not make
 * concurrent commits copy a large collection.
 */
export class TxnView {
  readonly overlay = new Map<string, Doc | null>();
  private snapshot: Map<string, Doc> | null = null;

  constructor(readonly collection: Collection) {}

  /** The snapshot, taken on first use. */
  get base(): Map<string, Doc> {
    this.snapshot ??= this.collection.snapshot();
    return this.snapshot;
  }

  /** Takes the snapshot now rather than on first use (a snapshot read pins every collection at one instant). */
  pin(): void {
    this.snapshot ??= this.collection.snapshot();
  }

  /** The committed version this transaction expects for a document: its snapshot's, or none when it never read. */
  expected(id: string): Doc | undefined {
    return this.snapshot ? this.snapshot.get(id) : undefined;
  }

  /** Whether the document exists as this transaction sees it, without taking a snapshot for an unread id. */
  exists(id: string): boolean {
    if (this.overlay.has(id)) return this.overlay.get(id) !== null;
    return (this.snapshot ?? this.collection.docs).has(id);
  }

  get(id: string): Doc | undefined {
    if (this.overlay.has(id)) return this.overlay.get(id) ?? undefined;
    return this.base.get(id);
  }

  *all(): Generator<Doc> {
    for (const [id, doc] of this.base) {
      if (!this.overlay.has(id)) yield doc;
      else {
        const own = this.overlay.get(id);
        if (own) yield own;
      }
    }
    for (const [id, own] of this.overlay) if (own && !this.base.has(id)) yield own;
  }

  count(): number {
    let n = this.base.size;
    for (const [id, own] of this.overlay) n += (own ? 1 : 0) - (this.base.has(id) ? 1 : 0);
    return n;
  }

  private released = false;

  /** Gives the snapshot back (once), so the collection stops copying on write for it. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (this.snapshot) this.collection.release(this.snapshot);
  }

  /** True while the committed collection still holds exactly the snapshot (its indexes describe it). */
  get current(): boolean {
    return this.collection.docs === this.base;
  }
}

export type TxnState = 'active' | 'committed' | 'aborted';

/** One multi-document transaction, identified by (lsid, txnNumber). */
export class Transaction {
  state: TxnState = 'active';
  readonly views = new Map<Collection, TxnView>();
  readonly locks = new Set<string>();
  /**
   * Collections this transaction created (explicitly, or by writing to one that did not exist), by
   * namespace: visible to it alone, registered in the catalog at commit, forgotten on abort.
   */
  readonly created = new Map<string, Collection>();
  readonly startedAt = Date.now();

  constructor(
    readonly sessionKey: string,
    readonly txnNumber: number,
  ) {}

  view(collection: Collection): TxnView {
    let view = this.views.get(collection);
    if (!view) {
      view = new TxnView(collection);
      this.views.set(collection, view);
    }
    return view;
  }
}

/**
 * Document write locks held by open transactions. The first transaction to write a document owns it
 * until it commits or aborts; another transaction writing it gets WriteConflict (112, transient), as
 * on a real server. Non-transactional writes do not wait: they win, and the transaction that had
 * written the document fails its commit with WriteConflict and is retried (no lost update).
 */
export class LockTable {
  private readonly holders = new Map<string, Transaction>();

  acquire(key: string, txn: Transaction): void {
    const holder = this.holders.get(key);
    if (holder === txn) return;
    if (holder && holder.state === 'active') throw writeConflict();
    this.holders.set(key, txn);
    txn.locks.add(key);
  }

  release(txn: Transaction): void {
    for (const key of txn.locks) if (this.holders.get(key) === txn) this.holders.delete(key);
    txn.locks.clear();
  }
}

/** Aborts: discards the views and releases the locks. */
export function abortTransaction(txn: Transaction, locks: LockTable): void {
  if (txn.state !== 'active') return;
  txn.state = 'aborted';
  for (const view of txn.views.values()) view.release();
  txn.views.clear();
  txn.created.clear();
  locks.release(txn);
}

/**
 * Commits: no collection the transaction created may have appeared meanwhile, and every written document
 * must still be the one the snapshot held (else WriteConflict, and the transaction is aborted); then the
 * created collections are registered and all changes are applied atomically across collections, and
 * returned as journal operations.
 */
export function commitTransaction(txn: Transaction, catalog: Catalog, locks: LockTable): JournalOp[] {
  const created = [...txn.created.values()];
  const views = [...txn.views.values()].filter((v) => v.overlay.size > 0);
  const adopted: Collection[] = [];
  try {
    for (const coll of created) if (catalog.get(coll.db, coll.name)) throw writeConflict();
    for (const view of views) {
      const coll = view.collection;
      if (!txn.created.has(coll.ns) && catalog.get(coll.db, coll.name) !== coll) throw writeConflict();
      for (const id of view.overlay.keys()) if (coll.docs.get(id) !== view.expected(id)) throw writeConflict();
    }
    for (const view of txn.views.values()) view.release();
    for (const coll of created) {
      catalog.adopt(coll);
      adopted.push(coll);
    }
    const applied: Array<[Collection, Change[]]> = [];
    try {
      for (const view of views) {
        const coll = view.collection;
        const undo = [...view.overlay.keys()].map((id) => ({ id, next: coll.docs.get(id) ?? null }));
        coll.apply([...view.overlay].map(([id, next]) => ({ id, next })));
        applied.push([coll, undo]);
      }
    } catch (err) {
      for (const [coll, undo] of applied.reverse()) coll.apply(undo);
      throw err instanceof CommandError && err.code === 11000 ? writeConflict() : err;
    }
  } catch (err) {
    for (const coll of adopted) catalog.drop(coll.db, coll.name);
    abortTransaction(txn, locks);
    throw err;
  }
  const ops: JournalOp[] = [];
  for (const coll of created) {
    ops.push({ o: 'create', db: coll.db, c: coll.name, opts: coll.options, uuid: coll.uuid });
    for (const index of coll.indexes) ops.push({ o: 'index', db: coll.db, c: coll.name, spec: index.spec });
  }
  for (const view of views) {
    const { db, name } = view.collection;
    for (const [id, next] of view.overlay) {
      if (next) ops.push({ o: 'put', db, c: name, d: next });
      else {
        const prev = view.expected(id);
        if (prev) ops.push({ o: 'del', db, c: name, id: prev._id });
      }
    }
  }
  txn.state = 'committed';
  txn.views.clear();
  txn.created.clear();
  locks.release(txn);
  return ops;
}
