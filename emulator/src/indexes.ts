import { CommandError, ErrorCode, failedToParse } from './errors';
import { compileFilter, type Matcher } from './matcher';
import { isPlainObject, setOwn, type Doc } from './types';
import { deepEqual, keyOf, valuesAtPath } from './values';

/** An index as listIndexes shows it. */
export interface IndexSpec extends Doc {
  v: number;
  key: Doc;
  name: string;
}

/** One key a document contributes to an index, with the values (for E11000 messages). */
export interface IndexEntry {
  key: string;
  values: unknown[];
}

const OPTION_FIELDS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'] as const;
const UNSUPPORTED_TYPES = new Set(['text', '2d', '2dsphere', 'geoHaystack', 'columnstore']);

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Validates a createIndexes entry and returns the normalized spec (defaulted name, known options only). */
export function parseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) throw failedToParse('index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new CommandError(ErrorCode.CannotCreateIndex, 'Index keys cannot be empty.');
  }
  for (const [field, dir] of Object.entries(key)) {
    if (field === '$**' || field.endsWith('.$**')) {
      throw new CommandError(ErrorCode.CannotCreateIndex, `Wildcard index on '${field}' is not supported by the Nova MongoDB emulator`);
    }
    if (typeof dir === 'string' && UNSUPPORTED_TYPES.has(dir)) {
      throw new CommandError(ErrorCode.CannotCreateIndex, `Index type '${dir}' on field '${field}' is not supported by the Nova MongoDB emulator`);
    }
    if (dir !== 'hashed' && dir !== 1 && dir !== -1) {
      throw new CommandError(ErrorCode.CannotCreateIndex, `Values in the index key pattern can only be 1, -1 or "hashed"; found ${String(dir)} for field '${field}'`);
    }
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) {
    throw failedToParse("The 'name' field is a required property of an index specification");
  }
  const spec: IndexSpec = { v: 2, key, name: raw.name };
  for (const field of OPTION_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (field === 'unique' || field === 'sparse') {
      if (value === true || value === 1) spec[field] = true;
    } else if (field === 'expireAfterSeconds') {
      if (typeof value !== 'number' || value < 0 || Object.keys(key).length !== 1) {
        throw new CommandError(ErrorCode.CannotCreateIndex, 'TTL index expireAfterSeconds must be a non-negative number on a single-field index');
      }
      spec[field] = value;
    } else {
      spec[field] = value;
    }
  }
  if (spec.partialFilterExpression !== undefined) compileFilter(spec.partialFilterExpression);
  return spec;
}

const ABSENT = Symbol('absent');

/** A document's own top-level value (never an inherited one), or ABSENT. */
function ownValue(doc: Doc, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(doc, field) ? doc[field] : ABSENT;
}

/** The top-level fields behind an index's entries: its key paths' first segments and its partial filter's fields. */
function sourceFields(fields: string[], partial: unknown): string[] | null {
  const tops = new Set(fields.map((f) => f.split('.')[0]!));
  if (partial !== undefined) {
    if (!isPlainObject(partial)) return null;
    for (const key of Object.keys(partial)) {
      if (key.startsWith('$')) return null;
      tops.add(key.split('.')[0]!);
    }
  }
  return [...tops];
}

/** True when two specs with the same key pattern also agree on every option. */
export function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return OPTION_FIELDS.every((f) => deepEqual(a[f] ?? null, b[f] ?? null));
}

/**
 * A secondary index: a hash map from the canonical key of the indexed values to the ids of the
 * documents holding them. Unique indexes keep at most one id per key. Arrays index each element.
 */
export class Index {
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly entries = new Map<string, Set<string>>();
  private readonly partial: Matcher | null;
  /** Case/diacritic folding for collated indexes (strength 1 or 2), so uniqueness follows the collation. */
  private readonly fold: ((s: string) => string) | undefined;
  /**
   * The top-level fields the index's keys (and its partial filter) are computed from, or null when the partial
   * filter is not a plain field-by-field filter (then `sameKeys` never answers yes).
   */
  private readonly sources: string[] | null;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = spec.partialFilterExpression === undefined ? null : compileFilter(spec.partialFilterExpression);
    this.fold = foldFor(spec.collation);
    this.sources = sourceFields(this.fields, spec.partialFilterExpression);
  }

  /**
   * True when `next` certainly contributes the same entries as `prev`: every top-level field the index reads holds
   * the very same value (documents are frozen and only replaced, so an identical reference is an identical subtree).
   * A write that leaves an index's fields alone then costs that index nothing; false only means "compute them".
   */
  sameKeys(prev: Doc, next: Doc): boolean {
    return this.sources !== null && this.sources.every((f) => ownValue(prev, f) === ownValue(next, f));
  }

  get name(): string {
    return this.spec.name;
  }

  /**
   * Usable for exact equality lookups on non-null scalars that must find every match: not partial or collated. A
   * sparse index qualifies: it leaves out only documents missing every indexed field, and a document equal to a
   * non-null value on each of them has them all.
   */
  get complete(): boolean {
    return this.partial === null && this.fold === undefined;
  }

  /** The keys a document contributes, or null when the index does not cover it (partial/sparse). */
  entriesOf(doc: Doc): IndexEntry[] | null {
    if (this.partial && !this.partial(doc)) return null;
    const perField = this.fields.map((f) => expand(valuesAtPath(doc, f)));
    if (this.sparse && perField.every((vals) => vals.length === 1 && vals[0] === MISSING)) return null;
    const multi = perField.filter((vals) => vals.length > 1);
    if (multi.length > 1) {
      throw new CommandError(ErrorCode.CannotIndexParallelArrays, `cannot index parallel arrays [${this.fields.join('] [')}]`);
    }
    let combos: unknown[][] = [[]];
    for (const vals of perField) combos = combos.flatMap((prefix) => vals.map((v) => [...prefix, v]));
    const out = new Map<string, IndexEntry>();
    for (const values of combos) {
      const clean = values.map((v) => (v === MISSING ? null : v === EMPTY ? [] : v));
      const key = clean.map((v) => keyOf(v, this.fold)).join('|');
      if (!out.has(key)) out.set(key, { key, values: clean });
    }
    return [...out.values()];
  }

  /** Ids (other than `self`) already holding `key`. */
  holders(key: string, self: string): string[] {
    const ids = this.entries.get(key);
    if (!ids) return [];
    const out: string[] = [];
    for (const id of ids) if (id !== self) out.push(id);
    return out;
  }

  add(id: string, entries: IndexEntry[]): void {
    for (const { key } of entries) {
      const ids = this.entries.get(key);
      if (ids) ids.add(id);
      else this.entries.set(key, new Set([id]));
    }
  }

  remove(id: string, entries: IndexEntry[]): void {
    for (const { key } of entries) {
      const ids = this.entries.get(key);
      if (!ids) continue;
      ids.delete(id);
      if (ids.size === 0) this.entries.delete(key);
    }
  }

  /** `{field: value}` for an entry, as E11000 errors report it. */
  keyValue(entry: IndexEntry): Doc {
    const out: Doc = {};
    this.fields.forEach((f, i) => {
      setOwn(out, f, entry.values[i] ?? null);
    });
    return out;
  }
}

function foldFor(collation: unknown): ((s: string) => string) | undefined {
  if (!isPlainObject(collation) || typeof collation.locale !== 'string' || collation.locale === 'simple') return undefined;
  const locale = collation.locale;
  const strength = typeof collation.strength === 'number' ? collation.strength : 3;
  if (strength >= 3) return undefined;
  if (strength === 2) return (s) => s.toLocaleLowerCase(locale);
  return (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

const MISSING = Symbol('missing');
const EMPTY = Symbol('empty array');

/** Expands terminal arrays (multikey); a missing field indexes as null, an empty array as itself. */
function expand(values: unknown[]): unknown[] {
  if (values.length === 0) return [MISSING];
  const out: unknown[] = [];
  for (const v of values) {
    if (Array.isArray(v)) {
      if (v.length === 0) out.push(EMPTY);
      else out.push(...v);
    } else out.push(v);
  }
  return out;
}
