import { ObjectId } from 'bson';
import { CommandError, ErrorCode, failedToParse, toCommandError } from '../errors';
import { assertHint } from '../planner';
import { compileArrayFilters } from '../positional';
import { collationOf } from '../query';
import type { DocStore } from '../store';
import type { Doc } from '../types';
import { applyUpdate, assertStorableId, buildUpsert, classifyUpdate } from '../update';
import { frozenCopy, keyOf } from '../values';
import { bindVariables } from '../variables';
import type { CommandContext } from './context';
import { findAndModify } from './findAndModify';
import { sortOption, targetDocs } from './target';
import type { CommandSpec } from './types';

/** A write reply: `n`, then `writeErrors` if any statement failed (ordered writes stop at the first). */
export interface Outcome {
  n: number;
  nModified: number;
  upserted: Doc[];
  writeErrors: Doc[];
}

function runStatements(ctx: CommandContext, statements: Doc[], each: (s: Doc, i: number, out: Outcome) => void): Outcome {
  const ordered = ctx.body.ordered !== false;
  const out: Outcome = { n: 0, nModified: 0, upserted: [], writeErrors: [] };
  for (let i = 0; i < statements.length; i++) {
    try {
      each(statements[i] as Doc, i, out);
    } catch (err) {
      const error = toCommandError(err);
      if (error.code === ErrorCode.WriteConflict || error.code === ErrorCode.InternalError) throw error;
      out.writeErrors.push(error.toWriteError(i));
      if (ordered) break;
    }
  }
  return out;
}

function reply(out: Outcome, withModified: boolean): Doc {
  const r: Doc = { n: out.n };
  if (withModified) r.nModified = out.nModified;
  if (out.upserted.length > 0) r.upserted = out.upserted;
  if (out.writeErrors.length > 0) r.writeErrors = out.writeErrors;
  r.ok = 1;
  return r;
}

/** A document as stored: `_id` first (generated if missing), frozen. */
export function prepareInsert(doc: Doc): Doc {
  const { _id = new ObjectId(), ...rest } = doc;
  if (Array.isArray(_id) || _id instanceof RegExp) throw new CommandError(ErrorCode.BadValue, `can't use an ${Array.isArray(_id) ? 'array' : 'regex'} for _id`);
  assertStorableId(_id);
  return frozenCopy({ _id, ...rest });
}

function insert(ctx: CommandContext): Doc {
  const documents = ctx.docs('documents');
  const store = ctx.store(ctx.collectionName(), true);
  return reply(
    runStatements(ctx, documents, (doc, _i, out) => {
      store.insert(prepareInsert(doc));
      out.n += 1;
    }),
    false,
  );
}

/**
 * Applies one update statement (`{q, u, upsert, multi, sort, arrayFilters, hint, collation, c}`) to a
 * store; `variables` are the command's `let`.
 */
export function updateStatement(store: DocStore, s: Doc, i: number, out: Outcome, letVariables?: Doc): void {
  const kind = classifyUpdate(s.u);
  const multi = s.multi === true;
  if (multi && kind === 'replacement') throw failedToParse('multi update is not supported for replacement-style update');
  const sort = sortOption(s.sort, multi);
  const variables = s.c === undefined ? letVariables : { ...letVariables, ...bindVariables(undefined, s.c) };
  const filter = s.q ?? {};
  const opts = { filter, arrayFilters: compileArrayFilters(s.u, s.arrayFilters, variables), variables };
  assertHint(store.collection, s.hint);
  const matched = targetDocs(store, { filter, one: !multi, sort, collation: collationOf(s.collation), variables });
  for (const prev of matched) {
    const next = applyUpdate(prev, s.u, kind, opts);
    out.n += 1;
    if (next === prev) continue;
    store.replace(keyOf(prev._id), next);
    out.nModified += 1;
  }
  if (matched.length === 0 && s.upsert === true) {
    const doc = buildUpsert(s.u, kind, opts);
    store.insert(doc);
    out.n += 1;
    out.upserted.push({ index: i, _id: doc._id });
  }
}

function update(ctx: CommandContext): Doc {
  const updates = ctx.docs('updates');
  const variables = bindVariables(ctx.body.let);
  const store = ctx.store(ctx.collectionName(), updates.some((s) => s.upsert === true));
  return reply(runStatements(ctx, updates, (s, i, out) => updateStatement(store, s, i, out, variables)), true);
}

/** Applies one delete statement (`{q, limit, collation, hint}`) to a store. */
export function deleteStatement(store: DocStore, s: Doc, out: Outcome, variables?: Doc): void {
  const limit = s.limit;
  if (limit !== 0 && limit !== 1) throw failedToParse('The limit field in delete objects must be 0 or 1.');
  assertHint(store.collection, s.hint);
  for (const doc of targetDocs(store, { filter: s.q ?? {}, one: limit === 1, collation: collationOf(s.collation), variables })) {
    store.remove(keyOf(doc._id));
    out.n += 1;
  }
}

function deleteCommand(ctx: CommandContext): Doc {
  const variables = bindVariables(ctx.body.let);
  const store = ctx.store(ctx.collectionName());
  return reply(
    runStatements(ctx, ctx.docs('deletes'), (s, _i, out) => deleteStatement(store, s, out, variables)),
    false,
  );
}

export const writeCommands: Record<string, CommandSpec> = {
  insert: { run: insert, inTxn: true, retryable: true, writeConcern: true },
  update: { run: update, inTxn: true, retryable: true, writeConcern: true },
  delete: { run: deleteCommand, inTxn: true, retryable: true, writeConcern: true },
  findAndModify: { run: findAndModify, inTxn: true, retryable: true, writeConcern: true },
  findandmodify: { run: findAndModify, inTxn: true, retryable: true, writeConcern: true },
};
