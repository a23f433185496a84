import { CommandError, ErrorCode, badValue, failedToParse } from './errors';
import { compileFilter, type Matcher } from './matcher';
import { isPlainObject, setOwn, type Doc } from './types';

/**
 * Positional update paths (`a.$.b`, `a.$[].b`, `a.$[id].b`) resolved to concrete array indexes
 * (`a.2.b`) against the document before the update, the way MongoDB applies them: the `$` element is
 * the first one the query's conditions on that array match, and array filters are judged on the
 * elements as they were before any change. Once resolved, every path is a plain path, so several
 * fields of one element are distinct paths and mingo's updater (whose own positional support allows
 * only one path per array) applies them together.
 */

/** Compiled `arrayFilters`: identifier -> a test of `{<identifier>: element}`. */
export type ArrayFilters = ReadonlyMap<string, Matcher>;

const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Validates and compiles a statement's `arrayFilters` against its update (parse time, before any
 * document is read): one identifier per filter, none repeated, each used by some path, and every
 * `$[id]` in the update has its filter.
 */
export function compileArrayFilters(u: unknown, raw: unknown, variables?: Doc): ArrayFilters | undefined {
  const used = usedIdentifiers(u);
  if (raw === undefined || raw === null) {
    const [missing] = used;
    if (missing) throw badValue(`No array filter found for identifier '${missing[0]}' in path '${missing[1]}'`);
    return undefined;
  }
  if (!Array.isArray(raw)) throw failedToParse("BSON field 'arrayFilters' is the wrong type, expected type 'array'");
  if (Array.isArray(u)) throw new CommandError(ErrorCode.InvalidOptions, 'arrayFilters may not be specified for pipeline-style updates');
  const out = new Map<string, Matcher>();
  for (const filter of raw) {
    if (!isPlainObject(filter)) throw failedToParse('Error parsing array filter :: caused by :: an array filter must be an object');
    const id = identifierOf(filter);
    if (out.has(id)) throw failedToParse(`Found multiple array filters with the same top-level field name ${id}`);
    out.set(id, compileFilter(filter, variables));
  }
  for (const [id, path] of used) {
    if (!out.has(id)) throw badValue(`No array filter found for identifier '${id}' in path '${path}'`);
  }
  const usedIds = new Set(used.map(([id]) => id));
  for (const id of out.keys()) {
    if (!usedIds.has(id)) throw failedToParse(`The array filter for identifier '${id}' was not used in the update`);
  }
  return out;
}

/** The single identifier an array filter's field names start with. */
function identifierOf(filter: Doc): string {
  const names = new Set<string>();
  const collect = (f: Doc): void => {
    for (const [key, value] of Object.entries(f)) {
      if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
        for (const sub of value) if (isPlainObject(sub)) collect(sub);
      } else if (!key.startsWith('$')) names.add(key.split('.')[0] as string);
    }
  };
  collect(filter);
  const [id, other] = names;
  if (id === undefined) throw failedToParse('Error parsing array filter :: caused by :: Cannot use an expression without a top-level field name in arrayFilters');
  if (other !== undefined) throw failedToParse(`Error parsing array filter :: caused by :: Expected a single top-level field name, found '${id}' and '${other}'`);
  if (!IDENTIFIER.test(id)) throw badValue(`Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`);
  return id;
}

/** `[identifier, path]` for every `$[identifier]` in an operator update. */
function usedIdentifiers(u: unknown): Array<[string, string]> {
  if (!isPlainObject(u)) return [];
  const out: Array<[string, string]> = [];
  for (const args of Object.values(u)) {
    if (!isPlainObject(args)) continue;
    for (const path of Object.keys(args)) {
      if (!path.includes('$[')) continue;
      for (const seg of path.split('.')) {
        const id = /^\$\[(.+)\]$/.exec(seg)?.[1];
        if (id !== undefined) out.push([id, path]);
      }
    }
  }
  return out;
}

/** True when some path of the modifier has a positional segment. */
export function hasPositional(modifier: Doc): boolean {
  for (const args of Object.values(modifier)) {
    for (const path of Object.keys(args as Doc)) if (path.includes('$')) return true;
  }
  return false;
}

/**
 * The modifier with every positional path replaced by the concrete paths it reaches in `doc` (none when
 * `$[]`/`$[id]` reach no element), then checked for two paths landing on the same field (code 40).
 */
export function resolvePositional(doc: Doc, modifier: Doc, filter: unknown, arrayFilters: ArrayFilters | undefined): Doc {
  const matched = new Map<string, number>();
  const out: Doc = {};
  const paths: string[] = [];
  for (const [op, args] of Object.entries(modifier)) {
    const resolved: Doc = {};
    for (const [path, value] of Object.entries(args as Doc)) {
      const concrete = path.includes('$') ? expand(doc, path, filter, arrayFilters, matched) : [path];
      for (const p of concrete) setOwn(resolved, p, value);
      paths.push(...concrete);
    }
    if (Object.keys(resolved).length > 0) out[op] = resolved;
  }
  assertDistinct(paths);
  return out;
}

function expand(doc: Doc, path: string, filter: unknown, arrayFilters: ArrayFilters | undefined, matched: Map<string, number>): string[] {
  const segments = path.split('.');
  const out: string[] = [];
  const walk = (value: unknown, i: number, prefix: string[]): void => {
    if (i === segments.length) {
      out.push(prefix.join('.'));
      return;
    }
    const seg = segments[i] as string;
    if (seg === '$') {
      const at = prefix.join('.');
      let index = matched.get(at);
      if (index === undefined) {
        index = matchedIndex(value, at, filter);
        matched.set(at, index);
      }
      walk((value as unknown[])[index], i + 1, [...prefix, String(index)]);
      return;
    }
    if (seg.startsWith('$[') && seg.endsWith(']')) {
      const at = prefix.join('.');
      if (value === undefined || value === null) throw badValue(`The path '${at}' must exist in the document in order to apply array updates.`);
      if (!Array.isArray(value)) throw badValue(`Cannot apply array updates to non-array element ${at}`);
      const id = seg.slice(2, -1);
      const test = id === '' ? null : arrayFilters?.get(id);
      value.forEach((element, j) => {
        if (!test || test({ [id]: element })) walk(element, i + 1, [...prefix, String(j)]);
      });
      return;
    }
    const next = Array.isArray(value) && /^\d+$/.test(seg) ? value[Number(seg)] : isPlainObject(value) && Object.hasOwn(value, seg) ? value[seg] : undefined;
    walk(next, i + 1, [...prefix, seg]);
  };
  walk(doc, 0, []);
  return out;
}

const NO_MATCH = 'The positional operator did not find the match needed from the query.';

/** The first element of the array at `at` that the query's conditions on that array match. */
function matchedIndex(array: unknown, at: string, filter: unknown): number {
  const conditions = isPlainObject(filter) ? conditionsOn(filter, at) : [];
  if (!Array.isArray(array) || conditions.length === 0) throw badValue(NO_MATCH);
  const test = compileFilter(conditions.length === 1 ? conditions[0] : { $and: conditions });
  const index = array.findIndex((element) => test(nest(at, [element])));
  if (index < 0) throw badValue(NO_MATCH);
  return index;
}

/** The filter's conditions on `at` or paths below it (top level and inside `$and`). */
function conditionsOn(filter: Doc, at: string): Doc[] {
  const out: Doc[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) out.push(...conditionsOn(sub, at));
    } else if (key === at || key.startsWith(`${at}.`)) out.push({ [key]: cond });
  }
  return out;
}

/** `{a: {b: value}}` for the path `a.b`. */
function nest(path: string, value: unknown): Doc {
  const parts = path.split('.');
  let doc: Doc = {};
  setOwn(doc, parts[parts.length - 1] as string, value);
  for (let i = parts.length - 2; i >= 0; i--) {
    const outer: Doc = {};
    setOwn(outer, parts[i] as string, doc);
    doc = outer;
  }
  return doc;
}

/** Two resolved paths on the same field, or one inside the other, conflict (code 40). */
function assertDistinct(paths: string[]): void {
  paths.sort();
  for (let i = 1; i < paths.length; i++) {
    const a = paths[i - 1] as string;
    const b = paths[i] as string;
    if (a === b || b.startsWith(`${a}.`)) {
      throw new CommandError(ErrorCode.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}
