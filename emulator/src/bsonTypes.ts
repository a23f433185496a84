import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { badValue } from './errors';
import { isPlainObject, type Doc } from './types';
import { valuesAtPath } from './values';

/**
 * BSON types as `$type` sees them, decided by how a value is stored and sent back, so that `$type` (query
 * operator and aggregation expression) and the type the driver decodes always agree. Numbers are JS
 * numbers in storage and leave as bson serializes them: an integral number in the int32 range as int
 * (16), any other number, -0 included, as double (1). Int64 beyond 2^53 stays a Long ('long', 18),
 * Decimal128 a Decimal128 ('decimal', 19). This replaces mingo's `$type`, which let 'int', 'long' and
 * 'double' match every number and knew neither `objectId` nor most other aliases.
 */
const CODES: Readonly<Record<string, number>> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const NUMERIC = new Set(['double', 'int', 'long', 'decimal']);
const NAMES = new Map(Object.entries(CODES).map(([name, code]) => [code, name]));

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const BSON_CLASSES: Readonly<Record<string, string>> = {
  ObjectId: 'objectId',
  ObjectID: 'objectId',
  Long: 'long',
  Int32: 'int',
  Double: 'double',
  Decimal128: 'decimal',
  Binary: 'binData',
  Timestamp: 'timestamp',
  MinKey: 'minKey',
  MaxKey: 'maxKey',
  BSONSymbol: 'symbol',
  BSONRegExp: 'regex',
  DBRef: 'object',
};

/** The BSON type name a stored value has (`'missing'` for undefined, as the `$type` expression says). */
export function bsonTypeName(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return !Object.is(value, -0) && Number.isSafeInteger(value) && value >= INT32_MIN && value <= INT32_MAX ? 'int' : 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    case 'undefined':
      return 'missing';
    default:
      break;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (value instanceof Uint8Array) return 'binData';
  if (isPlainObject(value)) return 'object';
  const cls = (value as { _bsontype?: unknown })._bsontype;
  if (cls === 'Code') return isPlainObject((value as { scope?: unknown }).scope) ? 'javascriptWithScope' : 'javascript';
  return typeof cls === 'string' ? (BSON_CLASSES[cls] ?? 'object') : 'object';
}

/** The type names a `$type` argument asks for ('number' expands to the four numeric types). */
function requestedTypes(arg: unknown): Set<string> {
  const out = new Set<string>();
  for (const t of Array.isArray(arg) ? arg : [arg]) {
    if (typeof t === 'string') {
      if (t === 'number') for (const n of NUMERIC) out.add(n);
      else if (t in CODES) out.add(t);
      else throw badValue(`Unknown type name alias: ${t}`);
    } else if (typeof t === 'number' && Number.isInteger(t) && NAMES.has(t)) {
      out.add(NAMES.get(t) as string);
    } else {
      throw badValue(`Invalid numerical type code: ${String(t)}`);
    }
  }
  if (out.size === 0) throw badValue('a $type array must not be empty');
  return out;
}

/**
 * The `$type` query operator: true when a value at the path has one of the types, or, for an array,
 * when the array itself ('array') or one of its elements has one.
 */
export function $typeQuery(selector: string, value: unknown, _options: Options): (doc: Doc) => boolean {
  const wanted = requestedTypes(value);
  const matches = (v: unknown): boolean => wanted.has(bsonTypeName(v)) || (Array.isArray(v) && v.some((e) => wanted.has(bsonTypeName(e))));
  // A top-level field (the common case, e.g. partial indexes) needs no path walk.
  if (!selector.includes('.')) return (doc) => Object.hasOwn(doc, selector) && matches(doc[selector]);
  return (doc) => valuesAtPath(doc, selector).some(matches);
}

/** Unary expression operators take `x` or `[x]`. */
function unaryArgument(expr: unknown): unknown {
  return Array.isArray(expr) && expr.length === 1 ? expr[0] : expr;
}

/** The `$type` aggregation expression: the type name of the value, 'missing' when there is none. */
export function $typeExpression(obj: unknown, expr: unknown, options: Options): string {
  return bsonTypeName(evalExpr(obj, unaryArgument(expr), options));
}

/** `$isNumber`: int, long, double or decimal. */
export function $isNumber(obj: unknown, expr: unknown, options: Options): boolean {
  return NUMERIC.has(bsonTypeName(evalExpr(obj, unaryArgument(expr), options)));
}
