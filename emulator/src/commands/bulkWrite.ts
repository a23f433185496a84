import { Long } from 'bson';
import { assertCollectionName, assertDbName } from '../catalog';
import { CommandError, ErrorCode, failedToParse, toCommandError } from '../errors';
import { isPlainObject, type Doc } from '../types';
import { bindVariables } from '../variables';
import type { CommandContext } from './context';
import type { CommandSpec } from './types';
import { deleteStatement, prepareInsert, updateStatement, type Outcome } from './write';

/** One `nsInfo` entry ("db.collection") split into its parts. */
function parseNamespace(entry: unknown, i: number): { db: string; collection: string } {
  const ns = isPlainObject(entry) ? entry.ns : undefined;
  if (typeof ns !== 'string') throw failedToParse(`BSON field 'bulkWrite.nsInfo.${i}.ns' is missing or is not a string`);
  const dot = ns.indexOf('.');
  const db = dot > 0 ? ns.slice(0, dot) : '';
  assertDbName(db);
  const collection = ns.slice(dot + 1);
  assertCollectionName(db, collection);
  return { db, collection };
}

const KINDS = ['insert', 'update', 'delete'] as const;
type Kind = (typeof KINDS)[number];

/**
 * `bulkWrite` (MongoDB 8.0): writes to several collections, even several databases, in one command and,
 * inside a transaction, as part of it. Each op names its namespace by index into `nsInfo`. Ordered
 * (default) stops at the first failed op. The reply is a cursor of per-op results (only the errors with
 * `errorsOnly`) and the counts; a failed op inside a transaction aborts the transaction, as on a server.
 */
function bulkWrite(ctx: CommandContext): Doc {
  const namespaces = ctx.docs('nsInfo').map(parseNamespace);
  const ops = ctx.docs('ops');
  const ordered = ctx.body.ordered !== false;
  const errorsOnly = ctx.body.errorsOnly === true;
  const variables = bindVariables(ctx.body.let);
  const counts = { nErrors: 0, nInserted: 0, nMatched: 0, nModified: 0, nUpserted: 0, nDeleted: 0 };
  const results: Doc[] = [];
  for (let idx = 0; idx < ops.length; idx++) {
    const op = ops[idx]!;
    try {
      const kind = KINDS.find((k) => k in op);
      const nsIndex = kind ? op[kind] : undefined;
      if (!kind || typeof nsIndex !== 'number' || !Number.isInteger(nsIndex)) {
        throw failedToParse(`BSON field 'bulkWrite.ops.${idx}' must name one of insert, update or delete with an nsInfo index`);
      }
      const ns = namespaces[nsIndex];
      if (!ns) throw new CommandError(ErrorCode.BadValue, `BulkWrite ops entry ${idx} has an invalid nsInfo index.`);
      const result = runOp(ctx, kind, op, ns, idx, counts, variables);
      if (!errorsOnly) results.push({ ok: 1, idx, ...result });
    } catch (err) {
      const error = toCommandError(err);
      if (error.code === ErrorCode.WriteConflict || error.code === ErrorCode.InternalError) throw error;
      counts.nErrors += 1;
      results.push({ ok: 0, idx, code: error.code, codeName: error.codeName, errmsg: error.message, ...error.extra });
      if (ordered) break;
    }
  }
  return { cursor: { id: Long.ZERO, firstBatch: results, ns: 'admin.$cmd.bulkWrite' }, ...counts, ok: 1 };
}

function runOp(
  ctx: CommandContext,
  kind: Kind,
  op: Doc,
  ns: { db: string; collection: string },
  idx: number,
  counts: Record<'nInserted' | 'nMatched' | 'nModified' | 'nUpserted' | 'nDeleted', number>,
  variables: Doc | undefined,
): Doc {
  const out: Outcome = { n: 0, nModified: 0, upserted: [], writeErrors: [] };
  if (kind === 'insert') {
    if (!isPlainObject(op.document)) throw failedToParse(`BSON field 'bulkWrite.ops.${idx}.document' is missing or is not an object`);
    ctx.storeIn(ns.db, ns.collection, true).insert(prepareInsert(op.document));
    counts.nInserted += 1;
    return { n: 1 };
  }
  if (kind === 'update') {
    const statement = {
      q: op.filter,
      u: op.updateMods,
      upsert: op.upsert,
      multi: op.multi,
      sort: op.sort,
      arrayFilters: op.arrayFilters,
      collation: op.collation,
      hint: op.hint,
      c: op.constants,
    };
    updateStatement(ctx.storeIn(ns.db, ns.collection, op.upsert === true), statement, idx, out, variables);
    const upserted = out.upserted[0];
    counts.nMatched += upserted ? 0 : out.n;
    counts.nModified += out.nModified;
    counts.nUpserted += upserted ? 1 : 0;
    return { n: out.n, nModified: out.nModified, ...(upserted ? { upserted: { _id: upserted._id } } : {}) };
  }
  deleteStatement(ctx.storeIn(ns.db, ns.collection), { q: op.filter, limit: op.multi === true ? 0 : 1, collation: op.collation, hint: op.hint }, out, variables);
  counts.nDeleted += out.n;
  return { n: out.n };
}

export const bulkWriteCommands: Record<string, CommandSpec> = {
  bulkWrite: { run: bulkWrite, inTxn: true, retryable: true, writeConcern: true, sinceWireVersion: 25 },
};
