import { z } from 'zod';
import { LIMITS } from '../constants';
import { messageKey } from './common';
import { iso, seq } from './fields';
import { isSafeLine, isSafeLines, TEXT_RULE_MESSAGE } from './text';

/**
 * Reviews: the public list with its summary, a signed-in player's own review (one per player, only after a paid
 * opening), reviews admins add by hand, and staff hiding. Rules and routes are described in docs/reviews-api.md.
 */

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  usernameMax: 40,
  /** A player's comment needs some substance; an admin-added one only needs to be there. */
  playerCommentMin: 10,
  commentMax: 1000,
  imagesMax: LIMITS.reviewImagesMax,
  pageDefault: 12,
  pageMax: 50,
} as const;

/**
 * Field messages. The server answers VALIDATION_FAILED with these texts in `details`; forms show them through
 * `reviews:validation.<key>` (see `reviewMessageKey`).
 */
export const REVIEW_MESSAGES = {
  usernameRequired: 'Name is required',
  usernameTooLong: `Name must be at most ${REVIEW_LIMITS.usernameMax} characters`,
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  commentRequired: 'Comment is required',
  commentTooShort: `Comment must be at least ${REVIEW_LIMITS.playerCommentMin} characters`,
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`,
  userIdInvalid: 'Must be a user id, or blank for an anonymous review',
  controlCharacters: TEXT_RULE_MESSAGE,
  tooManyImages: `At most ${REVIEW_LIMITS.imagesMax} review images`,
} as const;
export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

/** The key of a message from REVIEW_MESSAGES, or undefined for any other text. */
export function reviewMessageKey(message: string | undefined): ReviewMessageKey | undefined {
  return messageKey(REVIEW_MESSAGES, message);
}

/** 1-5 stars, whole. Multipart fields arrive as text ('4'); anything else that is not a number is refused. */
export const reviewRatingSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingInvalid)
    .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.ratingInvalid)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.ratingInvalid),
);

/** Trimmed text under the text rule, line breaks allowed. */
const comment = (min: number) =>
  z
    .string(REVIEW_MESSAGES.commentRequired)
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .min(min, REVIEW_MESSAGES.commentTooShort)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong)
    .refine(isSafeLines, REVIEW_MESSAGES.controlCharacters);

/** `POST /api/reviews`: a player's own review. */
export const writeReviewBodySchema = z
  .object({
    rating: reviewRatingSchema,
    comment: comment(REVIEW_LIMITS.playerCommentMin),
  })
  .strict();
export type WriteReviewBody = z.infer<typeof writeReviewBodySchema>;
/** What the "Write a review" form holds and sends. */
export type WriteReviewRequest = z.input<typeof writeReviewBodySchema>;

/**
 * `POST /api/admin/reviews`: JSON, or multipart with these text fields plus the files `avatar` (one) and
 * `reviewImages` (up to REVIEW_LIMITS.imagesMax). A blank `userId` means an anonymous review.
 */
export const addReviewBodySchema = z
  .object({
    username: z
      .string(REVIEW_MESSAGES.usernameRequired)
      .trim()
      .min(1, REVIEW_MESSAGES.usernameRequired)
      .max(REVIEW_LIMITS.usernameMax, REVIEW_MESSAGES.usernameTooLong)
      .refine(isSafeLine, REVIEW_MESSAGES.controlCharacters),
    userId: z
      .string(REVIEW_MESSAGES.userIdInvalid)
      .trim()
      .regex(/^([0-9a-fA-F]{24})?$/, REVIEW_MESSAGES.userIdInvalid)
      .nullish()
      .transform((id) => (id ? id.toLowerCase() : null)),
    rating: reviewRatingSchema,
    comment: comment(1),
  })
  .strict();
export type AddReviewBody = z.infer<typeof addReviewBodySchema>;
/** What the admin's "Add review" form holds (before trimming); the files travel beside it. */
export type AddReviewRequest = z.input<typeof addReviewBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// What the wire carries

/** A review as everyone sees it. `verified`: written by a player who had opened a box (not added by staff). */
export const reviewSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    rating: z.number().int().min(REVIEW_LIMITS.ratingMin).max(REVIEW_LIMITS.ratingMax),
    comment: z.string(),
    images: z.array(z.string()).max(REVIEW_LIMITS.imagesMax),
    verified: z.boolean(),
    createdAt: iso,
  })
  .strict();
export type ReviewDto = z.infer<typeof reviewSchema>;

export const REVIEW_SOURCES = ['player', 'admin'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A review as staff see it: where it came from and whether (and by whom) it is hidden. */
export const staffReviewSchema = reviewSchema
  .extend({
    source: z.enum(REVIEW_SOURCES),
    /** The account it belongs to (the author of a player review; optional for an admin-added one). */
    userId: z.string().nullable(),
    addedBy: z.string().nullable(),
    hidden: z.boolean(),
    hiddenAt: iso.nullable(),
    hiddenBy: z.string().nullable(),
  })
  .strict();
export type StaffReviewDto = z.infer<typeof staffReviewSchema>;

/** Visible reviews only: how many, their average (two decimals; null with none) and how many per star, 5 first. */
export const reviewSummarySchema = z
  .object({
    count: z.number().int().nonnegative(),
    average: z.number().min(REVIEW_LIMITS.ratingMin).max(REVIEW_LIMITS.ratingMax).nullable(),
    distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }).strict()).length(5),
  })
  .strict();
export type ReviewSummaryDto = z.infer<typeof reviewSummarySchema>;

/** `GET /api/reviews`: visible reviews, newest first, the summary, and the `reviews` stream's seq of the snapshot. */
export const reviewsPageDtoSchema = z
  .object({ entries: z.array(reviewSchema), nextCursor: z.string().nullable(), summary: reviewSummarySchema, seq })
  .strict();
export type ReviewsPageDto = z.infer<typeof reviewsPageDtoSchema>;

/** `GET /api/staff/reviews`: every review (hidden ones too, unless filtered), newest first. */
export const staffReviewsPageDtoSchema = z.object({ entries: z.array(staffReviewSchema), nextCursor: z.string().nullable() }).strict();
export type StaffReviewsPageDto = z.infer<typeof staffReviewsPageDtoSchema>;

/** Why a signed-in account cannot write a review (null: it can). */
export const REVIEW_INELIGIBLE_REASONS = ['no-paid-opening', 'already-reviewed', 'staff-account'] as const;
export type ReviewIneligibleReason = (typeof REVIEW_INELIGIBLE_REASONS)[number];

/** `GET /api/reviews/mine`: may this account write a review, and its own review if it wrote one. */
export const myReviewDtoSchema = z
  .object({
    canWrite: z.boolean(),
    reason: z.enum(REVIEW_INELIGIBLE_REASONS).nullable(),
    review: reviewSchema.nullable(),
    /** The own review was hidden by staff. */
    hidden: z.boolean(),
  })
  .strict();
export type MyReviewDto = z.infer<typeof myReviewDtoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Queries

/** An opaque review cursor: `<createdAt ms>.<id>`. */
export const REVIEWS_CURSOR_PATTERN = /^\d{1,15}\.[0-9a-f]{24}$/;
const cursor = z.string().regex(REVIEWS_CURSOR_PATTERN, 'must be a cursor from a previous page').optional();
const limit = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1)
  .max(REVIEW_LIMITS.pageMax)
  .default(REVIEW_LIMITS.pageDefault);

export const reviewsQuerySchema = z.object({ cursor, limit }).strict();
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
export const staffReviewsQuerySchema = z.object({ cursor, limit, visibility: z.enum(REVIEW_VISIBILITIES).default('all') }).strict();
export type StaffReviewsQuery = z.infer<typeof staffReviewsQuerySchema>;

/** `PATCH /api/staff/reviews/:id`: hide or show again. */
export const reviewVisibilityBodySchema = z.object({ hidden: z.boolean() }).strict();
export type ReviewVisibilityBody = z.infer<typeof reviewVisibilityBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Realtime (room `reviews`, joined through `feed:subscribe`). Each fact carries the summary as it stood after the
// change, numbered from the `reviews` stream, so the newest seq holds the newest summary.

/** `review:added`: a new visible review. */
export const reviewAddedSchema = z.object({ seq, review: reviewSchema, summary: reviewSummarySchema }).strict();
export type ReviewAdded = z.infer<typeof reviewAddedSchema>;

/** `review:hidden`: staff hid a review; clients drop it. */
export const reviewHiddenSchema = z.object({ seq, reviewId: z.string(), summary: reviewSummarySchema }).strict();
export type ReviewHidden = z.infer<typeof reviewHiddenSchema>;

/** `review:unhidden`: staff showed a hidden review again; clients put it back in its place. */
export const reviewUnhiddenSchema = z.object({ seq, review: reviewSchema, summary: reviewSummarySchema }).strict();
export type ReviewUnhidden = z.infer<typeof reviewUnhiddenSchema>;
