import { useTranslation } from 'react-i18next';
import type { AdminPayoutDto } from '@nova/protocol';
import { formatCoinAmount, formatCurrencyAmount } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';

/** One paid competition: its day and terms, then every winner with the prize and the ledger entry that paid it. */
export function PayoutCard({ payout }: { payout: AdminPayoutDto }) {
  const { t } = useTranslation('admin');
  const day = formatDate(`${payout.id}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <article className="rounded-2xl border border-line bg-surface/70 p-4" aria-label={day}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">{day}</h3>
        <p className="text-sm text-fg-muted">
          {t('leaderboard.history.paid', {
            coins: formatCoinAmount(payout.totalCoins),
            winners: formatNumber(payout.winners.length),
          })}
        </p>
      </header>
      {payout.name ? (
        <p className="mt-1 text-sm text-fg-muted">
          <bdi>{payout.name}</bdi>
          {payout.totalPrize !== null ? ` · ${formatCurrencyAmount(payout.totalPrize, 'USD')}` : null}
        </p>
      ) : null}
      {payout.winners.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('leaderboard.history.noWinners')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line/70 text-sm">
          {payout.winners.map((w) => (
            <li key={w.position} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
              <span className="w-8 font-semibold tabular-nums">{t('leaderboard.place', { position: formatNumber(w.position) })}</span>
              <bdi className="min-w-0 flex-1 truncate font-medium">{w.username}</bdi>
              <span className="font-semibold text-gold tabular-nums">{formatCurrencyAmount(w.prizeAmount, 'USD')}</span>
              <span className="basis-full ps-11 text-xs text-fg-muted">
                {t('leaderboard.history.spent', { coins: formatCoinAmount(w.totalSpent) })} · <span>{t('leaderboard.history.ledger')}</span>{' '}
                <code dir="ltr" className="break-all" title={w.ledgerEntryId ?? undefined}>
                  {w.ledgerRef}
                </code>
                {w.ledgerEntryId ? null : <span className="text-danger"> {t('leaderboard.history.missingEntry')}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
