import { useTranslation } from 'react-i18next';
import { BarChart3 } from 'lucide-react';
import { ODDS_TOTAL_PPM, type OddsPrize } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { formatOdds, RARITY_STYLES } from '../boxes/odds';
import { Card } from '../dashboard/Card';

interface FrequencyTableProps {
  table: OddsPrize[];
  counts: number[];
  openings: number;
}

/** Per prize: configured and observed share of openings, draws against expected draws, and paired bars. */
export function FrequencyTable({ table, counts, openings }: FrequencyTableProps) {
  const { t } = useTranslation('simulator');
  const rows = table.map((prize, i) => {
    const observed = counts[i] ?? 0;
    const configured = prize.oddsPpm / ODDS_TOTAL_PPM;
    const expected = openings * configured;
    return { prize, observed, configured, share: openings > 0 ? observed / openings : 0, expected };
  });
  const scale = Math.max(...rows.map((r) => Math.max(r.configured, r.share)), Number.EPSILON);
  const width = (ratio: number) => `${Math.max(ratio > 0 ? 1 : 0, (ratio / scale) * 100)}%`;

  return (
    <Card title={t('frequency.title')} icon={<BarChart3 className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[40rem] text-sm" data-testid="frequency-table">
          <thead>
            <tr className="border-b border-line text-start text-xs text-fg-muted">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('frequency.prize')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('frequency.configured')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('frequency.observed')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('frequency.count')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('frequency.expected')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('frequency.ratio')}
              </th>
              <th scope="col" className="w-40 py-2 ps-3 font-medium">
                <span className="sr-only">{t('frequency.legend')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ prize, observed, configured, share, expected }) => {
              const style = RARITY_STYLES[prize.rarity];
              return (
                <tr key={prize.prizeId} className="border-b border-line/60 last:border-0" data-testid="frequency-row">
                  <th scope="row" className="max-w-[12rem] py-2 pe-3 text-start font-medium">
                    <span className={cn('block truncate', style.text)}>{prize.name}</span>
                  </th>
                  <td className="px-2 py-2 text-end tabular-nums">{formatOdds(configured)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatOdds(share)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatNumber(observed)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatNumber(expected, { maximumFractionDigits: 1 })}</td>
                  <td className="px-2 py-2 text-end tabular-nums">
                    {expected > 0 ? (
                      formatNumber(observed / expected, { style: 'percent', maximumFractionDigits: 1 })
                    ) : (
                      <span className="text-fg-muted">{t('frequency.neverDrawn')}</span>
                    )}
                  </td>
                  <td className="py-2 ps-3" aria-hidden>
                    <div className="grid gap-0.5">
                      <div className="h-1.5 rounded-full opacity-40" style={{ width: width(configured), backgroundColor: style.hex }} />
                      <div className="h-1.5 rounded-full" style={{ width: width(share), backgroundColor: style.hex }} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t('frequency.legend')}</p>
    </Card>
  );
}
