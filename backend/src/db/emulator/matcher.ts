import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue } from './errors';
import { isPlainObject, type Doc } from './types';

/**
 * mingo options shared by every query, projection and pipeline. `scriptEnabled` stays on because
 * mingo's own $setWindowFields is built on $function; client-sent $where/$function/$accumulator still
 * cannot run code, because BSON decoding never yields JavaScript functions (mingo rejects strings).
 */
export const mingoOptions: Partial<Options> = { scriptEnabled: true, useStrictMode: true };

/** mingoOptions plus a collation (string comparison rules) when one is given. */
export function withCollation(collation: unknown): Partial<Options> {
  return isPlainObject(collation) ? { ...mingoOptions, collation: collation as unknown as Options['collation'] } : mingoOptions;
}

/**
 * mingo compares strings exactly in query predicates (collation only affects sorting), so a query
 * collation that would change equality (strength 1 or 2) is refused rather than silently ignored.
 */
export function assertQueryCollation(collation: unknown): void {
  if (!isPlainObject(collation)) return;
  const strength = collation.strength;
  if (typeof strength === 'number' && strength < 3 && collation.locale !== 'simple') {
    throw badValue('case- or diacritic-insensitive collation (strength 1 or 2) in queries is not supported by the Nova MongoDB emulator; it is supported on unique indexes');
  }
}

export type Matcher = (doc: Doc) => boolean;

const always: Matcher = () => true;

/** Compiles a query filter once; an empty filter matches everything without calling mingo. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return always;
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  if (Object.keys(filter).length === 0) return always;
  const query = new Query(filter, mingoOptions);
  return (doc) => query.test(doc);
}
