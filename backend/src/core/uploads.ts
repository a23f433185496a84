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

/** A multipart file field: its name, and how many files it takes (one unless said). */
export type ImageField = string | { name: string; maxCount: number };

/**
 * Multipart parsing for image fields, in memory with limits (size per file, files per field, field sizes).
 * JSON requests pass through untouched, so the same route takes either. A file beyond a field's `maxCount`, or
 * in a field not listed, fails with multer's LIMIT_UNEXPECTED_FILE (400 VALIDATION_FAILED naming the field).
 */
export function imageUpload(fields: readonly ImageField[]): RequestHandler {
  const specs = fields.map((f) => (typeof f === 'string' ? { name: f, maxCount: 1 } : f));
  const files = specs.reduce((sum, f) => sum + f.maxCount, 0);
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files, fields: 20, fieldSize: 4 * 1024, parts: files + 20 },
  }).fields(specs);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, next);
  };
}

/** The uploaded file of `field`, if any (after `imageUpload`). */
export function uploadedFile(req: { files?: unknown }, field: string): Express.Multer.File | undefined {
  return uploadedFiles(req, field)[0];
}

/** Every uploaded file of `field`, in the order sent (after `imageUpload`). */
export function uploadedFiles(req: { files?: unknown }, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  return files?.[field] ?? [];
}

/**
 * Markup a browser or a server-side interpreter would act on. An image that also carries it (a polyglot: valid
 * image bytes with HTML, SVG, script or PHP inside) is refused even though its first bytes are an image's. The
 * patterns are long enough, and need the character that follows a tag name, that ordinary compressed pixel data
 * practically never matches them.
 */
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s>/]|javascript:/i;

/**
 * Checks an uploaded file's content without storing it: an accepted image type by its first bytes, and no
 * markup anywhere in it. Returns the image type. Throws 415 UNSUPPORTED_MEDIA_TYPE naming `field` otherwise.
 */
export function checkImage(field: string, file: Express.Multer.File): string {
  const ext = sniffImage(file.buffer);
  if (!ext) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', {
      [field]: 'must be a PNG, JPEG, GIF or WebP image',
    });
  }
  if (MARKUP.test(file.buffer.toString('latin1'))) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The image contains markup or script and was refused.', {
      [field]: 'must be a plain image without markup or script',
    });
  }
  return ext;
}

/**
 * Checks an uploaded image by its content (`checkImage`) and stores it under a random name. Returns its public URL.
 * Throws 415 UNSUPPORTED_MEDIA_TYPE (naming the field) when the content is not a PNG, JPEG, GIF or WebP image.
 */
export async function saveImage(ctx: Pick<AppContext, 'dataDir'>, field: string, file: Express.Multer.File): Promise<string> {
  const ext = checkImage(field, file);
  const dir = uploadsDir(ctx);
  mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(join(dir, name), file.buffer, { flag: 'wx' });
  return `${UPLOADS_MEDIA_PREFIX}/${name}`;
}
