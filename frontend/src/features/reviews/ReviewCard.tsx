import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { motion, useReducedMotion } from 'framer-motion';
import { BadgeCheck } from 'lucide-react';
import type { ReviewDto } from '@nova/protocol';
import { formatDate } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { ReviewAvatar } from './ReviewAvatar';
import { ReviewImages } from './ReviewImages';
import { Stars } from './Stars';

export interface ReviewCardProps {
  review: ReviewDto;
  /** Arrived live while the page was open: animates in and carries a "New" mark. */
  fresh?: boolean;
  /** Extra lines under the author (staff: where it came from, whether it is hidden). */
  meta?: ReactNode;
  /** Extra controls at the end of the card (staff: hide). */
  actions?: ReactNode;
}

/** One review: who wrote it (avatar or initial, name, verified badge), stars, comment, photos and date. */
export const ReviewCard = forwardRef<HTMLLIElement, ReviewCardProps>(function ReviewCard({ review, fresh = false, meta, actions }, ref) {
  const { t } = useTranslation('reviews');
  const reduceMotion = useReducedMotion();
  return (
    <motion.li
      ref={ref}
      layout={reduceMotion ? false : 'position'}
      initial={reduceMotion ? false : { opacity: 0, y: -12, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      exit={reduceMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, scale: 0.96 }}
      transition={{ duration: 0.3, ease: [0.2, 0.8, 0.2, 1] }}
      data-testid="review-card"
      data-fresh={fresh || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border bg-surface/80 p-4 sm:p-5',
        fresh ? 'border-accent/60 shadow-lg shadow-accent/15' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <ReviewAvatar username={review.username} avatarUrl={review.avatarUrl} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">
            <bdi>{review.username}</bdi>
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            {review.verified ? (
              <span className="inline-flex items-center gap-1 font-semibold text-success">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
                {t('verified')}
              </span>
            ) : null}
            {fresh ? (
              <span className="rounded-full bg-accent px-2 py-0.5 leading-none font-bold text-white uppercase">{t('new')}</span>
            ) : null}
          </div>
        </div>
        <time dateTime={review.createdAt} className="shrink-0 text-xs text-fg-muted">
          {formatDate(review.createdAt)}
        </time>
      </div>
      {meta}
      <Stars rating={review.rating} className="text-lg" />
      <p dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-line text-fg/90">
        {review.comment}
      </p>
      <ReviewImages images={review.images} username={review.username} />
      {actions ? <div className="mt-auto flex justify-end pt-1">{actions}</div> : null}
    </motion.li>
  );
});
