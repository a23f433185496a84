import { Binary, UUID } from 'bson';
import type { Catalog } from './catalog';
import type { IndexSpec } from './indexes';
import type { Doc } from './types';
import { deepFreeze, keyOf } from './values';

/**
 * The logical operations the journal records. Each is idempotent and sets state outright
 * (a full document, a deletion, a collection or index definition), so replaying a journal over a
 * snapshot that already contains its effects is harmless.
 */
export type JournalOp =
  | { o: 'put'; db: string; c: string; d: Doc }
  | { o: 'del'; db: string; c: string; id: unknown }
  | { o: 'create'; db: string; c: string; opts: Doc; uuid: Binary }
  | { o: 'drop'; db: string; c: string }
  | { o: 'dropDb'; db: string }
  | { o: 'index'; db: string; c: string; spec: IndexSpec }
  | { o: 'dropIndex'; db: string; c: string; name: string }
  | { o: 'end'; nextGen: number };

export function newUuid(): Binary {
  return new UUID().toBinary();
}

/** Applies one replayed operation to the catalog. Returns false for ops it does not know. */
export function applyOp(catalog: Catalog, op: JournalOp): boolean {
  switch (op.o) {
    case 'put': {
      const coll = catalog.get(op.db, op.c) ?? catalog.create(op.db, op.c, {}, newUuid());
      coll.apply([{ id: keyOf(op.d._id), next: deepFreeze(op.d) }]);
      return true;
    }
    case 'del': {
      const coll = catalog.get(op.db, op.c);
      if (coll) coll.apply([{ id: keyOf(op.id), next: null }]);
      return true;
    }
    case 'create':
      if (!catalog.get(op.db, op.c)) catalog.create(op.db, op.c, op.opts, op.uuid);
      return true;
    case 'drop':
      catalog.drop(op.db, op.c);
      return true;
    case 'dropDb':
      catalog.dropDatabase(op.db);
      return true;
    case 'index': {
      const coll = catalog.get(op.db, op.c) ?? catalog.create(op.db, op.c, {}, newUuid());
      if (!coll.indexes.some((i) => i.name === op.spec.name)) coll.addIndex(op.spec);
      return true;
    }
    case 'dropIndex': {
      const coll = catalog.get(op.db, op.c);
      if (coll?.indexes.some((i) => i.name === op.name)) coll.dropIndex(op.name);
      return true;
    }
    case 'end':
      return true;
    default:
      return false;
  }
}

/** Operations that recreate the whole catalog (a snapshot), followed by the end marker. */
export function* snapshotOps(catalog: Catalog, nextGen: number, chunk = 1000): Generator<JournalOp[]> {
  for (const coll of catalog.all()) {
    const head: JournalOp[] = [{ o: 'create', db: coll.db, c: coll.name, opts: coll.options, uuid: coll.uuid }];
    for (const index of coll.indexes) head.push({ o: 'index', db: coll.db, c: coll.name, spec: index.spec });
    yield head;
    let batch: JournalOp[] = [];
    for (const d of coll.docs.values()) {
      batch.push({ o: 'put', db: coll.db, c: coll.name, d });
      if (batch.length >= chunk) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
  yield [{ o: 'end', nextGen }];
}
