import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BSON, Timestamp, type ClientSession, type Db, type Document, type MongoClient } from 'mongodb';
import { collectionFileBase, FORMAT, FORMAT_VERSION, MANIFEST, syncPath, type CollectionEntry, type Manifest } from './format';

/** A collection as the catalog lists it: what its metadata file keeps, and what must not change during a backup. */
interface CollectionInfo {
  name: string;
  options: Document;
  uuid: string | null;
  indexes: Document[];
}

/** Documents per batch the server sends (the file is written as they arrive). */
const BATCH_SIZE = 1000;
/** A collection created, dropped or re-indexed during a backup makes it start over, this many times at most. */
const ATTEMPTS = 3;

export interface DumpOptions {
  client: MongoClient;
  dbName: string;
  /** The backup directory: must not exist, or be empty. */
  out: string;
  /** What is backed up (no credentials), kept in the manifest. */
  source: string;
  /** One line per collection written. */
  report: (line: string) => void;
}

/**
 * Backs up one database as it was at one point in time, while other clients keep writing: every collection is read
 * through one snapshot session (read concern "snapshot": each read names the cluster time of the first), streamed
 * to its file batch by batch. The catalog (collections, options, indexes) is listed before and after; if it changed
 * in between, the backup starts over. The manifest is written last. On failure, nothing the backup wrote is left.
 */
export async function dumpDatabase(options: DumpOptions): Promise<Manifest> {
  const { client, dbName, out } = options;
  const created = await prepareOutDir(out);
  const dataDir = path.join(out, collectionFileBase(dbName));
  try {
    const startedAt = new Date().toISOString();
    const db = client.db(dbName);
    for (let attempt = 1; ; attempt++) {
      await mkdir(dataDir, { mode: 0o700 });
      const before = await readCatalog(db);
      const session = client.startSession({ snapshot: true });
      let collections: CollectionEntry[];
      try {
        collections = [];
        for (const info of before) collections.push(await dumpCollection(db, info, session, out, options.report));
      } finally {
        await session.endSession();
      }
      const after = await readCatalog(db);
      if (BSON.EJSON.stringify(after) === BSON.EJSON.stringify(before)) {
        const time = snapshotTimeOf(session);
        const manifest: Manifest = {
          format: FORMAT,
          version: FORMAT_VERSION,
          database: dbName,
          source: options.source,
          atClusterTime: time,
          startedAt,
          finishedAt: new Date().toISOString(),
          collections,
        };
        await syncPath(dataDir);
        await writeManifest(out, manifest);
        return manifest;
      }
      await rm(dataDir, { recursive: true, force: true });
      if (attempt === ATTEMPTS)
        throw new Error(`collections or indexes of "${dbName}" changed during each of ${ATTEMPTS} attempts; try again later`);
      options.report(`collections or indexes changed during the backup; starting over (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    if (created) await rm(out, { recursive: true, force: true });
    throw err;
  }
}

/** Creates the backup directory (private: it holds password hashes and unrevealed seeds); true when it made it. */
async function prepareOutDir(out: string): Promise<boolean> {
  const entries = await readdir(out).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    if (err.code === 'ENOTDIR') throw new Error(`--out ${out} is a file, not a directory`);
    throw err;
  });
  if (entries && entries.length > 0)
    throw new Error(`--out ${out} is not empty: a backup goes into a new or empty directory and never overwrites one`);
  await mkdir(out, { recursive: true, mode: 0o700 });
  return entries === null;
}

/** The database's collections (not views, not system collections) with their indexes, by name. */
async function readCatalog(db: Db): Promise<CollectionInfo[]> {
  const listed = await db.listCollections({ type: 'collection' }).toArray();
  const infos: CollectionInfo[] = [];
  for (const entry of listed) {
    if (entry.name.startsWith('system.')) continue;
    const uuid = 'info' in entry ? entry.info?.uuid : undefined;
    infos.push({
      name: entry.name,
      options: 'options' in entry ? (entry.options ?? {}) : {},
      uuid: uuid ? uuid.toString('hex') : null,
      indexes: await db.collection(entry.name).listIndexes().toArray(),
    });
  }
  return infos.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function dumpCollection(
  db: Db,
  info: CollectionInfo,
  session: ClientSession,
  out: string,
  report: (line: string) => void,
): Promise<CollectionEntry> {
  const base = path.join(collectionFileBase(db.databaseName), collectionFileBase(info.name));
  const file = `${base}.bson`;
  const metadata = `${base}.metadata.json`;
  const hash = createHash('sha256');
  let documents = 0;
  let bytes = 0;
  // raw: each document arrives as its BSON bytes and is written unchanged (no decoding, every type kept).
  const cursor = db.collection(info.name).find({}, { session, raw: true, batchSize: BATCH_SIZE });
  await pipeline(
    cursor.stream(),
    async function* (docs: AsyncIterable<unknown>) {
      for await (const doc of docs) {
        if (!Buffer.isBuffer(doc)) throw new Error(`${info.name}: the driver returned a decoded document where raw BSON was asked for`);
        hash.update(doc);
        documents += 1;
        bytes += doc.length;
        yield doc;
      }
    },
    createWriteStream(path.join(out, file), { flags: 'wx', mode: 0o600 }),
  );
  await syncPath(path.join(out, file));
  const meta = {
    indexes: info.indexes,
    uuid: info.uuid ?? undefined,
    collectionName: info.name,
    type: 'collection',
    options: info.options,
  };
  await writeFile(path.join(out, metadata), BSON.EJSON.stringify(meta, { relaxed: false }), { flag: 'wx', mode: 0o600 });
  report(`${info.name}: ${documents} documents, ${info.indexes.length} indexes`);
  return { name: info.name, file, metadata, documents, bytes, sha256: hash.digest('hex'), indexes: info.indexes.length };
}

/** The cluster time a snapshot session read at (the driver keeps it on the session, typed as internal). */
function snapshotTimeOf(session: ClientSession): { t: number; i: number } | null {
  const time: unknown = Reflect.get(session, 'snapshotTime');
  return time instanceof Timestamp ? { t: time.t, i: time.i } : null;
}

/** Writes the manifest through a temporary file, so a backup directory has a whole manifest or none. */
async function writeManifest(out: string, manifest: Manifest): Promise<void> {
  const tmp = path.join(out, `${MANIFEST}.tmp`);
  await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await syncPath(tmp);
  await rename(tmp, path.join(out, MANIFEST));
  await syncPath(out);
}
