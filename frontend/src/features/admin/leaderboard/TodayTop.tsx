import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoinAmount, formatCurrencyAmount } from '../../../currency';
import { formatNumber } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { api } from '../../../lib/queryClient';
import { useFeed } from '../../../realtime/feeds';
import { loadLeaderboard } from '../../leaderboard/loadLeaderboard';
import { useLeaderboardStore } from '../../../stores/useLeaderboardStore';

const cell = 'px-2 py-2 sm:px-3';
/** Places of today's standings the console shows. */
const TOP = 10;

/** Today's top 10, moving live with the public `leaderboard` feed (the same store the Leaderboard page uses). */
export function TodayTop() {
  const { t } = useTranslation('admin');
  const { board, status, changed } = useLeaderboardStore();
  const reload = useCallback(() => void loadLeaderboard(api), []);
  useFeed('leaderboard', reload);

  if (!board) {
    if (status === 'error')
      return (
        <p role="alert" className="text-sm text-fg-muted">
          {t('leaderboard.today.error')}
        </p>
      );
    return (
      <div
        role="status"
        aria-label={t('leaderboard.today.loading')}
        className="h-40 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none"
      />
    );
  }
  const top = board.entries.slice(0, TOP);
  if (top.length === 0) return <p className="text-sm text-fg-muted">{t('leaderboard.today.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('leaderboard.today.tableLabel')}>
        <thead className="text-xs text-fg-muted uppercase">
          <tr>
            <th scope="col" className={cn(cell, 'text-start')}>
              {t('leaderboard.today.rank')}
            </th>
            <th scope="col" className={cn(cell, 'text-start')}>
              {t('leaderboard.today.player')}
            </th>
            <th scope="col" className={cn(cell, 'text-end')}>
              {t('leaderboard.today.spent')}
            </th>
            <th scope="col" className={cn(cell, 'text-end')}>
              {t('leaderboard.today.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {top.map((e) => (
            <tr
              key={e.id}
              data-testid="today-row"
              data-changed={changed[e.id] ? 'true' : undefined}
              className={cn('border-t border-line/70', changed[e.id] && 'bg-accent/10')}
            >
              <td className={cn(cell, 'font-semibold tabular-nums')}>{formatNumber(e.position)}</td>
              <td className={cn(cell, 'max-w-[8rem] truncate sm:max-w-none')}>
                <bdi>{e.username}</bdi>
              </td>
              <td className={cn(cell, 'text-end tabular-nums')}>{formatCoinAmount(e.totalSpent)}</td>
              <td className={cn(cell, 'text-end font-semibold text-gold tabular-nums')}>
                {e.prizeAmount > 0 ? formatCurrencyAmount(e.prizeAmount, 'USD') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
