import { Types } from 'mongoose';
import { ErrorCode, type AddReviewBody, type ReviewDto, type StaffReviewDto, type WriteReviewBody } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { recordAudit } from '../audit/service';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { prepareImage, storeImage, type PreparedImage } from '../core/uploads';
import { hasPaidOpening } from '../openings/queries';
import type { UserDocument } from '../users/model';
import { usernames } from '../users/directory';
import { ReviewModel, type Review, type StaffRef } from './model';
import { presentReview, presentStaffReview } from './presenter';
import { ownReview } from './queries';
import type { ReviewRateLimiter } from './rateLimit';

const alreadyWritten = () => new AppError(ErrorCode.REVIEW_ALREADY_WRITTEN, 'You have already written a review.');
const notEligible = (reason: 'no-paid-opening' | 'staff-account') =>
  new AppError(
    ErrorCode.REVIEW_NOT_ELIGIBLE,
    reason === 'staff-account' ? 'Staff accounts cannot write reviews.' : 'Open a box first: reviews come from players who have played.',
    { reason },
  );

const staffRef = (user: UserDocument): StaffRef => ({ id: user._id, username: user.username });

/**
 * A player's own review: players only, counted against their attempt budget, once per account (a unique index
 * settles concurrent submissions: one is stored, the others get 409), and only after a paid opening. It is shown
 * as verified and goes live at once.
 */
export async function writeReview(
  ctx: AppContext,
  limiter: ReviewRateLimiter,
  player: UserDocument,
  body: WriteReviewBody,
): Promise<ReviewDto> {
  if (player.role !== 'player') throw notEligible('staff-account');
  await limiter.consume(player._id.toHexString());
  if (await ownReview(player._id)) throw alreadyWritten();
  if (!(await hasPaidOpening(player._id))) throw notEligible('no-paid-opening');
  const review: Review = {
    _id: new Types.ObjectId(),
    source: 'player',
    userId: player._id,
    username: player.username,
    avatarUrl: player.avatarUrl ?? null,
    rating: body.rating,
    comment: body.comment,
    images: [],
    verified: true,
    addedBy: null,
    hidden: false,
    hiddenAt: null,
    hiddenBy: null,
    createdAt: ctx.clock.now(),
  };
  try {
    await ReviewModel.create(review);
  } catch (err) {
    if (isDuplicateKey(err)) throw alreadyWritten();
    throw err;
  }
  ctx.bus.emit('review.added', { review });
  return presentReview(review);
}

/** The files that came with an admin's review. */
export interface ReviewUploads {
  avatar: Express.Multer.File | null;
  images: Express.Multer.File[];
}

/**
 * An admin adds a review by hand (never verified). Every file is checked and re-encoded before anything is stored, then the
 * named account (if any) must exist, then the images are stored and the review with them.
 */
export async function addReview(
  ctx: AppContext,
  admin: UserDocument,
  body: AddReviewBody,
  uploads: ReviewUploads,
): Promise<StaffReviewDto> {
  const avatar = uploads.avatar ? await prepareImage('avatar', uploads.avatar) : null;
  const prepared: PreparedImage[] = [];
  for (const [i, file] of uploads.images.entries()) prepared.push(await prepareImage(`reviewImages.${i}`, file));
  if (body.userId && !(await usernames([body.userId])).has(body.userId)) throw errors.notFound('User');
  const avatarUrl = avatar ? await storeImage(avatar) : null;
  const images: string[] = [];
  for (const image of prepared) images.push(await storeImage(image));
  const review: Review = {
    _id: new Types.ObjectId(),
    source: 'admin',
    userId: body.userId ? new Types.ObjectId(body.userId) : null,
    username: body.username,
    avatarUrl,
    rating: body.rating,
    comment: body.comment,
    images,
    verified: false,
    addedBy: staffRef(admin),
    hidden: false,
    hiddenAt: null,
    hiddenBy: null,
    createdAt: ctx.clock.now(),
  };
  await inTransaction(ctx.bus, async (tx) => {
    await ReviewModel.create([review], { session: tx.session });
    recordAudit(tx, {
      action: 'review.added',
      actor: admin,
      target: { id: review._id, label: review.username },
      before: null,
      after: { author: review.username, rating: review.rating, comment: review.comment, userId: body.userId ?? null },
      at: review.createdAt,
    });
    tx.emit('review.added', { review });
  });
  return presentStaffReview(review);
}

/**
 * Staff hide a review or show it again. The write is conditional on the other state, so when two staff members
 * act at once the second learns it already happened (409 REVIEW_VISIBILITY_UNCHANGED); an unknown id is 404.
 */
export async function setReviewHidden(ctx: AppContext, staff: UserDocument, id: string, hidden: boolean): Promise<StaffReviewDto> {
  const by = staffRef(staff);
  const now = ctx.clock.now();
  const _id = new Types.ObjectId(id);
  const change = hidden ? { hidden: true, hiddenAt: now, hiddenBy: by } : { hidden: false, hiddenAt: null, hiddenBy: null };
  return inTransaction(ctx.bus, async (tx) => {
    const updated = await ReviewModel.findOneAndUpdate(
      { _id, hidden: !hidden },
      { $set: change },
      { returnDocument: 'after', session: tx.session },
    ).lean<Review>();
    if (!updated) {
      if (!(await ReviewModel.exists({ _id }).session(tx.session))) throw errors.notFound('Review');
      throw new AppError(ErrorCode.REVIEW_VISIBILITY_UNCHANGED, `This review is already ${hidden ? 'hidden' : 'visible'}.`);
    }
    recordAudit(tx, {
      action: hidden ? 'review.hidden' : 'review.unhidden',
      actor: staff,
      target: { id: _id, label: updated.username },
      before: { hidden: !hidden },
      after: { hidden },
      at: now,
    });
    tx.emit(hidden ? 'review.hidden' : 'review.unhidden', { review: updated, by });
    return presentStaffReview(updated);
  });
}
