import { ObjectId } from 'bson';
import * as updateOperators from 'mingo/operators/update';
import { bsonTypeName } from './bsonTypes';
import { CommandError, ErrorCode, badValue, failedToParse } from './errors';
import { runPipeline } from './pipelineUpdate';
import { hasPositional, resolvePositional, type ArrayFilters } from './positional';
import { isPlainObject, setOwn, type Doc } from './types';
import { cloneDeep, deepEqual, deepFreeze, formatValue, getPath } from './values';

/**
 * Applying update documents. Operator updates run through mingo's updater on a deep clone of the
 * stored document (stored documents are frozen and never mutated); the checks mingo lacks
 * ($setOnInsert, type errors, path conflicts, the immutable `_id`) happen here first.
 */
export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

const OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$push', '$pull', '$pullAll', '$addToSet',
  '$pop', '$rename', '$currentDate', '$bit', '$setOnInsert',
]);
const NUMERIC = new Set(['$inc', '$mul']);
const ARRAY_TARGET = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);

export interface UpdateOptions {
  filter: unknown;
  /** The statement's compiled `arrayFilters` (see compileArrayFilters). */
  arrayFilters?: ArrayFilters;
  /** The command's `let` variables, for pipeline updates. */
  variables?: Doc;
}

/** Validates the shape of an update and says which kind it is. */
export function classifyUpdate(u: unknown): UpdateKind {
  if (Array.isArray(u)) {
    if (!u.every(isPlainObject)) throw failedToParse('pipeline-style update stages must be objects');
    return 'pipeline';
  }
  if (!isPlainObject(u)) throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length === 0 || !keys[0]?.startsWith('$')) return 'replacement';
  for (const op of keys) {
    if (!OPERATORS.has(op)) {
      throw failedToParse(`Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    const args = u[op];
    if (!isPlainObject(args)) {
      throw failedToParse(`Modifiers operate on fields but we found type ${bsonTypeName(args)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(args)}}`);
    }
    if (NUMERIC.has(op)) {
      for (const [path, v] of Object.entries(args)) {
        if (typeof v !== 'number') {
          const type = bsonTypeName(v);
          if (type === 'long' || type === 'decimal') throw badValue(`${op} by a ${type} value is not supported by the Nova MongoDB emulator`);
          const verb = op === '$inc' ? 'increment' : 'multiply';
          throw new CommandError(ErrorCode.TypeMismatch, `Cannot ${verb} with non-numeric argument: {${path}: ${formatValue(v)}}`);
        }
      }
    }
  }
  assertNoConflicts(u);
  return 'operators';
}

/**
 * Every path an operator update touches must be distinct and not a prefix of another (code 40).
 * Positional segments count as they are written (`a.$.x` and `a.$.y` are distinct fields of one element);
 * paths that turn out to reach the same element are caught once resolved (resolvePositional).
 */
function assertNoConflicts(u: Doc): void {
  const paths: string[] = [];
  for (const [op, args] of Object.entries(u)) {
    for (const [path, v] of Object.entries(args as Doc)) {
      paths.push(path);
      if (op === '$rename' && typeof v === 'string') paths.push(v);
    }
  }
  const sorted = paths.sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] as string;
    const b = sorted[i] as string;
    if (a === b || b.startsWith(`${a}.`)) {
      throw new CommandError(ErrorCode.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

/** Applies an update to an existing document; returns the new frozen document (or `prev` if unchanged). */
export function applyUpdate(prev: Doc, u: unknown, kind: UpdateKind, opts: UpdateOptions): Doc {
  if (kind === 'replacement') return replace(prev, u as Doc);
  const next = kind === 'pipeline' ? keepId(runPipeline(prev, u as Doc[], opts.variables), prev._id) : runOperators(prev, u as Doc, opts, false);
  if (!deepEqual(next._id, prev._id)) {
    throw new CommandError(ErrorCode.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return deepEqual(next, prev) ? prev : deepFreeze(next);
}

/** The document an upsert inserts: equality fields of the filter, then the update ($setOnInsert included). */
export function buildUpsert(u: unknown, kind: UpdateKind, opts: UpdateOptions): Doc {
  const base: Doc = {};
  if (isPlainObject(opts.filter)) seedFromFilter(opts.filter, base);
  let doc: Doc;
  if (kind === 'replacement') {
    const replacement = u as Doc;
    if (base._id !== undefined && replacement._id !== undefined && !deepEqual(base._id, replacement._id)) {
      throw new CommandError(ErrorCode.ImmutableField, "After applying the update, the (immutable) field '_id' was found to have been altered");
    }
    doc = { ...cloneDeep(replacement) };
    if (doc._id === undefined && base._id !== undefined) doc._id = base._id;
  } else if (kind === 'pipeline') {
    doc = keepId(runPipeline(base, u as Doc[], opts.variables), base._id);
  } else {
    doc = runOperators(base, u as Doc, opts, true);
  }
  const { _id = new ObjectId(), ...rest } = doc;
  assertStorableId(_id);
  return deepFreeze({ _id, ...rest });
}

/** A pipeline's result without `_id` keeps the document's `_id`, placed first (as MongoDB does). */
function keepId(next: Doc, id: unknown): Doc {
  return next._id === undefined && id !== undefined ? { _id: id, ...next } : next;
}

/** DBRef fields are the only `$`-prefixed names MongoDB stores inside an embedded document. */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/**
 * Refuses an `_id` MongoDB would not store: an embedded document holding `$`-prefixed field names, at
 * any depth (code 52 DollarPrefixedFieldName).
 */
export function assertStorableId(id: unknown): void {
  const bad = dollarField(id);
  if (bad !== null) {
    throw new CommandError(ErrorCode.DollarPrefixedFieldName, `_id fields may not contain '$'-prefixed fields: ${bad} is not valid for storage.`);
  }
}

function dollarField(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = dollarField(v);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.startsWith('$') && !DBREF_FIELDS.has(k)) return k;
    const bad = dollarField(v);
    if (bad !== null) return bad;
  }
  return null;
}

function replace(prev: Doc, replacement: Doc): Doc {
  for (const key of Object.keys(replacement)) {
    if (key.startsWith('$')) throw badValue(`The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document.`);
  }
  const { _id, ...rest } = replacement;
  if (_id !== undefined && !deepEqual(_id, prev._id)) {
    throw new CommandError(ErrorCode.ImmutableField, `The _id field cannot be changed from {_id: ${formatValue(prev._id)}} to {_id: ${formatValue(_id)}}.`);
  }
  const next = deepFreeze({ _id: prev._id, ...cloneDeep(rest) });
  return deepEqual(next, prev) ? prev : next;
}

/**
 * mingo's update operators, called one by one on plain (resolved) paths. mingo's `update()` entry point
 * would rebuild its operator tables on every call (most of an update's cost); the checks it adds
 * (conflicting paths, `_id`) happen here already.
 */
const OPERATOR_FNS = updateOperators as unknown as Readonly<Record<string, ((expr: Doc) => (doc: Doc) => string[]) | undefined>>;

function runOperators(prev: Doc, u: Doc, opts: UpdateOptions, inserting: boolean): Doc {
  const modifier: Doc = {};
  for (const [op, args] of Object.entries(u)) {
    if (op === '$setOnInsert') {
      if (inserting) modifier.$set = { ...(modifier.$set as Doc | undefined), ...(args as Doc) };
      continue;
    }
    modifier[op] = op === '$set' && modifier.$set ? { ...(args as Doc), ...(modifier.$set as Doc) } : args;
  }
  const doc = cloneDeep(prev);
  takeIdFromUpdate(doc, modifier, inserting);
  const concrete = hasPositional(modifier) ? resolvePositional(prev, modifier, opts.filter, opts.arrayFilters) : modifier;
  if (Object.keys(concrete).length === 0) return doc;
  checkTargets(prev, concrete);
  for (const [op, args] of Object.entries(concrete)) {
    const apply = OPERATOR_FNS[op];
    if (!apply) throw failedToParse(`Unknown modifier: ${op}`);
    apply(args as Doc)(doc);
  }
  return doc;
}

/** `_id` in an update: allowed when it does not change the value, or when an upsert supplies it. */
function takeIdFromUpdate(doc: Doc, modifier: Doc, inserting: boolean): void {
  for (const [op, args] of Object.entries(modifier)) {
    const a = args as Doc;
    for (const path of Object.keys(a)) {
      if (path !== '_id' && !path.startsWith('_id.')) continue;
      const sets = op === '$set' && path === '_id';
      if (sets && doc._id === undefined && inserting) doc._id = a[path];
      else if (!sets || !deepEqual(a[path], doc._id)) {
        throw new CommandError(ErrorCode.ImmutableField, `Performing an update on the path '${path}' would modify the immutable field '_id'`);
      }
      const { [path]: _dropped, ...rest } = a;
      if (Object.keys(rest).length === 0) delete modifier[op];
      else modifier[op] = rest;
    }
  }
}

/** Type errors mingo would silently ignore: arithmetic on non-numbers, array operators on non-arrays. */
function checkTargets(prev: Doc, modifier: Doc): void {
  for (const [op, args] of Object.entries(modifier)) {
    if (!NUMERIC.has(op) && !ARRAY_TARGET.has(op)) continue;
    for (const path of Object.keys(args as Doc)) {
      if (path.includes('$')) continue;
      const current = getPath(prev, path);
      if (current === undefined || current === null && ARRAY_TARGET.has(op)) continue;
      if (NUMERIC.has(op) && typeof current !== 'number') {
        const type = bsonTypeName(current);
        if (type === 'long' || type === 'decimal') {
          throw badValue(`${op} on a ${type} value (field '${path}') is not supported by the Nova MongoDB emulator`);
        }
        throw new CommandError(
          ErrorCode.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${formatValue(prev._id)}} has the field '${path}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
      if (ARRAY_TARGET.has(op) && !Array.isArray(current)) {
        throw badValue(`The field '${path}' must be an array but is of type ${bsonTypeName(current)} in document {_id: ${formatValue(prev._id)}}`);
      }
    }
  }
}

/** Copies the filter's equality conditions (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and`) into a new document. */
function seedFromFilter(filter: Doc, out: Doc): void {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) seedFromFilter(sub, out);
      continue;
    }
    if (field.startsWith('$') || cond instanceof RegExp) continue;
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      if ('$eq' in cond) setPath(out, field, cloneDeep(cond.$eq));
      continue;
    }
    setPath(out, field, cloneDeep(cond));
  }
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(cur, part) ? cur[part] : undefined;
    if (isPlainObject(next)) cur = next;
    else {
      const created: Doc = {};
      setOwn(cur, part, created);
      cur = created;
    }
  }
  setOwn(cur, parts[parts.length - 1] as string, value);
}
