import { CommandError, ErrorCode, failedToParse } from './errors';
import { isPlainObject, type Doc } from './types';

/**
 * Write concerns on a one-member replica set. The member acknowledges `w: 0`, `w: 1` and `w: "majority"`
 * itself. A larger `w` or a tag-set mode it does not have can never be met: as on MongoDB, the write is
 * applied and the reply carries a `writeConcernError` (100 UnsatisfiableWriteConcern, 79
 * UnknownReplWriteConcern), so the driver reports a failure instead of success. `j: true` needs a
 * journal: refused up front (code 2) when the emulator keeps its data in memory only, as MongoDB refuses
 * it on a storage engine without one. Inside a transaction only the commit and abort carry a write concern
 * (code 72 otherwise).
 */
export interface WriteConcernCheck {
  /** The `writeConcernError` to add to a successful reply, if the concern cannot be met. */
  unmet: Doc | null;
}

const NONE: WriteConcernCheck = { unmet: null };

/** Validates `body.writeConcern` before the command runs. */
export function checkWriteConcern(body: Doc, options: { inTransaction: boolean; transactionCommand: boolean; durable: boolean }): WriteConcernCheck {
  const wc = body.writeConcern;
  if (wc === undefined || wc === null) return NONE;
  if (options.inTransaction && !options.transactionCommand) {
    throw new CommandError(ErrorCode.InvalidOptions, 'Cannot set write concern after starting a transaction.');
  }
  if (!isPlainObject(wc)) throw failedToParse("BSON field 'writeConcern' is the wrong type, expected type 'object'");
  if (wc.j === true && !options.durable) {
    throw new CommandError(ErrorCode.BadValue, "cannot use 'j' option when a host does not have journaling enabled");
  }
  const w = wc.w;
  if (w === undefined || w === 'majority') return NONE;
  if (typeof w === 'number') {
    if (!Number.isInteger(w) || w < 0) throw failedToParse(`w has to be a non-negative integer, found ${String(w)}`);
    if (w <= 1) return NONE;
    return {
      unmet: {
        code: ErrorCode.UnsatisfiableWriteConcern,
        codeName: 'UnsatisfiableWriteConcern',
        errmsg: 'Not enough data-bearing nodes',
        errInfo: { writeConcern: { w, wtimeout: typeof wc.wtimeout === 'number' ? wc.wtimeout : 0, provenance: 'clientSupplied' } },
      },
    };
  }
  if (typeof w === 'string') {
    return {
      unmet: {
        code: ErrorCode.UnknownReplWriteConcern,
        codeName: 'UnknownReplWriteConcern',
        errmsg: `Unrecognized write concern mode: ${w}`,
        errInfo: { writeConcern: { w, wtimeout: typeof wc.wtimeout === 'number' ? wc.wtimeout : 0, provenance: 'clientSupplied' } },
      },
    };
  }
  throw failedToParse("BSON field 'writeConcern.w' must be a number or a string");
}
