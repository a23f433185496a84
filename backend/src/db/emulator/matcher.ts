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
