import { badValue } from './errors';
import { aggregate, runOptions, setFields } from './mingo';
import { isPlainObject, type Doc } from './types';
import { cloneDeep } from './values';

/** Pipeline-style updates (`[{ $set: ... }, ...]`): the stages allowed and the fast paths that skip a full aggregation. */

const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/**
 * Stages that leave their input untouched: `$set`/`$addFields` of top-level fields (mingo copies the
 * document and sets the fields on the copy) and `$replaceRoot`/`$replaceWith` (a new root). A pipeline
 * of only these can run on the stored (frozen) document without a deep copy.
 */
function copiesOnWrite(stage: Doc): boolean {
  const name = Object.keys(stage)[0];
  return name === '$replaceRoot' || name === '$replaceWith' || setsTopLevelFields(stage);
}

/** A `$set`/`$addFields` stage of top-level fields only (applied without a pipeline, see setFields). */
function setsTopLevelFields(stage: Doc): boolean {
  const [name, spec] = Object.entries(stage)[0] ?? [];
  return (name === '$set' || name === '$addFields') && isPlainObject(spec) && Object.keys(spec).every((field) => !field.includes('.') && !field.startsWith('$'));
}

/**
 * A `$set`/`$addFields` stage that setFields applies exactly on `doc`: plain field paths, none a prefix of
 * another, each dotted path running through embedded documents only (or through nothing yet) in `doc`. Arrays,
 * scalars on the way and colliding paths keep the aggregation path, which has their rules.
 */
function setsPlainPaths(stage: Doc, doc: Doc): boolean {
  const [name, spec] = Object.entries(stage)[0] ?? [];
  if ((name !== '$set' && name !== '$addFields') || !isPlainObject(spec)) return false;
  const fields = Object.keys(spec);
  return fields.every((field) => {
    const parts = field.split('.');
    if (parts.some((part) => part === '' || part.startsWith('$'))) return false;
    if (fields.some((other) => other !== field && other.startsWith(`${field}.`))) return false;
    let cur: unknown = doc;
    for (const part of parts.slice(0, -1)) {
      if (!isPlainObject(cur)) return false;
      cur = Object.hasOwn(cur, part) ? cur[part] : undefined;
      if (cur === undefined) return true;
    }
    return isPlainObject(cur);
  });
}

/** Pipeline-style updates run as an aggregation over the one document (full expression support). */
export function runPipeline(prev: Doc, pipeline: Doc[], variables: Doc | undefined): Doc {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (Object.keys(stage).length !== 1 || !PIPELINE_UPDATE_STAGES.has(name)) {
      throw badValue(`${name} is not allowed to be used within an update`);
    }
  }
  if (pipeline.every(setsTopLevelFields)) {
    const options = runOptions(variables);
    return pipeline.reduce((doc, stage) => setFields(doc, Object.values(stage)[0] as Doc, options)!, prev);
  }
  // One stage that sets paths through embedded documents (a counter inside a subdocument, say): also without
  // the aggregation machinery and without a deep copy of the document.
  const [only] = pipeline;
  if (pipeline.length === 1 && only && setsPlainPaths(only, prev)) {
    const next = setFields(prev, Object.values(only)[0] as Doc, runOptions(variables));
    if (next) return next;
  }
  const input = pipeline.every(copiesOnWrite) ? prev : cloneDeep(prev);
  const [next] = aggregate([input], pipeline, variables ? runOptions(variables) : undefined);
  if (!next) throw badValue('pipeline update produced no document');
  return next;
}
