import { isPlainObject, setOwn, type Doc } from './types';

/**
 * Value helpers shared by storage, indexes and queries.
 *
 * Numbers: incoming BSON Int32, Int64 (when it fits in 53 bits) and Double all become JS numbers, and
 * outgoing integral numbers in the int32 range are sent back as Int32, other numbers as Double. So an
 * integer always comes back as an integer; a double that happens to be integral (5.0) comes back as int32 5.
 */

interface BsonValue {
  _bsontype: string;
  toString(): string;
}

function bsonType(value: object): string | undefined {
  const t = (value as Partial<BsonValue>)._bsontype;
  return typeof t === 'string' ? t : undefined;
}

/**
 * A canonical string for a value, equal for values MongoDB treats as equal in an index
 * (1 and 1.0 share a key; field order of embedded documents matters). Prefix-free, so keys of
 * compound indexes can be joined.
 */
export function keyOf(value: unknown, fold?: (s: string) => string): string {
  switch (typeof value) {
    case 'string':
      return `s${JSON.stringify(fold ? fold(value) : value)}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'undefined':
      return 'z';
    default:
      break;
  }
  if (value === null) return 'z';
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${JSON.stringify(`${value.source}/${value.flags}`)}`;
  if (Array.isArray(value)) return `[${value.map((v) => keyOf(v, fold)).join(',')}]`;
  if (typeof value === 'object') {
    const t = bsonType(value);
    if (t === 'ObjectId') return `o${value.toString()}`;
    if (t === 'Long' || t === 'Int32' || t === 'Double') return `n${value.toString()}`;
    if (t !== undefined) return `${t}${JSON.stringify(value.toString())}`;
    if (value instanceof Uint8Array) return `x${Buffer.from(value).toString('base64')}`;
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value)) parts.push(`${JSON.stringify(k)}:${keyOf(v, fold)}`);
    return `{${parts.join(',')}}`;
  }
  return `?${String(value)}`;
}

/**
 * Freezes plain objects and arrays recursively so stored documents cannot be mutated in place. A frozen
 * object is skipped: it was frozen here, children first, so its whole subtree already is (an updated
 * document shares its unchanged parts with the stored one).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (const v of value) deepFreeze(v);
    Object.freeze(value);
  } else if (isPlainObject(value)) {
    for (const k of Object.keys(value)) deepFreeze(value[k]);
    Object.freeze(value);
  }
  return value;
}

/** A frozen deep copy of plain objects and arrays in one pass (for documents arriving from a client). */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) setOwn(out, k, frozenCopy(value[k]));
    return Object.freeze(out) as T;
  }
  return value;
}

/** Copies plain objects and arrays recursively; bson value objects and dates are shared (never mutated). */
export function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) setOwn(out, k, cloneDeep(value[k]));
    return out as T;
  }
  return value;
}

/** Order-sensitive structural equality, the way MongoDB decides whether an update changed a document. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k, i) => kb[i] === k && deepEqual(a[k], b[k]));
  }
  return keyOf(a) === keyOf(b);
}

/**
 * The values a dotted path reaches in a document, descending into arrays the way MongoDB does:
 * `a.b` over `{a: [{b: 1}, {b: 2}]}` gives [1, 2]. Missing paths give []. Terminal arrays are
 * returned as they are (callers expand them when they need index keys).
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  return collect(doc, path.split('.'), 0);
}

function collect(value: unknown, parts: string[], i: number): unknown[] {
  if (i === parts.length) return value === undefined ? [] : [value];
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) {
      const direct = collect(value[Number(part)], parts, i + 1);
      if (direct.length > 0) return direct;
    }
    const out: unknown[] = [];
    for (const el of value) if (isPlainObject(el)) out.push(...collect(el, parts, i));
    return out;
  }
  if (!isPlainObject(value) || !Object.hasOwn(value, part)) return [];
  return collect(value[part], parts, i + 1);
}

/** First value at a dotted path without array descent (for messages and TTL). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur) && /^\d+$/.test(part)) cur = cur[Number(part)];
    else if (isPlainObject(cur) && Object.hasOwn(cur, part)) cur = cur[part];
    else return undefined;
  }
  return cur;
}

/** Formats a value the way the server prints it in E11000 messages: `{ email: "a@x.com" }`. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'object') {
    const t = bsonType(value);
    if (t === 'ObjectId') return `ObjectId('${value.toString()}')`;
    if (t !== undefined) return `${t}(${JSON.stringify(value.toString())})`;
  }
  return String(value);
}
