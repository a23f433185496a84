import type { Catalog } from './catalog';
import type { JournalOp } from './oplog';
import { CommittedStore } from './store';
import { valuesAtPath } from './values';

/**
 * One TTL pass, like mongod's TTL monitor: deletes documents whose indexed date (the earliest, for
 * an array) plus `expireAfterSeconds` is in the past. Non-date values never expire. Returns the
 * journal operations of the deletions.
 */
export function sweepExpired(catalog: Catalog, now = Date.now()): JournalOp[] {
  const ops: JournalOp[] = [];
  for (const coll of catalog.all()) {
    for (const index of coll.indexes) {
      const seconds = index.spec.expireAfterSeconds;
      const field = index.fields[0];
      if (typeof seconds !== 'number' || field === undefined) continue;
      const store = new CommittedStore(coll, ops);
      const expired: string[] = [];
      for (const [id, doc] of coll.docs) {
        const dates = valuesAtPath(doc, field)
          .flatMap((v) => (Array.isArray(v) ? v : [v]))
          .filter((v): v is Date => v instanceof Date);
        if (dates.length === 0) continue;
        const earliest = Math.min(...dates.map((d) => d.getTime()));
        if (earliest + seconds * 1000 <= now) expired.push(id);
      }
      for (const id of expired) store.remove(id);
    }
  }
  return ops;
}
