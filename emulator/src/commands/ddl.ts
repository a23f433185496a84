import { Long } from 'bson';
import type { Collection } from '../collection';
import { CommandError, ErrorCode, badValue } from '../errors';
import { parseIndexSpec, sameOptions, type IndexSpec } from '../indexes';
import { compileFilter } from '../matcher';
import { isPlainObject, type Doc } from '../types';
import { deepEqual } from '../values';
import type { CommandContext } from './context';
import type { CommandSpec } from './types';

const UNSUPPORTED_CREATE_OPTIONS = ['capped', 'timeseries', 'validator', 'viewOn', 'pipeline', 'clusteredIndex', 'changeStreamPreAndPostImages', 'encryptedFields'];

function create(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  for (const option of UNSUPPORTED_CREATE_OPTIONS) {
    if (ctx.body[option] !== undefined && ctx.body[option] !== false) {
      throw badValue(`create option '${option}' is not supported by the Nova MongoDB emulator`);
    }
  }
  const collation = ctx.body.collation;
  if (isPlainObject(collation) && collation.locale !== 'simple') {
    throw badValue("create option 'collation' (a default collation for the collection) is not supported by the Nova MongoDB emulator");
  }
  if (ctx.collectionIn(ctx.db, name)) {
    throw new CommandError(ErrorCode.NamespaceExists, `Collection ${ctx.ns(name)} already exists.`);
  }
  ctx.createCollection(ctx.db, name);
  return { ok: 1 };
}

function drop(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const coll = ctx.state.catalog.drop(ctx.db, name);
  if (!coll) return { ok: 1 };
  ctx.ops.push({ o: 'drop', db: ctx.db, c: name });
  return { ns: ctx.ns(name), nIndexesWas: coll.indexes.length + 1, ok: 1 };
}

function dropDatabase(ctx: CommandContext): Doc {
  if (ctx.state.catalog.dropDatabase(ctx.db)) ctx.ops.push({ o: 'dropDb', db: ctx.db });
  return { dropped: ctx.db, ok: 1 };
}

function collectionInfo(coll: Collection): Doc {
  return {
    name: coll.name,
    type: 'collection',
    options: coll.options,
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  };
}

function listCollections(ctx: CommandContext): Doc {
  const test = compileFilter(ctx.doc('filter'));
  const nameOnly = ctx.body.nameOnly === true;
  const docs = ctx.state.catalog
    .collections(ctx.db)
    .map(collectionInfo)
    .filter(test)
    .map((info) => (nameOnly ? { name: info.name, type: info.type } : info));
  return { cursor: { id: Long.fromNumber(0), ns: `${ctx.db}.$cmd.listCollections`, firstBatch: docs }, ok: 1 };
}

function listDatabases(ctx: CommandContext): Doc {
  const { catalog } = ctx.state;
  const test = compileFilter(ctx.doc('filter'));
  const databases = catalog
    .databases()
    .map((name) => {
      const count = catalog.collections(name).reduce((n, c) => n + c.docs.size, 0);
      return { name, sizeOnDisk: count * 256, empty: count === 0 };
    })
    .filter(test);
  if (ctx.body.nameOnly === true) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((n, d) => n + d.sizeOnDisk, 0), ok: 1 };
}

/**
 * createIndexes. Inside a transaction (MongoDB 4.4+) only on a collection that does not exist yet (it is
 * created as part of the transaction) or one the transaction created and has not written to (263 else).
 */
function createIndexes(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const specs = ctx.docs('indexes').map(parseIndexSpec);
  const existing = ctx.collectionIn(ctx.db, name);
  const before = existing?.indexes.length ?? 0;
  for (const spec of specs) checkConflicts(existing, spec);
  const fresh = specs.filter((spec) => !existing?.indexes.some((i) => i.name === spec.name) && spec.name !== '_id_');
  if (existing && fresh.length === 0) {
    return { createdCollectionAutomatically: false, numIndexesBefore: before + 1, numIndexesAfter: before + 1, note: 'all indexes already exist', ok: 1 };
  }
  if (ctx.txn && existing) assertIndexableInTransaction(ctx, existing);
  const coll = existing ?? ctx.createCollection(ctx.db, name);
  const added: string[] = [];
  try {
    for (const spec of fresh) {
      coll.addIndex(spec);
      added.push(spec.name);
    }
  } catch (err) {
    for (const n of added) coll.dropIndex(n);
    throw err;
  }
  // A transaction's new collection is journaled with its indexes when the transaction commits.
  if (!ctx.txn) for (const spec of fresh) ctx.ops.push({ o: 'index', db: ctx.db, c: name, spec });
  return {
    createdCollectionAutomatically: !existing,
    numIndexesBefore: before + 1,
    numIndexesAfter: coll.indexes.length + 1,
    ok: 1,
  };
}

function assertIndexableInTransaction(ctx: CommandContext, coll: Collection): void {
  const ns = ctx.ns(coll.name);
  if (!ctx.txn?.created.has(ns)) {
    throw new CommandError(ErrorCode.OperationNotSupportedInTransaction, `Cannot create new indexes on existing collection ${ns} in a multi-document transaction.`);
  }
  if (ctx.store(coll.name).count() > 0) {
    throw new CommandError(ErrorCode.OperationNotSupportedInTransaction, `Cannot create new indexes on non-empty collection ${ns} in a multi-document transaction.`);
  }
}

/** Same name and same definition is a no-op; otherwise MongoDB's conflict codes 85 / 86. */
function checkConflicts(coll: Collection | undefined, spec: IndexSpec): void {
  if (spec.name === '_id_') {
    if (!deepEqual(spec.key, { _id: 1 })) throw new CommandError(ErrorCode.IndexKeySpecsConflict, 'The _id_ index must have key {_id: 1}');
    return;
  }
  for (const existing of coll?.specs() ?? []) {
    const sameKey = deepEqual(existing.key, spec.key);
    if (existing.name === spec.name) {
      if (sameKey && sameOptions(existing, spec)) return;
      throw new CommandError(
        ErrorCode.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
      );
    }
    if (sameKey && deepEqual(existing.collation ?? null, spec.collation ?? null)) {
      throw new CommandError(ErrorCode.IndexOptionsConflict, `Index already exists with a different name: ${existing.name}`);
    }
  }
}

function listIndexes(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const coll = ctx.state.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${ctx.ns(name)}`);
  return { cursor: { id: Long.fromNumber(0), ns: `${ctx.db}.$cmd.listIndexes.${name}`, firstBatch: coll.specs() }, ok: 1 };
}

function dropIndexes(ctx: CommandContext): Doc {
  const name = ctx.collectionName();
  const coll = ctx.state.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError(ErrorCode.NamespaceNotFound, `ns not found ${ctx.ns(name)}`);
  const was = coll.indexes.length + 1;
  const target = ctx.body.index;
  let names: string[];
  if (target === '*') names = coll.indexes.map((i) => i.name);
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = coll.indexes.find((i) => deepEqual(i.spec.key, target));
    if (!found) throw new CommandError(ErrorCode.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else throw new CommandError(ErrorCode.TypeMismatch, "'index' must be a string, an array of strings or an object");
  if (names.includes('_id_')) throw new CommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
  const missing = names.find((n) => !coll.indexes.some((i) => i.name === n));
  if (missing !== undefined) throw new CommandError(ErrorCode.IndexNotFound, `index not found with name [${missing}]`);
  for (const n of names) {
    coll.dropIndex(n);
    ctx.ops.push({ o: 'dropIndex', db: ctx.db, c: name, name: n });
  }
  return { nIndexesWas: was, ok: 1 };
}

export const ddlCommands: Record<string, CommandSpec> = {
  create: { run: create, inTxn: true, writeConcern: true },
  drop: { run: drop, writeConcern: true },
  dropDatabase: { run: dropDatabase, writeConcern: true },
  listCollections: { run: listCollections },
  listDatabases: { run: listDatabases },
  createIndexes: { run: createIndexes, inTxn: true, writeConcern: true },
  listIndexes: { run: listIndexes },
  dropIndexes: { run: dropIndexes, writeConcern: true },
  deleteIndexes: { run: dropIndexes, writeConcern: true },
};
