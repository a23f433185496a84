import { useTranslation } from 'react-i18next';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { coinsToUsd, type LeaderboardEntryDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { Avatar } from './Avatar';

/** framer-motion's features load after the first render: the ranking shows at once, its rows glide from the next tick. */
const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Every ranked player; rows glide to their new place on a tick and flash when their figures changed. */
export function RankingTable({
  entries,
  meId,
  changed,
}: {
  entries: LeaderboardEntryDto[];
  meId: string | null;
  changed: Record<string, number>;
}) {
  const { t } = useTranslation('leaderboard');
  const { money, coinAmount } = useMoney();
  const reduceMotion = useReducedMotion();
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface/70">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('ranking')}</caption>
        <thead className="bg-surface-2/70 text-xs text-fg-muted uppercase">
          <tr>
            <th scope="col" className="px-2 py-3 text-start font-semibold sm:px-4">
              {t('columns.position')}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-3 text-start font-semibold">
              {t('columns.player')}
            </th>
            <th scope="col" className="hidden px-2 py-3 sm:px-3 text-end font-semibold sm:table-cell">
              {t('columns.boxes')}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-3 text-end font-semibold">
              {t('columns.spent')}
            </th>
            <th scope="col" className="px-2 py-3 text-end font-semibold sm:px-4">
              {t('columns.prize')}
            </th>
          </tr>
        </thead>
        <LazyMotion features={loadMotionFeatures}>
          <tbody>
            {entries.map((entry) => (
              <m.tr
                key={entry.id}
                layout={reduceMotion ? false : 'position'}
                transition={{ duration: 0.4, ease: [0.2, 0.8, 0.2, 1] }}
                data-testid="ranking-row"
                data-changed={changed[entry.id] ? true : undefined}
                className={cn(
                  'border-t border-line/70 transition-colors duration-700 motion-reduce:transition-none',
                  entry.id === meId && 'bg-accent/10',
                  changed[entry.id] && 'bg-success/10',
                )}
              >
                <td className="px-2 py-3 font-display font-bold tabular-nums sm:px-4">{formatNumber(entry.position)}</td>
                <td className="w-full max-w-0 px-2 py-3 sm:px-3">
                  <div className="flex min-w-0 items-center gap-2 sm:gap-2.5">
                    <Avatar username={entry.username} url={entry.avatarUrl} className="h-6 w-6 shrink-0 text-xs sm:h-8 sm:w-8 sm:text-sm" />
                    <span className="truncate font-semibold">{entry.username}</span>
                    {entry.id === meId ? <span className="shrink-0 text-xs font-semibold text-accent-soft">{t('you')}</span> : null}
                  </div>
                </td>
                <td className="hidden px-2 py-3 sm:px-3 text-end tabular-nums sm:table-cell">{formatNumber(entry.boxesOpened)}</td>
                <td className="px-2 py-3 sm:px-3 text-end tabular-nums" title={money(coinsToUsd(entry.totalSpent))}>
                  {coinAmount(entry.totalSpent)}
                </td>
                <td className="px-2 py-3 text-end font-semibold text-gold tabular-nums sm:px-4">
                  {entry.prizeAmount > 0 ? money(entry.prizeAmount) : <span className="text-fg-muted">{t('noPrize')}</span>}
                </td>
              </m.tr>
            ))}
          </tbody>
        </LazyMotion>
      </table>
    </div>
  );
}
