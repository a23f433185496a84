import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimatePresence } from 'framer-motion';
import { MessageSquareQuote } from 'lucide-react';
import { EmptyState } from '../components/layout/EmptyState';
import { PageHeader } from '../components/layout/PageHeader';
import { Button } from '../components/ui/button';
import { HideReview } from '../features/reviews/HideReview';
import { ReviewCard } from '../features/reviews/ReviewCard';
import { ReviewSkeletons } from '../features/reviews/ReviewSkeletons';
import { SummaryCards } from '../features/reviews/SummaryCards';
import { WriteReview } from '../features/reviews/WriteReview';
import { LiveBadge } from '../features/winners/LiveBadge';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useFeed } from '../realtime/feeds';
import { loadMoreReviews, loadReviews } from '../realtime/handlers/reviews';
import { useReviewsStore } from '../stores/useReviewsStore';
import { useSessionStore } from '../stores/useSessionStore';
import { ListFooter } from '../components/layout/ListFooter';

/**
 * Reviews: the summary (average, count, stars 5 to 1), the reviews newest first in a grid, new ones arriving live
 * and hidden ones leaving live, 'Load more' through the cursor, 6 skeleton cards while loading, and "Write a review"
 * for players who have opened a box. Staff can hide a review from here.
 */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.reviews'));
  const { status, entries, summary, fresh, nextCursor, loadingMore } = useReviewsStore();
  const role = useSessionStore((s) => s.user?.role);
  const staff = role === 'support' || role === 'admin';
  const [moreFailed, setMoreFailed] = useState(false);

  useFeed('reviews', () => void loadReviews(api));

  const loadMore = () => {
    setMoreFailed(false);
    loadMoreReviews(api).catch(() => setMoreFailed(true));
  };

  const loading = status === 'idle' || (status === 'loading' && entries.length === 0);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader icon={MessageSquareQuote} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')}>
        <div className="flex flex-wrap items-center gap-3">
          <LiveBadge />
          <WriteReview />
        </div>
      </PageHeader>

      {status === 'error' ? null : <SummaryCards summary={loading ? null : summary} />}

      {loading ? (
        <ReviewSkeletons label={tc('loading')} />
      ) : status === 'error' ? (
        <div className="rounded-2xl border border-line bg-surface/70 px-6 py-12 text-center">
          <p className="text-lg font-semibold">{t('error')}</p>
          <Button className="mt-5" variant="secondary" onClick={() => void loadReviews(api)}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon={MessageSquareQuote} title={t('empty.title')} body={t('empty.body')} cta={t('empty.cta')} />
      ) : (
        <>
          <ul aria-label={t('listLabel')} className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <AnimatePresence initial={false}>
              {entries.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  fresh={Boolean(fresh[review.id])}
                  actions={staff ? <HideReview review={review} /> : null}
                />
              ))}
            </AnimatePresence>
          </ul>
          <ListFooter
            hasMore={Boolean(nextCursor)}
            loading={loadingMore}
            failed={moreFailed}
            onMore={loadMore}
            texts={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('end'), failed: t('loadMoreFailed') }}
          />
        </>
      )}
    </section>
  );
}
