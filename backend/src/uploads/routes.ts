import { Router, type RequestHandler } from 'express';
import { ErrorCode, type UploadResultDto } from '@nova/protocol';
import { requireAdmin } from '../auth/middleware';
import { AppError, errors } from '../core/errors';
import { findUpload, openUpload } from '../core/mediaStore';
import { imageUpload, saveImage, UPLOAD_NAME, UPLOADS_MEDIA_PREFIX, uploadedFile } from '../core/uploads';

const parseImage = imageUpload(['image']);

/** The one file field; a file in any other field says which field to use rather than multer's code. */
const imageField: RequestHandler = (req, res, next) =>
  parseImage(req, res, (err?: unknown) => {
    const e = err as { name?: string; code?: string } | undefined;
    const wrongField = e?.name === 'MulterError' && (e.code === 'LIMIT_UNEXPECTED_FILE' || e.code === 'LIMIT_FILE_COUNT');
    next(wrongField ? errors.validation({ image: "Send one file in the multipart field 'image'" }) : err);
  });

/** `POST /api/admin/upload` (admins): multipart field `image`, checked by content, stored in the database. */
export function uploadRoutes(): Router {
  const router = Router();
  router.post('/admin/upload', requireAdmin, imageField, async (req, res) => {
    const file = uploadedFile(req, 'image');
    if (!file) throw errors.validation({ image: "An image is required in the multipart field 'image'" });
    const result: UploadResultDto = { url: await saveImage('image', file) };
    res.status(201).json(result);
  });
  return router;
}

/**
 * Serves uploads from the database: the content type recognised when it was stored, `nosniff`, a policy that
 * lets the file do nothing but be an image (no scripts, no plugins, a sandbox if opened directly), `inline` with
 * its own name, cached for a year (a name is never reused) and revalidated by ETag.
 */
export function uploadPages(): Router {
  const router = Router();
  router.get(`${UPLOADS_MEDIA_PREFIX}/:name`, async (req, res) => {
    const name = req.params.name;
    const file = UPLOAD_NAME.test(name) ? await findUpload(name) : null;
    if (!file?.metadata?.contentType) throw new AppError(ErrorCode.NOT_FOUND, 'Upload not found');
    const etag = `"${file._id.toHexString()}"`;
    res.setHeader('Content-Type', file.metadata.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Content-Disposition', `inline; filename="${name}"`);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.setHeader('Content-Length', String(file.length));
    if (req.method === 'HEAD') return void res.end();
    const stream = openUpload(file);
    stream.on('error', (err) => res.destroy(err));
    stream.pipe(res);
  });
  return router;
}
