import type { Logger } from 'pino';

/** A BSON document as the emulator holds it: plain objects, arrays, and bson value classes. */
export type Doc = { [key: string]: unknown };

export type { Logger };

/** True for plain `{}` objects (not arrays, not bson value classes such as ObjectId). */
export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The namespace string MongoDB uses in replies and messages: `db.collection`. */
export function namespace(db: string, collection: string): string {
  return `${db}.${collection}`;
}

/** Sets an own enumerable property, also for the key `__proto__` (plain assignment would set the prototype). */
export function setOwn(target: Doc, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
