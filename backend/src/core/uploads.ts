import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { ErrorCode } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from './errors';

/** Public URL prefix of uploaded files. */
export const UPLOADS_MEDIA_PREFIX = '/media/uploads';
/** Largest accepted image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Image types accepted, recognised by their first bytes (never by the name or the declared type). */
const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    test: (b) => b.length > 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a'),
  },
  {
    ext: 'webp',
    test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type of a file's content, or null when it is not an accepted image. */
export function sniffImage(content: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(content))?.ext ?? null;
}

const temporaryDirs = new WeakMap<object, string>();

/**
 * Where uploads live: `<DATA_DIR>/uploads`, or, memory-only (tests), a temporary directory of this server
 * that `removeTemporaryUploads` deletes when it stops.
 */
export function uploadsDir(ctx: Pick<AppContext, 'dataDir'>): string {
  if (ctx.dataDir) return join(ctx.dataDir, 'uploads');
  let dir = temporaryDirs.get(ctx);
  if (!dir) {
    dir = join(tmpdir(), `nova-uploads-${process.pid}-${randomBytes(4).toString('hex')}`);
    temporaryDirs.set(ctx, dir);
  }
  return dir;
}

/** Deletes a memory-only server's temporary uploads directory. */
export async function removeTemporaryUploads(ctx: Pick<AppContext, 'dataDir'>): Promise<void> {
  const dir = temporaryDirs.get(ctx);
  if (dir) await rm(dir, { recursive: true, force: true });
}

/**
 * Multipart parsing for image fields, in memory with limits (size per file, number of files, field sizes).
 * JSON requests pass through untouched, so the same route takes either.
 */
export function imageUpload(fields: readonly string[]): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: fields.length, fields: 20, fieldSize: 4 * 1024, parts: fields.length + 20 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, next);
  };
}

/** The uploaded file of `field`, if any (after `imageUpload`). */
export function uploadedFile(req: { files?: unknown }, field: string): Express.Multer.File | undefined {
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  return files?.[field]?.[0];
}

/**
 * Checks an uploaded image by its content and stores it under a random name. Returns its public URL.
 * Throws 415 UNSUPPORTED_MEDIA_TYPE (naming the field) when the content is not a PNG, JPEG, GIF or WebP image.
 */
export async function saveImage(ctx: Pick<AppContext, 'dataDir'>, field: string, file: Express.Multer.File): Promise<string> {
  const ext = sniffImage(file.buffer);
  if (!ext) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', {
      [field]: 'must be a PNG, JPEG, GIF or WebP image',
    });
  }
  const dir = uploadsDir(ctx);
  mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(join(dir, name), file.buffer, { flag: 'wx' });
  return `${UPLOADS_MEDIA_PREFIX}/${name}`;
}
