import type { ReviewDto, StaffReviewDto } from '@nova/protocol';
import type { Review } from './model';

/** A review as everyone sees it. */
export function presentReview(r: Review): ReviewDto {
  return {
    id: r._id.toHexString(),
    username: r.username,
    avatarUrl: r.avatarUrl,
    rating: r.rating,
    comment: r.comment,
    images: [...r.images],
    verified: r.verified,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A review as staff see it, hidden or not. */
export function presentStaffReview(r: Review): StaffReviewDto {
  return {
    ...presentReview(r),
    source: r.source,
    userId: r.userId ? r.userId.toHexString() : null,
    addedBy: r.addedBy?.username ?? null,
    hidden: r.hidden,
    hiddenAt: r.hiddenAt ? r.hiddenAt.toISOString() : null,
    hiddenBy: r.hiddenBy?.username ?? null,
  };
}
