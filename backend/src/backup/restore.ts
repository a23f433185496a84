import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BSON, type Db, type Document, type MongoClient } from 'mongodb';
import { bsonDocuments, insideBackup, readManifest, verifyFile, type CollectionEntry, type Manifest } from './format';

/** Documents, or bytes, per insert (well under the 48 MB a server accepts in one message). */
const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;

/** Decoded so that writing them again gives the same BSON: no number promoted or narrowed, binaries and regexes kept. */
const EXACT: BSON.DeserializeOptions = { promoteValues: false, promoteBuffers: false, promoteLongs: false, bsonRegExp: true };

export interface RestoreOptions {
  client: MongoClient;
  /** The database to restore into (the backup's own name unless told otherwise). */
  dbName: string;
  from: string;
  /** Drop the target database first when it holds any collection; without it such a target is refused. */
  drop: boolean;
  /** Where the database is (no credentials), for messages. */
  target: string;
  report: (line: string) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  collections: number;
  documents: number;
  indexes: number;
}

/** Refused: the target database is not empty and --drop was not given. */
export class TargetNotEmptyError extends Error {}

/**
 * Restores a backup into one database: checks the manifest and every file (size and SHA-256) before writing
 * anything, refuses a target holding any collection unless `drop` (which drops the database first), then per
 * collection creates it with its options, streams its documents in batches and builds its indexes (unique ones
 * included) after the data, as mongorestore does.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreSummary> {
  const { client, dbName, from, report } = options;
  const manifest = await readManifest(from);
  const metadata = new Map<string, Document>();
  for (const entry of manifest.collections) {
    await verifyFile(from, entry);
    metadata.set(entry.name, await readMetadata(from, entry));
  }
  const db = client.db(dbName);
  const existing = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !n.startsWith('system.'));
  if (existing.length > 0) {
    if (!options.drop) {
      const names = existing.sort().slice(0, 5).join(', ') + (existing.length > 5 ? ', ...' : '');
      throw new TargetNotEmptyError(
        `database "${dbName}" on ${options.target} is not empty (${existing.length} collections: ${names}); ` +
          'pass --drop to replace it with the backup, or restore into an empty database',
      );
    }
    await db.dropDatabase();
    report(`dropped database "${dbName}" (${existing.length} collections)`);
  }
  let documents = 0;
  let indexes = 0;
  for (const entry of manifest.collections) {
    const meta = metadata.get(entry.name) ?? {};
    const inserted = await restoreCollection(db, from, entry, meta);
    const built = await createIndexes(db, entry.name, meta);
    documents += inserted;
    indexes += built + 1;
    report(`${entry.name}: ${inserted} documents, ${built + 1} indexes`);
  }
  return { manifest, collections: manifest.collections.length, documents, indexes };
}

async function readMetadata(dir: string, entry: CollectionEntry): Promise<Document> {
  const text = await readFile(insideBackup(dir, entry.metadata), 'utf8').catch(() => null);
  if (text === null) throw new Error(`the backup is damaged: ${entry.metadata} is missing`);
  try {
    const meta: unknown = BSON.EJSON.parse(text, { relaxed: true });
    if (typeof meta !== 'object' || meta === null || !Array.isArray((meta as Document).indexes)) throw new Error('no index list');
    return meta as Document;
  } catch (err) {
    throw new Error(
      `the backup is damaged: ${entry.metadata} is not collection metadata (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

async function restoreCollection(db: Db, dir: string, entry: CollectionEntry, meta: Document): Promise<number> {
  const options = typeof meta.options === 'object' && meta.options !== null ? (meta.options as Document) : {};
  await db.createCollection(entry.name, options);
  const collection = db.collection(entry.name);
  let batch: Document[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true });
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  try {
    for await (const raw of bsonDocuments(createReadStream(insideBackup(dir, entry.file), { highWaterMark: 1024 * 1024 }))) {
      batch.push(BSON.deserialize(raw, EXACT));
      batchBytes += raw.length;
      if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();
  } catch (err) {
    throw new Error(`restoring ${entry.name} from ${entry.file} failed: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  if (count !== entry.documents)
    throw new Error(`the backup is damaged: ${entry.file} holds ${count} documents, backup.json says ${entry.documents}`);
  return count;
}

/** Builds the collection's indexes but `_id_` (which every collection has) from their stored definitions. */
async function createIndexes(db: Db, name: string, meta: Document): Promise<number> {
  const specs = (meta.indexes as Document[])
    .filter((spec) => spec.name !== '_id_')
    // The version and namespace belong to the source server; the target chooses its own.
    .map(({ v: _v, ns: _ns, ...spec }) => spec);
  if (specs.length === 0) return 0;
  try {
    await db.command({ createIndexes: name, indexes: specs });
  } catch (err) {
    throw new Error(`building the indexes of ${name} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return specs.length;
}
