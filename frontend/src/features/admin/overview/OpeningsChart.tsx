import { useTranslation } from 'react-i18next';
import type { OverviewDayDto } from '@nova/protocol';
import { formatDate, formatNumber } from '../../../i18n/format';

const HEIGHT = 96;

/** Paid openings per UTC day as bars (30 days, oldest at the start), with a text summary for screen readers. */
export function OpeningsChart({ days }: { days: OverviewDayDto[] }) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...days.map((d) => d.openings));
  const total = days.reduce((sum, d) => sum + d.openings, 0);
  const busiest = days.reduce((a, b) => (b.openings > a.openings ? b : a), days[0]!);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const summary = t('overview.chart.summary', {
    total: formatNumber(total),
    max: formatNumber(busiest.openings),
    day: day(busiest.day),
  });
  return (
    <figure className="rounded-2xl border border-line bg-surface/70 p-4 sm:p-5">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t('overview.chart.title')}</span>
        <span className="text-xs text-fg-muted">{summary}</span>
      </figcaption>
      <div role="img" aria-label={summary} className="flex h-24 items-end gap-[2px] sm:gap-1" style={{ height: HEIGHT }}>
        {days.map((d) => (
          <div
            key={d.day}
            data-testid="chart-bar"
            title={t('overview.chart.bar', { day: day(d.day), openings: formatNumber(d.openings) })}
            className="min-w-0 flex-1 rounded-t bg-accent/70 transition-[height] motion-reduce:transition-none"
            style={{ height: `${Math.max(d.openings ? 4 : 1, Math.round((d.openings / max) * HEIGHT))}px` }}
          />
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-fg-muted" aria-hidden>
        <span>{day(days[0]!.day)}</span>
        <span>{day(days.at(-1)!.day)}</span>
      </div>
    </figure>
  );
}
