import { useTranslation } from 'react-i18next';
import { ChevronRight, Coins, Star } from 'lucide-react';
import { ODDS_TOTAL_PPM, ppmToPercent, type AdminBoxSummaryDto } from '@nova/protocol';
import { useMoney } from '../../../currency';
import { formatDate } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { StatusBadge } from './StatusBadge';

/** The admin list: each box with its status, category, price, prizes and odds total; a click opens the editor. */
export function BoxList({ boxes, onOpen }: { boxes: AdminBoxSummaryDto[]; onOpen(id: string): void }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const { coinAmount } = useMoney();
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label={t('catalog.listLabel')} data-testid="admin-box-list">
      {boxes.map((box) => {
        const exact = box.oddsTotalPpm === ODDS_TOTAL_PPM;
        return (
          <li key={box.id}>
            <button
              type="button"
              onClick={() => onOpen(box.id)}
              aria-label={t('catalog.open', { name: box.name })}
              data-testid="admin-box"
              data-box-id={box.id}
              className="flex w-full items-center gap-3 rounded-2xl border border-line bg-surface/70 p-3 text-start transition hover:border-accent/60 hover:bg-surface-2/60 motion-reduce:transition-none"
            >
              <img src={box.imageUrl} alt="" className="h-14 w-14 shrink-0 rounded-xl object-cover ring-1 ring-line" />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex min-w-0 items-center gap-2">
                  <bdi className="truncate font-semibold">{box.name}</bdi>
                  {box.isFeatured ? <Star className="h-3.5 w-3.5 shrink-0 text-gold" aria-label={t('catalog.featured')} /> : null}
                </span>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
                  <StatusBadge status={box.status} />
                  <span>{tb(`category.names.${box.category}`)}</span>
                  <span className="inline-flex items-center gap-0.5 text-gold tabular-nums">
                    <Coins className="h-3 w-3" aria-hidden />
                    {coinAmount(box.priceCoins)}
                  </span>
                  <span>{t('catalog.prizeCount', { count: box.prizeCount })}</span>
                  <span className={cn('tabular-nums', exact ? 'text-success' : 'text-gold')}>
                    {t('catalog.oddsTotal', { total: ppmToPercent(box.oddsTotalPpm) })}
                  </span>
                </span>
                <span className="text-xs text-fg-muted">
                  {t('catalog.updated', { date: formatDate(box.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                </span>
              </span>
              <ChevronRight className="h-4 w-4 shrink-0 text-fg-muted rtl:rotate-180" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
