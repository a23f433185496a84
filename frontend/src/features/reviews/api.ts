import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDto, ReviewVisibility, StaffReviewDto, WriteReviewRequest } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { reviewQueries } from './queries';

export function useMyReview() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery(reviewQueries.mine(userId));
}

/** Posts the player's own review. */
export function postReview(body: WriteReviewRequest): Promise<ReviewDto> {
  return api.json<ReviewDto>('POST', '/api/reviews', body, { auth: true });
}

/** Admins: adds a review; `form` carries the text fields and the files (`avatar`, `reviewImages`). */
export function postAdminReview(form: FormData): Promise<StaffReviewDto> {
  return api.json<StaffReviewDto>('POST', '/api/admin/reviews', form, { auth: true });
}

export function useStaffReviews(visibility: ReviewVisibility) {
  return useInfiniteQuery(reviewQueries.staffBy(visibility));
}

/** Staff: hide a review or show it again; the staff lists are refreshed afterwards (also after a 409). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.json<StaffReviewDto>('PATCH', `/api/staff/reviews/${encodeURIComponent(id)}`, { hidden }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueries.staff }),
  });
}
