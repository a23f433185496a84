import { failedToParse } from '../errors';
import { assertHint } from '../planner';
import { compileArrayFilters } from '../positional';
import { collationOf, normalizeSort, project } from '../query';
import type { Doc } from '../types';
import { applyUpdate, buildUpsert, classifyUpdate } from '../update';
import { keyOf } from '../values';
import { bindVariables } from '../variables';
import type { CommandContext } from './context';
import { targetDocs } from './target';

/**
 * findAndModify: `{value, lastErrorObject: {n, updatedExisting, upserted?}}`. A duplicate key is a
 * top-level error (ok: 0, code 11000, keyPattern, keyValue), which is what Mongoose expects.
 */
export function findAndModify(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const remove = ctx.body.remove === true;
  const u = ctx.body.update;
  const returnNew = ctx.body.new === true;
  const upsert = ctx.body.upsert === true;
  if (remove && u !== undefined) throw failedToParse('Cannot specify both an update and remove=true');
  if (remove && (returnNew || upsert)) throw failedToParse('Cannot specify both new=true and remove=true; remove=true implies the document is gone');
  if (!remove && u === undefined) throw failedToParse('Either an update or remove=true must be specified');

  const filter = ctx.doc('query') ?? {};
  const fields = ctx.doc('fields');
  const variables = bindVariables(ctx.body.let);
  const store = ctx.store(name, upsert);
  assertHint(store.collection, ctx.body.hint);
  const kind = remove ? null : classifyUpdate(u);
  const opts = { filter, arrayFilters: remove ? undefined : compileArrayFilters(u, ctx.body.arrayFilters, variables), variables };
  const prev = targetDocs(store, { filter, one: true, sort: normalizeSort(ctx.body.sort), collation: collationOf(ctx.doc('collation')), variables })[0];
  const view = (doc: Doc | undefined): Doc | null => (doc ? (project([doc], fields, filter)[0] ?? null) : null);

  if (remove || !kind) {
    if (!prev) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    store.remove(keyOf(prev._id));
    return { lastErrorObject: { n: 1 }, value: view(prev), ok: 1 };
  }

  if (prev) {
    const next = applyUpdate(prev, u, kind, opts);
    if (next !== prev) store.replace(keyOf(prev._id), next);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: view(returnNew ? next : prev), ok: 1 };
  }
  if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const doc = buildUpsert(u, kind, opts);
  store.insert(doc);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: returnNew ? view(doc) : null,
    ok: 1,
  };
}
