import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MyReviewDto, ReviewVisibility, StaffReviewsPageDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Reviews per page of the staff list. */
export const STAFF_REVIEWS_PAGE_SIZE = 20;

/** Reviews: each entry pairs a key with the request that fills it; `mineAll` and `staff` are key prefixes. */
export const reviewQueries = {
  mineAll: ['reviews', 'mine'] as const,
  /** May the signed-in account write a review (and its own review, if any). Off while signed out. */
  mine: (userId: string | null) =>
    queryOptions({
      queryKey: [...reviewQueries.mineAll, userId] as const,
      queryFn: ({ signal }) => api.json<MyReviewDto>('GET', '/api/reviews/mine', undefined, { auth: true, signal }),
      enabled: userId !== null,
      refetchOnMount: 'always',
    }),
  staff: ['reviews', 'staff'] as const,
  /** Staff: every review (or only visible / hidden ones), newest first, a page at a time. */
  staffBy: (visibility: ReviewVisibility) =>
    infiniteQueryOptions({
      queryKey: [...reviewQueries.staff, visibility] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
        const path = `/api/staff/reviews?visibility=${visibility}&limit=${STAFF_REVIEWS_PAGE_SIZE}${cursor}`;
        return api.json<StaffReviewsPageDto>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
