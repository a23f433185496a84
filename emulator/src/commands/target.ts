import { failedToParse } from '../errors';
import { normalizeSort, sortDocs } from '../query';
import type { DocStore } from '../store';
import type { Doc } from '../types';

/** What a write statement may target: one document (the first in `sort` order, if given) or every match. */
export interface Target {
  filter: unknown;
  one: boolean;
  sort?: Doc;
  collation?: Doc;
  variables?: Doc;
}

/** The documents a write statement changes. */
export function targetDocs(store: DocStore, t: Target): Doc[] {
  if (!store.collection) return [];
  const options = { collation: t.collation, variables: t.variables };
  if (t.one && t.sort) return sortDocs(store.match(t.filter, options), t.sort, t.collation).slice(0, 1);
  return store.match(t.filter, { ...options, limit: t.one ? 1 : Infinity });
}

/** A statement's `sort` (MongoDB 8.0: updateOne/replaceOne only). */
export function sortOption(sort: unknown, multi: boolean): Doc | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (multi) throw failedToParse('Cannot specify sort with multi=true');
  return normalizeSort(sort);
}
