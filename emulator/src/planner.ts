import type { Collection } from './collection';
import { CommandError, ErrorCode, failedToParse } from './errors';
import { isPlainObject, type Doc } from './types';
import { deepEqual, keyOf } from './values';

/**
 * Checks a command's `hint`: an index name, an index key pattern, or `{$natural: ±1}` (a collection
 * scan); `{}` is no hint, as on MongoDB. Results never depend on it (the emulator plans on its own), but
 * a hint naming no index of the collection is refused with code 2, as MongoDB's planner does. A missing
 * collection has no plan to make.
 */
export function assertHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !collection) return;
  if (typeof hint === 'string') {
    if (hint === '_id_' || collection.indexes.some((i) => i.name === hint)) return;
  } else if (isPlainObject(hint)) {
    const keys = Object.keys(hint);
    if (keys.length === 0 || (keys.length === 1 && keys[0] === '$natural')) return;
    if (deepEqual(hint, { _id: 1 }) || collection.indexes.some((i) => deepEqual(i.spec.key, hint))) return;
  } else {
    throw failedToParse("'hint' must be a string or an object");
  }
  throw new CommandError(
    ErrorCode.BadValue,
    `error processing query: ns=${collection.ns} planner returned error :: caused by :: hint provided does not correspond to an existing index`,
  );
}

/**
 * Chooses candidate documents for a filter from the hash indexes: `_id` equality (the document map
 * itself) or a complete (sparse allowed) secondary index whose every field has an equality (`v`, `{$eq: v}` or
 * `{$in: [...]}`) on a non-null scalar. Candidates are a superset; callers still test each with the filter.
 * Returns null when no index applies (full scan). Without a collection only `_id` is used.
 */
export function candidateIds(collection: Collection | null, filter: unknown): string[] | null {
  if (!isPlainObject(filter)) return null;
  const eq = new Map<string, unknown[]>();
  collectEqualities(filter, eq);
  const ids = eq.get('_id');
  if (ids) return ids.map((v) => keyOf(v));
  if (eq.size === 0 || !collection) return null;
  const usable = collection.indexes.filter((i) => i.complete && i.fields.every((f) => eq.has(f)));
  const index = usable.find((i) => i.unique) ?? usable[0];
  if (!index) return null;
  let keys: string[] = [''];
  index.fields.forEach((field, n) => {
    const parts = (eq.get(field) ?? []).map((v) => keyOf(v));
    keys = keys.flatMap((prefix) => parts.map((p) => (n === 0 ? p : `${prefix}|${p}`)));
  });
  const out = new Set<string>();
  for (const key of keys) for (const id of index.entries.get(key) ?? []) out.add(id);
  return [...out];
}

/** True when the filter is exactly `{_id: <scalar>}`, so an `_id` hit needs no further test. */
export function isIdEquality(filter: unknown): boolean {
  if (!isPlainObject(filter)) return false;
  let n = 0;
  for (const k in filter) {
    if (k !== '_id' || !isScalar(filter[k])) return false;
    n += 1;
  }
  return n === 1;
}

function collectEqualities(filter: Doc, out: Map<string, unknown[]>): void {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) collectEqualities(sub, out);
      continue;
    }
    if (field.startsWith('$') || out.has(field)) continue;
    const values = equalityValues(cond);
    if (values) out.set(field, values);
  }
}

function equalityValues(cond: unknown): unknown[] | null {
  if (isScalar(cond)) return [cond];
  if (!isPlainObject(cond)) return null;
  if ('$eq' in cond && isScalar(cond.$eq)) return [cond.$eq];
  const list = cond.$in;
  if (Array.isArray(list) && list.every(isScalar)) return list;
  return null;
}

/** Values whose index key is exactly their equality semantics (no null/missing, arrays, documents or regexes). */
function isScalar(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (v instanceof Date) return true;
  return typeof v === 'object' && v !== null && (v as { _bsontype?: unknown })._bsontype === 'ObjectId';
}
