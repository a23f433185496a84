import type { Options } from 'mingo/types';
import { CommandError, ErrorCode, badValue } from './errors';
import { aggregate, newQuery, optionsFor, resolveOptions, runOptions } from './mingo';
import type { DocStore } from './store';
import { isPlainObject, type Doc } from './types';
import { cloneDeep } from './values';

/** Find semantics on top of a store: filter (index-assisted), sort, skip, limit, projection. */
export interface FindSpec {
  filter?: unknown;
  sort?: unknown;
  projection?: unknown;
  skip?: number;
  limit?: number;
  collation?: unknown;
  /** The command's `let` variables. */
  variables?: Doc;
}

export function runFind(store: DocStore, spec: FindSpec): Doc[] {
  const skip = spec.skip ?? 0;
  const limit = spec.limit ?? 0;
  const sort = normalizeSort(spec.sort);
  const natural = sort && '$natural' in sort ? sort.$natural : undefined;
  const ordered = sort && natural === undefined;
  const stopAfter = !ordered && natural !== -1 && limit > 0 ? skip + limit : Infinity;
  let docs = store.match(spec.filter ?? {}, { limit: stopAfter, collation: collationOf(spec.collation), variables: spec.variables });
  if (natural === -1) docs = docs.reverse();
  if (ordered) docs = sortDocs(docs, sort, spec.collation);
  if (skip > 0 || limit > 0) docs = docs.slice(skip, limit > 0 ? skip + limit : undefined);
  return project(docs, spec.projection, spec.filter, spec.variables);
}

/** Sorts with MongoDB's comparison rules (mingo). */
export function sortDocs(docs: Doc[], sort: Doc, collation?: unknown): Doc[] {
  if (docs.length < 2) return docs;
  return newQuery({}, optionsFor(collation)).find(docs).sort(sort).all() as Doc[];
}

/** Applies a projection to result documents (on copies: mingo's exclusion mutates nested objects). */
export function project(docs: Doc[], projection: unknown, filter: unknown, variables?: Doc): Doc[] {
  if (projection === undefined || projection === null) return docs;
  if (!isPlainObject(projection)) throw badValue('projection must be an object');
  if (Object.keys(projection).length === 0) return docs;
  const condition = isPlainObject(filter) ? filter : {};
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const options = variables ? runOptions(variables) : undefined;
  return newQuery(positional ? condition : {}, options).find(docs.map(cloneDeep), projection).all() as Doc[];
}

/** A validated sort document (`{field: 1 | -1}`), or undefined for none or `{}`. */
export function normalizeSort(sort: unknown): Doc | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainObject(sort)) throw badValue('sort must be an object');
  if (Object.keys(sort).length === 0) return undefined;
  for (const [field, dir] of Object.entries(sort)) {
    if (dir !== 1 && dir !== -1) {
      if (isPlainObject(dir) && '$meta' in dir) throw badValue(`$meta sort on '${field}' is not supported by the Nova MongoDB emulator`);
      throw new CommandError(ErrorCode.BadValue, `$sort key ordering must be 1 (for ascending) or -1 (for descending); found ${String(dir)} for '${field}'`);
    }
  }
  return sort;
}

/** A collation document, or undefined (also for `{}`). */
export function collationOf(collation: unknown): Doc | undefined {
  return isPlainObject(collation) && Object.keys(collation).length > 0 ? collation : undefined;
}

const UNSUPPORTED_STAGES = new Set([
  '$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$listLocalSessions', '$collStats',
  '$indexStats', '$planCacheStats', '$search', '$searchMeta', '$geoNear', '$vectorSearch',
]);
/** Stages that never modify their input documents, so stored (frozen) documents can be fed directly. */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$count', '$group', '$sortByCount', '$sample']);

export interface AggregateSpec {
  pipeline: Doc[];
  /** Documents of another collection in the same database (for $lookup, $unionWith, $graphLookup). */
  resolve: (name: string) => Doc[];
  collation?: unknown;
  variables?: Doc;
}

/**
 * Runs a pipeline: leading `$match` stages use the store's index-assisted matching, the rest runs in
 * mingo, on deep copies unless every remaining stage is read-only.
 */
export function runAggregate(store: DocStore, spec: AggregateSpec): Doc[] {
  const stages = spec.pipeline.map(validateStage);
  const matches: unknown[] = [];
  while (stages.length > 0 && stages[0]?.[0] === '$match') matches.push(stages.shift()?.[1]);
  const filter = matches.length === 0 ? {} : matches.length === 1 ? matches[0] : { $and: matches };
  let docs = store.match(filter, { collation: collationOf(spec.collation), variables: spec.variables });
  if (stages.length === 0) return docs;
  const readOnly = stages.every(([name]) => READ_ONLY_STAGES.has(name));
  if (!readOnly) docs = docs.map(cloneDeep);
  const cache = new Map<string, Doc[]>();
  const options: Partial<Options> = {
    ...(isPlainObject(spec.collation) ? { collation: spec.collation as unknown as Options['collation'] } : {}),
    collectionResolver: (name: string) => {
      let found = cache.get(name);
      if (!found) {
        found = spec.resolve(name).map(cloneDeep);
        cache.set(name, found);
      }
      return found;
    },
    ...(spec.variables ? { variables: spec.variables } : {}),
  };
  return aggregate(docs, stages.map(([name, arg]) => ({ [name]: arg })), resolveOptions(options));
}

function validateStage(stage: Doc): [string, unknown] {
  const keys = Object.keys(stage);
  const name = keys[0];
  if (keys.length !== 1 || name === undefined) {
    throw new CommandError(ErrorCode.BadValue, 'A pipeline stage specification object must contain exactly one field.');
  }
  if (UNSUPPORTED_STAGES.has(name)) {
    throw new CommandError(ErrorCode.UnrecognizedPipelineStage, `Unrecognized pipeline stage name: '${name}' (not supported by the Nova MongoDB emulator)`);
  }
  return [name, stage[name]];
}
