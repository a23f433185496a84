import type { Collection } from './collection';
import { duplicateKey, writeConflict } from './errors';
import type { Index } from './indexes';
import { candidateIds, isIdEquality } from './planner';
import { matchIn, type DocStore, type MatchOptions } from './store';
import type { LockTable, Transaction, TxnView } from './transactions';
import type { Doc } from './types';
import { keyOf } from './values';

/**
 * Reads and writes inside a transaction. Writes lock the document (WriteConflict if another open
 * transaction holds it, or if it changed since this transaction's snapshot) and go to the view's
 * overlay; unique indexes are checked against what the transaction sees.
 */
export class TxnStore implements DocStore {
  constructor(
    private readonly view: TxnView,
    private readonly txn: Transaction,
    private readonly locks: LockTable,
  ) {}

  get collection(): Collection {
    return this.view.collection;
  }

  get ns(): string {
    return this.view.collection.ns;
  }

  get(id: string): Doc | undefined {
    return this.view.get(id);
  }

  all(): Iterable<Doc> {
    return this.view.all();
  }

  count(): number {
    return this.view.count();
  }

  match(filter: unknown, options: MatchOptions = {}): Doc[] {
    if (this.view.current) {
      // The committed indexes describe the snapshot; add the ids this transaction wrote.
      const planned = candidateIds(this.collection, filter);
      return matchIn(this, filter, options, planned && new Set([...planned, ...this.view.overlay.keys()]));
    }
    // The snapshot has diverged from the committed indexes: only `_id` lookups stay valid.
    const planned = candidateIds(null, filter);
    return matchIn(this, filter, options, planned, planned !== null && isIdEquality(filter));
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    if (this.view.exists(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
    this.prepareWrite(id);
    this.assertUnique(id, doc);
    this.view.overlay.set(id, doc);
  }

  replace(id: string, next: Doc): void {
    const prev = this.view.get(id);
    this.prepareWrite(id);
    this.assertUnique(id, next, prev);
    this.view.overlay.set(id, next);
  }

  remove(id: string): void {
    this.prepareWrite(id);
    this.view.overlay.set(id, null);
  }

  private prepareWrite(id: string): void {
    this.locks.acquire(`${this.ns}\0${id}`, this.txn);
    if (this.collection.docs.get(id) !== this.view.expected(id)) throw writeConflict();
  }

  /** `prev`: the document as this transaction saw it before (its unchanged unique keys were checked when written). */
  private assertUnique(id: string, doc: Doc, prev?: Doc): void {
    for (const index of this.collection.indexes) {
      if (!index.unique || (prev && index.sameKeys(prev, doc))) continue;
      for (const entry of index.entriesOf(doc) ?? []) {
        const holders = [...index.holders(entry.key, id), ...this.view.overlay.keys()];
        if (holders.some((other) => other !== id && this.holds(index, other, entry.key))) {
          throw duplicateKey(this.ns, index.name, index.spec.key, index.keyValue(entry));
        }
      }
    }
  }

  private holds(index: Index, id: string, key: string): boolean {
    const doc = this.view.get(id);
    return doc !== undefined && (index.entriesOf(doc) ?? []).some((e) => e.key === key);
  }
}

