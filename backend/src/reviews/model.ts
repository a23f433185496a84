import { Schema, model, type Types } from 'mongoose';
import { REVIEW_LIMITS, REVIEW_SOURCES, type ReviewSource } from '@nova/protocol';

/** A staff member named on a review (who added or hid it), copied at write time. */
export interface StaffRef {
  id: Types.ObjectId;
  username: string;
}

/**
 * A review. Players write their own (`source: 'player'`, at most one per account: a unique index on `userId`
 * among player reviews); admins add others by hand (`source: 'admin'`, optionally naming an account). Hidden
 * reviews stay stored for staff and leave the public list and its summary.
 */
export interface Review {
  _id: Types.ObjectId;
  source: ReviewSource;
  /** The author of a player review; the account an admin-added review names, or null (anonymous). */
  userId: Types.ObjectId | null;
  username: string;
  avatarUrl: string | null;
  rating: number;
  comment: string;
  images: string[];
  /** Written by a player who had paid for an opening. */
  verified: boolean;
  addedBy: StaffRef | null;
  hidden: boolean;
  hiddenAt: Date | null;
  hiddenBy: StaffRef | null;
  createdAt: Date;
}

const staffRefSchema = new Schema<StaffRef>(
  { id: { type: Schema.Types.ObjectId, ref: 'User', required: true }, username: { type: String, required: true } },
  { _id: false },
);

const reviewSchema = new Schema<Review>(
  {
    source: { type: String, enum: REVIEW_SOURCES, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    username: { type: String, required: true },
    avatarUrl: { type: String, default: null },
    rating: { type: Number, required: true, min: REVIEW_LIMITS.ratingMin, max: REVIEW_LIMITS.ratingMax },
    comment: { type: String, required: true },
    images: { type: [String], default: [] },
    verified: { type: Boolean, required: true },
    addedBy: { type: staffRefSchema, default: null },
    hidden: { type: Boolean, default: false },
    hiddenAt: { type: Date, default: null },
    hiddenBy: { type: staffRefSchema, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// One review per player: concurrent submissions meet here, and all but one get E11000.
reviewSchema.index({ userId: 1 }, { unique: true, partialFilterExpression: { source: 'player' } });
// The public list (visible, newest first) and the staff list (all, newest first).
reviewSchema.index({ hidden: 1, createdAt: -1, _id: -1 });
reviewSchema.index({ createdAt: -1, _id: -1 });

export const ReviewModel = model<Review>('Review', reviewSchema);
