import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailWarning } from 'lucide-react';
import type { AffiliateSummaryDto, PayoutDto } from '@nova/protocol';
import { PagedList } from '../../components/layout/PagedList';
import { cn } from '../../lib/cn';
import { usePayouts } from './api';
import { PayoutCard } from './PayoutCard';
import { PayoutForm } from './PayoutForm';
import { useCents } from './tierStyle';

/** Payouts: available and pending balances, the request form (method, email, amount) and the payout history. */
export function PayoutsTab({ summary }: { summary: AffiliateSummaryDto }) {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="grid content-start gap-4">
        <section aria-label={t('payouts.balances')} className="grid grid-cols-2 gap-3">
          <Balance label={t('payouts.available')} value={cents(summary.availableCents)} strong testId="payout-available" />
          <Balance label={t('payouts.pending')} value={cents(summary.pendingCents)} testId="payout-pending" />
          <Balance label={t('payouts.requested')} value={cents(summary.requestedCents)} />
          <Balance label={t('payouts.paid')} value={cents(summary.paidCents)} />
        </section>
        <section className="grid gap-4 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5" aria-labelledby="payout-form-title">
          <div>
            <h2 id="payout-form-title" className="text-lg font-bold">
              {t('payouts.form.title')}
            </h2>
            <p className="text-sm text-fg-muted">{t('payouts.rules', { amount: cents(summary.minPayoutCents) })}</p>
          </div>
          {summary.emailVerified ? null : (
            <p className="flex items-start gap-2 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm">
              <MailWarning className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden />
              <span>
                {t('payouts.verify')}{' '}
                <Link to="/account" className="font-semibold text-accent-soft hover:underline">
                  {t('payouts.verifyLink')}
                </Link>
              </span>
            </p>
          )}
          <PayoutForm summary={summary} />
        </section>
      </div>
      <section className="grid content-start gap-3" aria-labelledby="payout-history-title">
        <h2 id="payout-history-title" className="text-lg font-bold">
          {t('payouts.history.title')}
        </h2>
        <PayoutHistory />
      </section>
    </div>
  );
}

function Balance({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={cn('grid gap-1 rounded-2xl border bg-surface/80 p-3 sm:p-4', strong ? 'border-accent/50' : 'border-line')}>
      <span className="text-xs text-fg-muted">{label}</span>
      <span className="font-display text-xl font-extrabold tabular-nums sm:text-2xl" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function PayoutHistory() {
  const { t } = useTranslation('affiliates');
  const query = usePayouts();
  return (
    <PagedList<PayoutDto>
      query={query}
      texts={{
        label: t('payouts.history.label'),
        loading: t('payouts.history.loading'),
        error: t('payouts.history.error'),
        retry: t('retry'),
        empty: t('payouts.history.empty'),
        loadMore: t('loadMore'),
        loadingMore: t('loadingMore'),
      }}
      itemKey={(p) => p.id}
      renderItem={(p) => <PayoutCard payout={p} testId="payout-row" />}
    />
  );
}
