import { assertCollectionName } from '../catalog';
import { Collection } from '../collection';
import { CommandError, ErrorCode } from '../errors';
import { newUuid, type JournalOp } from '../oplog';
import type { ReadSnapshot } from '../snapshots';
import type { EmulatorState } from '../state';
import { CommittedStore, EmptyStore, type DocStore } from '../store';
import type { Transaction } from '../transactions';
import { TxnStore } from '../txnStore';
import { isPlainObject, namespace, type Doc } from '../types';

/** One command being run: its database, body, transaction (if any) and journal operations. */
export class CommandContext {
  /** Committed changes this command made; made durable before the reply is sent. */
  readonly ops: JournalOp[] = [];

  constructor(
    readonly state: EmulatorState,
    readonly db: string,
    readonly name: string,
    readonly body: Doc,
    readonly txn: Transaction | null,
    readonly connectionId: number,
    /** The snapshot a `readConcern: {level: 'snapshot'}` read outside a transaction reads (snapshots.ts). */
    readonly snapshot: ReadSnapshot | null = null,
  ) {}

  /** The collection named by the command's first field (`{find: "users"}`). */
  collectionName(): string {
    const name = this.body[this.name];
    assertCollectionName(this.db, name);
    return name;
  }

  ns(collection: string): string {
    return namespace(this.db, collection);
  }

  /** The store for a collection in this database; `create` makes the collection if missing. */
  store(name: string, create = false): DocStore {
    return this.storeIn(this.db, name, create);
  }

  /**
   * The collection as this command sees it: committed, or created by its transaction (visible to that
   * transaction only until it commits).
   */
  collectionIn(db: string, name: string): Collection | undefined {
    return this.state.catalog.get(db, name) ?? this.txn?.created.get(namespace(db, name));
  }

  /**
   * The store for a collection of any database (commands on `admin` that name their namespaces). With
   * `create`, a missing collection is created: at once outside a transaction, as part of it inside one.
   */
  storeIn(db: string, name: string, create = false): DocStore {
    const { locks } = this.state;
    if (this.snapshot) return this.snapshot.store(db, name, locks);
    let coll = this.collectionIn(db, name);
    if (!coll) {
      if (!create) return new EmptyStore(namespace(db, name));
      coll = this.createCollection(db, name);
    }
    if (this.txn) return new TxnStore(this.txn.view(coll), this.txn, locks);
    return new CommittedStore(coll, this.ops);
  }

  /** Creates a collection: in the catalog (journaled), or inside this command's transaction. */
  createCollection(db: string, name: string): Collection {
    assertCollectionName(db, name);
    if (this.txn) {
      const coll = new Collection(db, name, {}, newUuid());
      this.txn.created.set(coll.ns, coll);
      return coll;
    }
    const coll = this.state.catalog.create(db, name, {}, newUuid());
    this.ops.push({ o: 'create', db, c: name, opts: {}, uuid: coll.uuid });
    return coll;
  }

  /** An optional non-negative integer option. */
  count(field: string): number | undefined {
    const v = this.body[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new CommandError(ErrorCode.TypeMismatch, `Field '${field}' must be a number, found ${typeof v}`);
    }
    return Math.trunc(v);
  }

  /** An optional document option. */
  doc(field: string): Doc | undefined {
    const v = this.body[field];
    if (v === undefined || v === null) return undefined;
    if (!isPlainObject(v)) throw new CommandError(ErrorCode.TypeMismatch, `Field '${field}' must be an object`);
    return v;
  }

  /** A required array of documents (insert `documents`, update `updates`, ...). */
  docs(field: string): Doc[] {
    const v = this.body[field];
    if (!Array.isArray(v) || !v.every(isPlainObject)) {
      throw new CommandError(ErrorCode.FailedToParse, `BSON field '${this.name}.${field}' is missing or is not an array of objects`);
    }
    return v;
  }
}
