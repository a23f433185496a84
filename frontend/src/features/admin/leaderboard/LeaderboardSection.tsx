import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../../components/layout/PagedList';
import { formatCurrencyAmount } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errorMessage';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { LiveBadge } from '../../winners/LiveBadge';
import { SectionHeader } from '../SectionHeader';
import { useLeaderboardSettings, usePayoutHistory } from './api';
import { leaderboardAdminQueries } from './queries';
import { PayoutCard } from './PayoutCard';
import { SettingsForm } from './SettingsForm';
import { TodayTop } from './TodayTop';

const card = 'rounded-2xl border border-line bg-surface/70 p-4 sm:p-5';

/**
 * The Leaderboard section (`/admin/leaderboard`, admins): today's competition with its terms and top 10 moving live,
 * the settings of coming days, and the history of payouts with their ledger entries. Another admin's save (an
 * audit line in the staff feed) and a payout refresh it.
 */
export default function LeaderboardSection() {
  const { t } = useTranslation('admin');
  const settings = useLeaderboardSettings();
  const payouts = usePayoutHistory();
  useRefreshOnStaffEvent('admin', leaderboardAdminQueries.settings().queryKey);
  useRefreshOnStaffEvent('payout', leaderboardAdminQueries.payouts().queryKey);
  const today = settings.data?.today;

  return (
    <section className="grid gap-6">
      <SectionHeader section="leaderboard">
        <LiveBadge />
      </SectionHeader>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="leaderboard-today" className={card}>
          <h2 id="leaderboard-today" className="text-lg font-bold">
            {t('leaderboard.today.title')}
          </h2>
          {today ? (
            <p className="mt-1 text-sm text-fg-muted">
              <bdi className="font-medium text-fg">{today.name}</bdi> ·{' '}
              {formatDate(`${today.day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} ·{' '}
              {t('leaderboard.today.terms', {
                total: formatCurrencyAmount(today.totalPrize, 'USD'),
                places: formatNumber(today.prizeDistribution.length),
              })}
            </p>
          ) : null}
          <div className="mt-4">
            <TodayTop />
          </div>
        </section>

        <section aria-labelledby="leaderboard-settings" className={card}>
          <h2 id="leaderboard-settings" className="mb-3 text-lg font-bold">
            {t('leaderboard.form.title')}
          </h2>
          {settings.data ? (
            <SettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <div role="alert" className="text-sm">
              <p>
                {t('leaderboard.form.loadError')} {errorMessage(settings.error)}
              </p>
              <Button className="mt-3" size="sm" variant="secondary" onClick={() => void settings.refetch()}>
                {t('leaderboard.retry')}
              </Button>
            </div>
          ) : (
            <div
              role="status"
              aria-label={t('leaderboard.form.loading')}
              className="h-64 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none"
            />
          )}
        </section>
      </div>

      <section aria-labelledby="leaderboard-history" className="grid gap-3">
        <h2 id="leaderboard-history" className="text-lg font-bold">
          {t('leaderboard.history.title')}
        </h2>
        <PagedList
          query={payouts}
          itemKey={(p) => p.id}
          renderItem={(p) => <PayoutCard payout={p} />}
          texts={{
            label: t('leaderboard.history.title'),
            loading: t('leaderboard.history.loading'),
            error: t('leaderboard.history.error'),
            retry: t('leaderboard.retry'),
            empty: t('leaderboard.history.empty'),
            loadMore: t('leaderboard.history.loadMore'),
            loadingMore: t('leaderboard.history.loadingMore'),
          }}
        />
      </section>
    </section>
  );
}
