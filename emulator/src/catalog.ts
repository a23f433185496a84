import type { Binary } from 'bson';
import { Collection } from './collection';
import { CommandError, ErrorCode } from './errors';
import type { Doc } from './types';

/** Databases and their collections. A database exists while it has at least one collection. */
export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  create(db: string, name: string, options: Doc, uuid: Binary): Collection {
    return this.adopt(new Collection(db, name, options, uuid));
  }

  /** Registers a collection built elsewhere (one a transaction created, at its commit). */
  adopt(coll: Collection): Collection {
    let colls = this.dbs.get(coll.db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(coll.db, colls);
    }
    colls.set(coll.name, coll);
    return coll;
  }

  drop(db: string, name: string): Collection | undefined {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return undefined;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    return coll;
  }

  dropDatabase(db: string): boolean {
    return this.dbs.delete(db);
  }

  databases(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  all(): Collection[] {
    return [...this.dbs.values()].flatMap((colls) => [...colls.values()]);
  }
}

const BAD_DB_CHARS = /[/\\. "$\0]/;

/** Rejects database names MongoDB rejects (InvalidNamespace). */
export function assertDbName(db: string): void {
  if (db.length === 0 || db.length > 63 || BAD_DB_CHARS.test(db)) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  }
}

/** Rejects collection names MongoDB rejects (InvalidNamespace). */
export function assertCollectionName(db: string, name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid namespace specified '${db}.${String(name)}'`);
  }
}
