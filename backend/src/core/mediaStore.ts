import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type GridFSFile } from 'mongodb';
import mongoose from 'mongoose';

/** The GridFS bucket uploads live in (collections `uploads.files` and `uploads.chunks`). */
export const UPLOADS_BUCKET = 'uploads';

/** What is stored with each upload: the type its content was recognised as. */
export interface UploadMetadata {
  contentType: string;
}

export type StoredUpload = GridFSFile & { metadata?: UploadMetadata };

function bucket(): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return new GridFSBucket(db, { bucketName: UPLOADS_BUCKET });
}

/**
 * Stores a file in the database (GridFS) under `name`, so every node of the shop serves it. Names are generated
 * by the caller and never reused.
 */
export async function putUpload(name: string, content: Buffer, metadata: UploadMetadata): Promise<void> {
  await pipeline(Readable.from([content]), bucket().openUploadStream(name, { metadata }));
}

/** The stored file with this name (the first stored, should a name ever be stored twice), or null. */
export async function findUpload(name: string): Promise<StoredUpload | null> {
  const [file] = await bucket().find({ filename: name }).sort({ uploadDate: 1, _id: 1 }).limit(1).toArray();
  return (file as StoredUpload | undefined) ?? null;
}

/** The content of a stored file, as a stream. */
export function openUpload(file: StoredUpload): NodeJS.ReadableStream {
  return bucket().openDownloadStream(file._id);
}

/** The whole content of a stored file (tests, small files). */
export async function readUpload(name: string): Promise<Buffer | null> {
  const file = await findUpload(name);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of bucket().openDownloadStream(file._id)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** How many files are stored. */
export function countUploads(): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  return db.collection(`${UPLOADS_BUCKET}.files`).countDocuments();
}
