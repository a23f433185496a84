import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { REVIEW_VISIBILITIES, type ReviewVisibility, type StaffReviewDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { api } from '../../../lib/queryClient';
import { useFeed } from '../../../realtime/feeds';
import { loadReviews } from '../../../realtime/handlers/reviews';
import { useReviewsStore } from '../../../stores/useReviewsStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { toast } from '../../../stores/useToastStore';
import { useSetReviewHidden, useStaffReviews } from '../../reviews/api';
import { reviewQueries } from '../../reviews/queries';
import { ReviewCard } from '../../reviews/ReviewCard';
import { SectionHeader } from '../SectionHeader';
import { AddReviewDialog } from './AddReviewDialog';

const box = 'rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm';

/** Refreshes the staff lists whenever the public reviews feed moves (a review added, hidden or shown anywhere). */
function useLiveStaffReviews(): void {
  const queryClient = useQueryClient();
  useFeed('reviews', () => void loadReviews(api));
  const seq = useReviewsStore((s) => s.summarySeq);
  useEffect(() => {
    if (seq) void queryClient.invalidateQueries({ queryKey: reviewQueries.staff });
  }, [seq, queryClient]);
}

/** Where a review came from and, when hidden, who hid it and when. */
function Provenance({ review }: { review: StaffReviewDto }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-wrap gap-2 text-xs">
      <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-fg-muted">
        {review.source === 'admin' ? t('admin.addedBy', { username: review.addedBy ?? '' }) : t('admin.byPlayer')}
      </span>
      {review.hidden ? (
        <span className="rounded-full border border-danger/40 bg-danger-bg px-2 py-0.5 text-danger">
          {t('admin.hiddenBy', { username: review.hiddenBy ?? '', date: review.hiddenAt ? formatDate(review.hiddenAt) : '' })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The admin console's Reviews section (support staff and admins): every review newest first, hidden ones included,
 * filtered by visibility, Hide / Show again on each, more by cursor, live as reviews change anywhere. Admins also get
 * "Add review".
 */
export default function ReviewsSection() {
  const { t } = useTranslation('reviews');
  const isAdmin = useSessionStore((s) => s.user?.role === 'admin');
  const [visibility, setVisibility] = useState<ReviewVisibility>('all');
  const reviews = useStaffReviews(visibility);
  const change = useSetReviewHidden();
  useLiveStaffReviews();

  const entries = reviews.data?.pages.flatMap((p) => p.entries) ?? [];
  const busyId = change.isPending ? change.variables.id : null;
  const toggle = (review: StaffReviewDto) =>
    change.mutate(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: (updated) =>
          toast({
            title: t(updated.hidden ? 'moderation.hiddenToast' : 'moderation.shownToast', { username: updated.username }),
            variant: 'success',
          }),
        onError: (err) => toast({ title: t('moderation.failed'), description: errorMessage(err), variant: 'destructive' }),
      },
    );

  return (
    <section className="grid gap-4">
      <SectionHeader section="reviews">{isAdmin ? <AddReviewDialog /> : null}</SectionHeader>
      <div role="group" aria-label={t('admin.filterLabel')} className="flex flex-wrap gap-2">
        {REVIEW_VISIBILITIES.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={visibility === v}
            onClick={() => setVisibility(v)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium transition motion-reduce:transition-none',
              visibility === v ? 'border-accent bg-accent/20 text-fg' : 'border-line bg-surface-2 text-fg-muted hover:text-fg',
            )}
          >
            {t(`admin.visibility.${v}`)}
          </button>
        ))}
      </div>

      {reviews.isPending ? (
        <p className={`${box} text-fg-muted`}>{t('admin.loading')}</p>
      ) : reviews.isError && entries.length === 0 ? (
        <div role="alert" className={box}>
          <p>
            {t('error')} {errorMessage(reviews.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void reviews.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className={`${box} text-fg-muted`}>{t(`admin.empty.${visibility}`)}</p>
      ) : (
        <ul aria-label={t('admin.listLabel')} className="grid items-start gap-3 md:grid-cols-2">
          {entries.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              meta={<Provenance review={review} />}
              actions={
                <Button
                  variant={review.hidden ? 'outline' : 'ghost'}
                  size="sm"
                  disabled={busyId === review.id}
                  onClick={() => toggle(review)}
                  aria-label={t(review.hidden ? 'moderation.show' : 'moderation.hide', { username: review.username })}
                >
                  {review.hidden ? <Eye className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
                  {t(review.hidden ? 'moderation.showShort' : 'moderation.hideShort')}
                </Button>
              }
            />
          ))}
        </ul>
      )}

      {reviews.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
