import { badValue } from './errors';
import { newQuery, runOptions } from './mingo';
import { isPlainObject, type Doc } from './types';

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

/**
 * Compiles a query filter once; an empty filter matches everything without calling mingo. `variables`
 * (a command's `let`) are what `$$name` reads inside `$expr`.
 */
export function compileFilter(filter: unknown, variables?: Doc): Matcher {
  if (filter === undefined || filter === null) return always;
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  if (Object.keys(filter).length === 0) return always;
  const query = variables ? newQuery(filter, runOptions(variables)) : newQuery(filter);
  return (doc) => query.test(doc);
}
