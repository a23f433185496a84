import type { Binary } from 'bson';
import { CommandError, ErrorCode, duplicateKey } from './errors';
import { ID_INDEX, Index, type IndexEntry, type IndexSpec } from './indexes';
import { namespace, type Doc } from './types';

/** One document-level change: `next === null` deletes. */
export interface Change {
  id: string;
  next: Doc | null;
}

/**
 * A collection's committed documents. `docs` maps the canonical `_id` key to a frozen document and is
 * itself the `_id_` index. Documents are never mutated, only replaced, so a transaction can hold the
 * map as a snapshot: while one is held, the next write copies the map first (copy-on-write).
 */
export class Collection {
  docs = new Map<string, Doc>();
  readonly indexes: Index[] = [];
  /** Open transaction views holding the current map as their snapshot. */
  private sharers = 0;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc,
    readonly uuid: Binary,
  ) {}

  get ns(): string {
    return namespace(this.db, this.name);
  }

  /** The current map, handed out as an immutable snapshot; while held, the next write copies it first. */
  snapshot(): Map<string, Doc> {
    this.sharers += 1;
    return this.docs;
  }

  /** A transaction is done with a snapshot it took. */
  release(snapshot: Map<string, Doc>): void {
    if (snapshot === this.docs && this.sharers > 0) this.sharers -= 1;
  }

  specs(): IndexSpec[] {
    return [ID_INDEX, ...this.indexes.map((i) => i.spec)];
  }

  /** Throws E11000 on the `_id_` index when `id` is taken. */
  assertIdFree(id: string, doc: Doc): void {
    if (this.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
  }

  /**
   * Applies changes atomically: every secondary index is checked (unique constraints across the whole
   * batch, so swapping two unique values in one transaction works) before any document is stored.
   */
  apply(changes: Change[]): void {
    if (this.indexes.length > 0) this.updateIndexes(changes);
    if (this.sharers > 0) {
      this.docs = new Map(this.docs);
      this.sharers = 0;
    }
    for (const { id, next } of changes) {
      if (next) this.docs.set(id, next);
      else this.docs.delete(id);
    }
  }

  private updateIndexes(changes: Change[]): void {
    // Per change and index: the entries before and after, or null where the index's fields are untouched (nothing
    // to remove, add or check there).
    const plans = changes.map(({ id, next }) => {
      const prev = this.docs.get(id);
      return this.indexes.map((index) =>
        prev && next && index.sameKeys(prev, next) ? null : { before: prev ? index.entriesOf(prev) : null, after: next ? index.entriesOf(next) : null },
      );
    });
    changes.forEach(({ id }, c) => this.indexes.forEach((index, i) => remove(index, id, plans[c]?.[i]?.before)));
    const added: Array<[Index, string, IndexEntry[]]> = [];
    try {
      changes.forEach(({ id }, c) => {
        this.indexes.forEach((index, i) => {
          const entries = plans[c]?.[i]?.after;
          if (!entries) return;
          if (index.unique) this.assertUnique(index, id, entries);
          index.add(id, entries);
          added.push([index, id, entries]);
        });
      });
    } catch (err) {
      for (const [index, id, entries] of added.reverse()) index.remove(id, entries);
      changes.forEach(({ id }, c) => this.indexes.forEach((index, i) => add(index, id, plans[c]?.[i]?.before)));
      throw err;
    }
  }

  private assertUnique(index: Index, id: string, entries: IndexEntry[]): void {
    for (const entry of entries) {
      if (index.holders(entry.key, id).length > 0) {
        throw duplicateKey(this.ns, index.name, index.spec.key, index.keyValue(entry));
      }
    }
  }

  /** Builds a new index over the existing documents; fails with E11000 if a unique index is violated. */
  addIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [id, doc] of this.docs) {
      const entries = index.entriesOf(doc);
      if (!entries) continue;
      if (index.unique) this.assertUnique(index, id, entries);
      index.add(id, entries);
    }
    this.indexes.push(index);
  }

  dropIndex(name: string): void {
    const at = this.indexes.findIndex((i) => i.name === name);
    if (at < 0) throw new CommandError(ErrorCode.IndexNotFound, `index not found with name [${name}]`);
    this.indexes.splice(at, 1);
  }
}

function remove(index: Index, id: string, entries: IndexEntry[] | null | undefined): void {
  if (entries) index.remove(id, entries);
}

function add(index: Index, id: string, entries: IndexEntry[] | null | undefined): void {
  if (entries) index.add(id, entries);
}
