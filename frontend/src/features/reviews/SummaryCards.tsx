import { useTranslation } from 'react-i18next';
import type { ReviewSummaryDto } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { Stars } from './Stars';

const card = 'rounded-2xl border border-line bg-surface/80 p-4 sm:p-5';
const pulse = 'animate-pulse rounded bg-surface-3 motion-reduce:animate-none';

/**
 * The summary over every visible review: the average with its stars, how many there are, and a bar per star
 * (5 to 1): its share of all reviews and its count. Placeholders while it loads.
 */
export function SummaryCards({ summary }: { summary: ReviewSummaryDto | null }) {
  const { t } = useTranslation('reviews');
  if (!summary) {
    return (
      <div className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} data-testid="summary-skeleton" className={`${card} space-y-3 ${i === 2 ? 'col-span-2 md:col-span-1' : ''}`}>
            <div className={`h-3 w-1/3 ${pulse}`} />
            <div className={`h-9 w-1/2 ${pulse}`} />
            <div className={`h-3 w-2/3 ${pulse}`} />
          </div>
        ))}
      </div>
    );
  }
  const total = Math.max(1, summary.count);
  return (
    <section aria-label={t('summary.label')} className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      <div className={card} data-testid="summary-average">
        <h2 className="text-sm font-medium text-fg-muted">{t('summary.average')}</h2>
        {summary.average !== null ? (
          <>
            <p className="mt-2 font-display text-3xl font-extrabold tabular-nums sm:text-4xl">
              {formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="ms-1 text-base font-semibold text-fg-muted">{t('summary.outOf')}</span>
            </p>
            <Stars rating={summary.average} className="mt-2 text-base sm:text-xl" />
          </>
        ) : (
          <p className="mt-2 text-lg font-semibold text-fg-muted">{t('summary.noRatings')}</p>
        )}
      </div>
      <div className={card} data-testid="summary-count">
        <h2 className="text-sm font-medium text-fg-muted">{t('summary.count')}</h2>
        <p className="mt-2 font-display text-3xl font-extrabold tabular-nums sm:text-4xl">{formatNumber(summary.count)}</p>
        <p className="mt-2 text-sm text-fg-muted">{t('summary.countHint')}</p>
      </div>
      <div className={`${card} col-span-2 md:col-span-1`}>
        <h2 className="text-sm font-medium text-fg-muted">{t('summary.distribution')}</h2>
        <ul className="mt-3 grid gap-1.5">
          {summary.distribution.map(({ stars, count }) => (
            <li key={stars} data-testid="summary-bar" className="flex items-center gap-2 text-sm">
              <span className="w-9 shrink-0 tabular-nums" aria-hidden>
                {formatNumber(stars)}★
              </span>
              <span className="sr-only">{t('summary.bar', { count: stars, reviews: formatNumber(count) })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-3" aria-hidden>
                <span className="block h-full rounded-full bg-gold" style={{ width: `${(count / total) * 100}%` }} />
              </span>
              <span className="w-10 shrink-0 text-end text-fg-muted tabular-nums" aria-hidden>
                {formatNumber(count)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
