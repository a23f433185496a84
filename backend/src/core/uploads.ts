import { randomBytes } from 'node:crypto';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { ErrorCode } from '@nova/protocol';
import { AppError, errors } from './errors';
import { reencodeImage } from './imageEncoding';
import { putUpload } from './mediaStore';

/** Public URL prefix of uploaded files (served from the database by the uploads module). */
export const UPLOADS_MEDIA_PREFIX = '/media/uploads';
/** Largest accepted image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image types uploads accept, and the content type each is served with. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
/** GIF files uploaded before GIF was dropped keep being served (see docs/catalog-admin.md). */
export const LEGACY_IMAGE_TYPES = { ...IMAGE_TYPES, gif: 'image/gif' } as const;
export type StoredImageType = keyof typeof LEGACY_IMAGE_TYPES;

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (`avif` still image, `avis` sequence). */
function isAvif(b: Buffer): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const size = b.readUInt32BE(0);
  if (size < 16 || size > b.length || size % 4 !== 0) return false;
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Image types recognised by their first bytes (never by the name or the declared type). */
const SIGNATURES: { type: StoredImageType; test: (b: Buffer) => boolean }[] = [
  { type: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'webp', test: (b) => b.length > 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { type: 'avif', test: isAvif },
  { type: 'gif', test: (b) => b.length > 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') },
];

/** The image type of a file's content (GIF included, for files stored before it was dropped), or null. */
export function sniffImage(content: Buffer): StoredImageType | null {
  return SIGNATURES.find((s) => s.test(content))?.type ?? null;
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
 * Markup a browser or a server-side interpreter would act on. A re-encoded image holds pixel data only, but pixels
 * can be chosen so that their compressed bytes spell markup; such a file is refused. The patterns are long enough,
 * and need the character that follows a tag name, that ordinary compressed pixel data practically never matches them.
 */
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s>/]|javascript:/i;

const ACCEPTED = 'Only PNG, JPEG, WebP or AVIF images can be uploaded.';

/**
 * Checks an uploaded file's type without storing it: not empty, and an accepted image type by its first bytes (PNG,
 * JPEG, WebP, AVIF). Returns the type. Throws 400 VALIDATION_FAILED for an empty file and 415 UNSUPPORTED_MEDIA_TYPE
 * for anything else, naming `field`.
 */
export function checkImage(field: string, file: Pick<Express.Multer.File, 'buffer'>): ImageType {
  if (file.buffer.length === 0) throw errors.validation({ [field]: 'must not be an empty file' }, 'The uploaded file is empty.');
  const type = sniffImage(file.buffer);
  if (!type || type === 'gif') {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, ACCEPTED, { [field]: 'must be a PNG, JPEG, WebP or AVIF image' });
  }
  return type;
}

/** An upload checked and re-encoded, ready to be stored. */
export interface PreparedImage {
  type: StoredImageType;
  /** The re-encoded file: the image's pixels, nothing else from the upload. */
  content: Buffer;
}

/**
 * Checks an uploaded image (`checkImage`) and re-encodes it (`reencodeImage`: pixels only, metadata and anything
 * appended dropped, bounded in pixels). Nothing is stored, so a request with several images checks them all first.
 * Throws 400, 413 or 415 naming `field`.
 */
export async function prepareImage(field: string, file: Pick<Express.Multer.File, 'buffer'>): Promise<PreparedImage> {
  const type = checkImage(field, file);
  const content = await reencodeImage(field, file.buffer, type);
  if (MARKUP.test(content.toString('latin1'))) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The image contains markup or script and was refused.', {
      [field]: 'must be a plain image without markup or script',
    });
  }
  return { type, content };
}

/** Names of stored uploads: 32 random hex characters and the type's extension. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|avif|gif)$/;

/** Stores a prepared image in the database under a new random name, so every node serves it. Returns its public URL. */
export async function storeImage(image: PreparedImage): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.type}`;
  await putUpload(name, image.content, { contentType: LEGACY_IMAGE_TYPES[image.type] });
  return `${UPLOADS_MEDIA_PREFIX}/${name}`;
}

/** Prepares an uploaded image (`prepareImage`) and stores it (`storeImage`). Returns its public URL. */
export async function saveImage(field: string, file: Pick<Express.Multer.File, 'buffer'>): Promise<string> {
  return storeImage(await prepareImage(field, file));
}
