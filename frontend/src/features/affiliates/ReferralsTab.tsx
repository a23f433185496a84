import { useTranslation } from 'react-i18next';
import type { ReferralDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/errorMessage';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { useReferrals } from './api';
import { useCents } from './tierStyle';

/**
 * Referrals: username, join date, total spent, commission earned, active or inactive; newest first, a page at a time.
 * Players who joined while the page is open appear at once (from the live fact), marked new.
 */
export function ReferralsTab() {
  const { t } = useTranslation('affiliates');
  const query = useReferrals();
  const joined = useAffiliateStore((s) => s.joined);
  const listed = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const known = new Set(listed.map((r) => r.id));
  const live = Object.values(joined)
    .filter((r) => !known.has(r.id))
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const rows = [...live, ...listed];

  if (query.isPending && rows.length === 0)
    return <p className="rounded-2xl border border-line bg-surface/60 p-6 text-sm text-fg-muted">{t('referrals.loading')}</p>;
  if (query.isError && rows.length === 0)
    return (
      <div role="alert" className="rounded-2xl border border-line bg-surface/60 p-6 text-sm">
        <p>
          {t('referrals.error')} {errorMessage(query.error)}
        </p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (rows.length === 0)
    return <p className="rounded-2xl border border-line bg-surface/60 p-6 text-sm text-fg-muted">{t('referrals.empty')}</p>;
  return (
    <div className="grid gap-3">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface/80">
        <table className="block w-full text-sm sm:table" aria-label={t('referrals.label')}>
          <thead className="hidden bg-surface-2/60 text-xs text-fg-muted sm:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('referrals.player')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('referrals.joined')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('referrals.spent')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('referrals.commission')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('referrals.status')}
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {rows.map((r) => (
              <ReferralRow key={r.id} referral={r} fresh={r.id in joined} />
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** One referral: a table row on wide screens, a two-line card on phones. */
function ReferralRow({ referral: r, fresh }: { referral: ReferralDto; fresh: boolean }) {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  const joined = formatDate(r.joinedAt, { dateStyle: 'medium' });
  return (
    <tr
      data-testid="referral-row"
      className="grid grid-cols-2 gap-x-3 gap-y-1 border-t border-line px-4 py-3 first:border-t-0 sm:table-row sm:p-0"
    >
      <td className="min-w-0 font-semibold sm:px-4 sm:py-3">
        <bdi className="truncate">{r.username}</bdi>
        {fresh ? (
          <span className="ms-2 rounded-full bg-hot/15 px-2 py-0.5 text-xs font-semibold text-hot">{t('referrals.new')}</span>
        ) : null}
      </td>
      <td className="text-end text-fg-muted sm:px-4 sm:py-3 sm:text-start">
        <span className="sm:hidden">{t('referrals.joined')}: </span>
        {joined}
      </td>
      <td className="tabular-nums sm:px-4 sm:py-3 sm:text-end">
        <span className="text-fg-muted sm:hidden">{t('referrals.spent')}: </span>
        {cents(r.totalSpentCents)}
      </td>
      <td className="text-end tabular-nums sm:px-4 sm:py-3">
        <span className="text-fg-muted sm:hidden">{t('referrals.commission')}: </span>
        {cents(r.commissionCents)}
      </td>
      <td className="col-span-2 sm:px-4 sm:py-3 sm:text-end">
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
            r.active ? 'bg-success/15 text-success' : 'bg-surface-3 text-fg-muted',
          )}
        >
          {r.active ? t('referrals.active') : t('referrals.inactive')}
        </span>
      </td>
    </tr>
  );
}
