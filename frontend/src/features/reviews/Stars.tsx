import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';

const FIVE = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i);

/**
 * A rating as five stars, filled from the start (the right in Arabic) up to `rating`, partly for fractions
 * (an average of 4.3 fills four and a third). Read out as "Rated 4.3 out of 5".
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const share = Math.max(0, Math.min(1, rating / REVIEW_LIMITS.ratingMax));
  const row = (filled: boolean) => (
    <span className="flex gap-0.5">
      {FIVE.map((i) => (
        <Star key={i} className={cn('h-[1em] w-[1em] shrink-0', filled ? 'fill-gold text-gold' : 'text-fg-muted/40')} aria-hidden />
      ))}
    </span>
  );
  return (
    <span
      role="img"
      aria-label={t('stars', { rating: formatNumber(rating, { maximumFractionDigits: 2 }) })}
      className={cn('relative inline-flex w-fit self-start', className)}
    >
      {row(false)}
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${share * 100}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
