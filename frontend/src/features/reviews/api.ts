import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReviewDto, ReviewDto, ReviewVisibility, StaffReviewDto, StaffReviewsPageDto, WriteReviewRequest } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

/** Reviews per page of the staff list. */
export const STAFF_REVIEWS_PAGE_SIZE = 20;

export const reviewKeys = {
  mineAll: ['/api/reviews/mine'] as const,
  mine: (userId: string | null) => ['/api/reviews/mine', userId] as const,
  staff: ['/api/staff/reviews'] as const,
  staffBy: (visibility: ReviewVisibility) => ['/api/staff/reviews', visibility] as const,
};

/** May the signed-in account write a review (and its own review, if any). Off while signed out. */
export function useMyReview() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: reviewKeys.mine(userId),
    queryFn: ({ signal }) => api.json<MyReviewDto>('GET', '/api/reviews/mine', undefined, { auth: true, signal }),
    enabled: userId !== null,
    refetchOnMount: 'always',
  });
}

/** Posts the player's own review. */
export function postReview(body: WriteReviewRequest): Promise<ReviewDto> {
  return api.json<ReviewDto>('POST', '/api/reviews', body, { auth: true });
}

/** Admins: adds a review; `form` carries the text fields and the files (`avatar`, `reviewImages`). */
export function postAdminReview(form: FormData): Promise<StaffReviewDto> {
  return api.json<StaffReviewDto>('POST', '/api/admin/reviews', form, { auth: true });
}

/** Staff: every review (or only visible / hidden ones), newest first, a page at a time. */
export function useStaffReviews(visibility: ReviewVisibility) {
  return useInfiniteQuery({
    queryKey: reviewKeys.staffBy(visibility),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<StaffReviewsPageDto>(
        'GET',
        `/api/staff/reviews?visibility=${visibility}&limit=${STAFF_REVIEWS_PAGE_SIZE}${cursor}`,
        undefined,
        { auth: true, signal },
      );
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Staff: hide a review or show it again; the staff lists are refreshed afterwards (also after a 409). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.json<StaffReviewDto>('PATCH', `/api/staff/reviews/${encodeURIComponent(id)}`, { hidden }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.staff }),
  });
}
