import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A backup directory, in the layout mongodump uses (a directory per database, per collection its raw BSON and its
 * metadata):
 *
 *   <dir>/backup.json                      the manifest, written last: a directory without it is not a backup
 *   <dir>/<db>/<collection>.bson           the collection's documents, raw BSON back to back
 *   <dir>/<db>/<collection>.metadata.json  its options, UUID and index definitions (canonical Extended JSON)
 *
 * The manifest names the snapshot time and, per collection, the files with their document count, size and SHA-256,
 * which a restore checks before it writes anything.
 */
export const MANIFEST = 'backup.json';
export const FORMAT = 'nova-backup';
export const FORMAT_VERSION = 1;

/** MongoDB's own limit on a document (16 MiB), plus room for the largest a server accepts in a reply. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024 + 16 * 1024;

export const collectionEntrySchema = z.object({
  name: z.string().min(1),
  /** Paths relative to the backup directory. */
  file: z.string().min(1),
  metadata: z.string().min(1),
  documents: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  indexes: z.number().int().min(0),
});

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  database: z.string().min(1),
  /** What was backed up, without credentials. */
  source: z.string(),
  /** The cluster time every collection was read at (null when there was nothing to read). */
  atClusterTime: z.object({ t: z.number().int(), i: z.number().int() }).nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  collections: z.array(collectionEntrySchema),
});

export type CollectionEntry = z.infer<typeof collectionEntrySchema>;
export type Manifest = z.infer<typeof manifestSchema>;

/** The file name of a collection (names may hold characters a path should not). */
export function collectionFileBase(name: string): string {
  return encodeURIComponent(name);
}

/** A manifest path inside the backup directory; refuses one that would leave it. */
export function insideBackup(dir: string, relative: string): string {
  const full = path.resolve(dir, relative);
  if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`backup.json names a file outside the backup: ${relative}`);
  return full;
}

/** Reads and checks the manifest of a backup directory. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') {
      throw new Error(`${dir} is not a finished backup: it has no ${MANIFEST} (a backup that did not finish, or another directory)`);
    }
    throw err;
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path.join(dir, MANIFEST)} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${path.join(dir, MANIFEST)} is not a ${FORMAT} v${FORMAT_VERSION} manifest: ${problems}`);
  }
  return parsed.data;
}

/** Checks that a data file is the one the manifest describes (size, then SHA-256, read as a stream). */
export async function verifyFile(dir: string, entry: CollectionEntry): Promise<void> {
  const file = insideBackup(dir, entry.file);
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw new Error(`the backup is damaged: ${entry.file} is missing`);
  if (size !== entry.bytes) throw new Error(`the backup is damaged: ${entry.file} holds ${size} bytes, ${MANIFEST} says ${entry.bytes}`);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== entry.sha256)
    throw new Error(`the backup is damaged: ${entry.file} does not match its SHA-256 in ${MANIFEST}`);
}

/**
 * Splits a stream of back-to-back BSON documents into one buffer per document, holding at most one document plus
 * one read chunk in memory. Throws on a length no document can have or a stream that ends inside a document.
 */
export async function* bsonDocuments(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  let need = 4;
  for await (const chunk of source) {
    chunks.push(chunk);
    length += chunk.length;
    if (length < need) continue;
    const buf = chunks.length === 1 ? chunk : Buffer.concat(chunks, length);
    let pos = 0;
    need = 4;
    while (buf.length - pos >= 4) {
      const size = buf.readInt32LE(pos);
      if (size < 5 || size > MAX_DOCUMENT_BYTES) throw new Error(`not a BSON document at byte ${pos}: it declares ${size} bytes`);
      if (buf.length - pos < size) {
        need = size;
        break;
      }
      yield buf.subarray(pos, pos + size);
      pos += size;
    }
    chunks = pos < buf.length ? [buf.subarray(pos)] : [];
    length = buf.length - pos;
  }
  if (length > 0) throw new Error(`the file ends inside a document (${length} bytes left over)`);
}

/** fsyncs a file or a directory, so what was written survives a crash. */
export async function syncPath(target: string): Promise<void> {
  const fh = await open(target, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
