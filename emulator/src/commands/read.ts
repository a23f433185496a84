import { CommandError, ErrorCode, failedToParse } from '../errors';
import { assertHint } from '../planner';
import { collationOf, runAggregate, runFind } from '../query';
import { EmptyStore } from '../store';
import { isPlainObject, type Doc } from '../types';
import { keyOf, valuesAtPath } from '../values';
import { bindVariables } from '../variables';
import type { CommandContext } from './context';
import type { CommandSpec } from './types';

/** find options that change what comes back and that the emulator does not implement (refused, never ignored). */
const UNSUPPORTED_FIND_OPTIONS = ['min', 'max', 'returnKey', 'showRecordId'];

function find(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const rawLimit = ctx.count('limit') ?? 0;
  const batchSize = ctx.count('batchSize');
  if (batchSize !== undefined && batchSize < 0) throw new CommandError(ErrorCode.BadValue, 'BatchSize value must be non-negative');
  if (ctx.count('skip') !== undefined && (ctx.count('skip') ?? 0) < 0) throw new CommandError(ErrorCode.BadValue, 'Skip value must be non-negative');
  if (ctx.body.tailable === true) throw new CommandError(ErrorCode.BadValue, 'tailable cursors are not supported by the Nova MongoDB emulator');
  for (const option of UNSUPPORTED_FIND_OPTIONS) {
    if (ctx.body[option] !== undefined && ctx.body[option] !== false) {
      throw new CommandError(ErrorCode.BadValue, `find option '${option}' is not supported by the Nova MongoDB emulator`);
    }
  }
  const variables = bindVariables(ctx.body.let);
  const store = ctx.store(name);
  assertHint(store.collection, ctx.body.hint);
  const docs = runFind(store, {
    filter: ctx.doc('filter'),
    sort: ctx.doc('sort'),
    projection: ctx.doc('projection'),
    skip: ctx.count('skip'),
    limit: Math.abs(rawLimit),
    collation: ctx.doc('collation'),
    variables,
  });
  const singleBatch = ctx.body.singleBatch === true || rawLimit < 0;
  const size = rawLimit !== 0 && (batchSize === undefined || batchSize > Math.abs(rawLimit)) ? Math.abs(rawLimit) : batchSize;
  return { cursor: ctx.state.cursors.first(ctx.ns(name), docs, size, singleBatch), ok: 1 };
}

function getMore(ctx: CommandContext): Doc {
  const id = ctx.body.getMore;
  const numeric = typeof id === 'number' ? id : typeof id === 'object' && id !== null ? Number(String(id)) : NaN;
  if (!Number.isFinite(numeric)) throw new CommandError(ErrorCode.TypeMismatch, "Field 'getMore' must be of type long");
  const coll = ctx.body.collection;
  if (typeof coll !== 'string') throw failedToParse("Field 'collection' must be a string");
  return { cursor: ctx.state.cursors.more(numeric, ctx.ns(coll), ctx.count('batchSize')), ok: 1 };
}

function killCursors(ctx: CommandContext): Doc {
  const ids = Array.isArray(ctx.body.cursors) ? ctx.body.cursors.map((c) => Number(String(c))) : [];
  const { killed, notFound } = ctx.state.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(ctx: CommandContext): Doc {
  const store = ctx.store(ctx.collectionName());
  assertHint(store.collection, ctx.body.hint);
  const query = ctx.doc('query');
  const collation = collationOf(ctx.doc('collation'));
  let n = query && Object.keys(query).length > 0 ? store.match(query, { collation }).length : store.count();
  n = Math.max(0, n - (ctx.count('skip') ?? 0));
  const limit = Math.abs(ctx.count('limit') ?? 0);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(ctx: CommandContext): Doc {
  const store = ctx.store(ctx.collectionName());
  const key = ctx.body.key;
  if (typeof key !== 'string') throw failedToParse("BSON field 'distinct.key' is missing but a required field");
  assertHint(store.collection, ctx.body.hint);
  const seen = new Map<string, unknown>();
  for (const doc of store.match(ctx.doc('query') ?? {}, { collation: collationOf(ctx.doc('collation')) })) {
    for (const value of valuesAtPath(doc, key)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        const k = keyOf(v);
        if (!seen.has(k)) seen.set(k, v);
      }
    }
  }
  return { values: [...seen.values()], ok: 1 };
}

/**
 * aggregate on a collection, or on the database (`{aggregate: 1}`), where the pipeline must start with
 * `$documents` (its literal documents are the input; `$lookup`/`$unionWith` still read collections).
 */
function aggregate(ctx: CommandContext): Doc {
  const target = ctx.body.aggregate;
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw new CommandError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  }
  if (ctx.body.explain === true) throw new CommandError(ErrorCode.BadValue, 'explain is not supported by the Nova MongoDB emulator');
  const cursor = ctx.doc('cursor');
  if (!cursor) throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
  const onDatabase = target === 1;
  assertPipelineSource(pipeline, onDatabase);
  const name = onDatabase ? '$cmd.aggregate' : ctx.collectionName();
  const store = onDatabase ? new EmptyStore(ctx.ns(name)) : ctx.store(name);
  assertHint(store.collection, ctx.body.hint);
  const docs = runAggregate(store, {
    pipeline,
    resolve: (other) => [...ctx.store(other).all()],
    collation: ctx.doc('collation'),
    variables: bindVariables(ctx.body.let),
  });
  const batchSize = cursor.batchSize;
  return {
    cursor: ctx.state.cursors.first(ctx.ns(name), docs, typeof batchSize === 'number' ? batchSize : undefined),
    ok: 1,
  };
}

/**
 * `$documents` only as the first stage (40602), and only on the database (73, as MongoDB answers a
 * collection-independent source run on a collection). A database-level pipeline starts with `$documents`;
 * the server's other collection-less sources are out of scope.
 */
function assertPipelineSource(pipeline: Doc[], onDatabase: boolean): void {
  if (pipeline.some((stage, i) => i > 0 && '$documents' in stage)) {
    throw new CommandError(ErrorCode.Location40602, '$documents is only valid as the first stage in a pipeline');
  }
  const first = Object.keys(pipeline[0] ?? {})[0];
  if (!onDatabase) {
    if (first === '$documents') throw new CommandError(ErrorCode.InvalidNamespace, "'$documents' can only be run with {aggregate: 1}");
    return;
  }
  if (first === '$documents') return;
  if (first === '$currentOp' || first === '$listLocalSessions' || first === '$changeStream') {
    throw new CommandError(ErrorCode.UnrecognizedPipelineStage, `Unrecognized pipeline stage name: '${first}' (not supported by the Nova MongoDB emulator)`);
  }
  throw new CommandError(ErrorCode.InvalidNamespace, `{aggregate: 1} is not valid for '${first ?? 'an empty pipeline'}'; a collection is required.`);
}

export const readCommands: Record<string, CommandSpec> = {
  find: { run: find, inTxn: true },
  getMore: { run: getMore, inTxn: true },
  killCursors: { run: killCursors, inTxn: true },
  count: { run: count },
  distinct: { run: distinct, inTxn: true },
  aggregate: { run: aggregate, inTxn: true },
};
