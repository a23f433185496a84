import type { Collection } from './collection';
import { assertQueryCollation, compileFilter } from './matcher';
import type { JournalOp } from './oplog';
import { candidateIds, isIdEquality } from './planner';
import type { Doc } from './types';
import { keyOf } from './values';

/**
 * What commands read and write through: the committed collection outside a transaction, or a
 * transaction's private view inside one. Documents handed in must already be frozen.
 */
export interface DocStore {
  readonly ns: string;
  /** The committed collection behind the store (undefined when it does not exist). */
  readonly collection: Collection | undefined;
  get(id: string): Doc | undefined;
  all(): Iterable<Doc>;
  count(): number;
  /** Documents matching `filter`, index-assisted where possible; stops after `limit` matches. */
  match(filter: unknown, options?: MatchOptions): Doc[];
  insert(doc: Doc): void;
  replace(id: string, next: Doc): void;
  remove(id: string): void;
}

export interface MatchOptions {
  /** Stop after this many matches. */
  limit?: number;
  /** Query collation: only strength 3 (exact equality) is supported, see assertQueryCollation. */
  collation?: Doc;
  /** The command's `let` variables, read by `$$name` in `$expr`. */
  variables?: Doc;
}

/**
 * Shared matching loop: test the planned candidate ids when there are some, else every document.
 * `exact` says every planned id is a match by construction (plain `_id` equality).
 */
export function matchIn(
  store: Pick<DocStore, 'get' | 'all'>,
  filter: unknown,
  options: MatchOptions,
  planned: Iterable<string> | null,
  exact = false,
): Doc[] {
  const out: Doc[] = [];
  const limit = options.limit ?? Infinity;
  assertQueryCollation(options.collation);
  const test = exact ? null : compileFilter(filter, options.variables);
  if (planned) {
    for (const id of planned) {
      const doc = store.get(id);
      if (doc && (!test || test(doc))) out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }
  for (const doc of store.all()) {
    if (test && !test(doc)) continue;
    out.push(doc);
    if (out.length >= limit) break;
  }
  return out;
}

/** Reads and writes the committed collection directly and records journal operations. */
export class CommittedStore implements DocStore {
  constructor(
    readonly collection: Collection,
    private readonly ops: JournalOp[],
  ) {}

  get ns(): string {
    return this.collection.ns;
  }

  get(id: string): Doc | undefined {
    return this.collection.docs.get(id);
  }

  all(): Iterable<Doc> {
    return this.collection.docs.values();
  }

  count(): number {
    return this.collection.docs.size;
  }

  match(filter: unknown, options: MatchOptions = {}): Doc[] {
    const planned = candidateIds(this.collection, filter);
    return matchIn(this, filter, options, planned, planned !== null && isIdEquality(filter));
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    this.collection.assertIdFree(id, doc);
    this.collection.apply([{ id, next: doc }]);
    this.ops.push({ o: 'put', db: this.collection.db, c: this.collection.name, d: doc });
  }

  replace(id: string, next: Doc): void {
    this.collection.apply([{ id, next }]);
    this.ops.push({ o: 'put', db: this.collection.db, c: this.collection.name, d: next });
  }

  remove(id: string): void {
    const prev = this.collection.docs.get(id);
    if (!prev) return;
    this.collection.apply([{ id, next: null }]);
    this.ops.push({ o: 'del', db: this.collection.db, c: this.collection.name, id: prev._id });
  }
}

/** A collection that does not exist: reads see nothing. */
export class EmptyStore implements DocStore {
  readonly collection = undefined;

  constructor(readonly ns: string) {}

  get(): Doc | undefined {
    return undefined;
  }

  all(): Iterable<Doc> {
    return [];
  }

  count(): number {
    return 0;
  }

  match(): Doc[] {
    return [];
  }

  insert(): void {
    throw new Error(`cannot write to missing collection ${this.ns}`);
  }

  replace(): void {
    this.insert();
  }

  remove(): void {
    this.insert();
  }
}
