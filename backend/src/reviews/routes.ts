import { Router, type RequestHandler } from 'express';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  addReviewBodySchema,
  idParamsSchema,
  reviewVisibilityBodySchema,
  reviewsQuerySchema,
  staffReviewsQuerySchema,
  writeReviewBodySchema,
} from '@nova/protocol';
import { currentUser, requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { imageUpload, uploadedFile, uploadedFiles } from '../core/uploads';
import { parse } from '../core/validate';
import { listReviews, listReviewsForStaff, myReview } from './queries';
import { ReviewRateLimiter } from './rateLimit';
import { addReview, setReviewHidden, writeReview } from './service';

const parseUploads = imageUpload(['avatar', { name: 'reviewImages', maxCount: REVIEW_LIMITS.imagesMax }]);

/** The review form's files; one image too many says so in words rather than in multer's code. */
const reviewUploads: RequestHandler = (req, res, next) =>
  parseUploads(req, res, (err?: unknown) => {
    const e = err as { name?: string; code?: string; field?: string } | undefined;
    const tooMany =
      e?.name === 'MulterError' && (e.code === 'LIMIT_FILE_COUNT' || (e.code === 'LIMIT_UNEXPECTED_FILE' && e.field === 'reviewImages'));
    next(tooMany ? errors.validation({ reviewImages: REVIEW_MESSAGES.tooManyImages }) : err);
  });

/**
 * Reviews: the public list with its summary, a player's own review (one, after a paid opening, rate limited),
 * admin-added reviews (JSON or multipart with an avatar and up to five images), and staff moderation (support
 * staff and admins list every review and hide or show one).
 */
export function reviewRoutes(ctx: AppContext): Router {
  const limiter = new ReviewRateLimiter(ctx);
  const router = Router();

  router.get('/reviews', async (req, res) => {
    res.json(await listReviews(ctx, parse(reviewsQuerySchema, req.query)));
  });

  router.get('/reviews/mine', requireUser, async (req, res) => {
    res.json(await myReview(currentUser(req)));
  });

  router.post('/reviews', requireUser, async (req, res) => {
    const body = parse(writeReviewBodySchema, req.body ?? {});
    res.status(201).json(await writeReview(ctx, limiter, currentUser(req), body));
  });

  router.post('/admin/reviews', requireAdmin, reviewUploads, async (req, res) => {
    const body = parse(addReviewBodySchema, req.body ?? {});
    const uploads = { avatar: uploadedFile(req, 'avatar') ?? null, images: uploadedFiles(req, 'reviewImages') };
    res.status(201).json(await addReview(ctx, currentUser(req), body, uploads));
  });

  router.get('/staff/reviews', requireStaff, async (req, res) => {
    res.json(await listReviewsForStaff(parse(staffReviewsQuerySchema, req.query)));
  });

  router.patch('/staff/reviews/:id', requireStaff, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { hidden } = parse(reviewVisibilityBodySchema, req.body ?? {});
    res.json(await setReviewHidden(ctx, currentUser(req), id, hidden));
  });

  return router;
}
