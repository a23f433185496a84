import { CommandError, ErrorCode, failedToParse } from './errors';
import { evaluateConstant } from './mingo';
import { isPlainObject, setOwn, type Doc } from './types';

/** A user variable name: a lowercase letter (or a non-ASCII character) first, then letters, digits, `_`. */
const NAME = /^[a-z\u0080-\uffff][\w\u0080-\uffff]*$/;

/**
 * The variables a command's `let` binds (and, for one update statement, its constants `c`), each value
 * evaluated once, before any document is read, as MongoDB does: constants, `$$NOW`, or operators over
 * them. Undefined when there are none.
 */
export function bindVariables(letDoc: unknown, constants?: unknown): Doc | undefined {
  const out = bind(letDoc, 'let');
  const more = bind(constants, 'c');
  if (!out) return more;
  if (more) for (const [k, v] of Object.entries(more)) setOwn(out, k, v);
  return out;
}

function bind(raw: unknown, field: string): Doc | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw failedToParse(`BSON field '${field}' is the wrong type, expected type 'object'`);
  const names = Object.keys(raw);
  if (names.length === 0) return undefined;
  const out: Doc = {};
  for (const name of names) {
    if (!NAME.test(name)) {
      throw new CommandError(ErrorCode.FailedToParse, `'${name}' starts with an invalid character for a user variable name`);
    }
    setOwn(out, name, evaluateConstant(raw[name]));
  }
  return out;
}
