import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutDto } from '@nova/protocol';
import { formatDate } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useCents } from './tierStyle';

const STATUS_TONE = {
  requested: 'bg-gold/15 text-gold',
  paid: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
} as const;

/**
 * One payout request: amount, status, method, email and date, the rejection reason; `who` (the admins' view names the
 * affiliate) before the amount and `actions` underneath.
 */
export function PayoutCard({
  payout: p,
  who,
  actions,
  testId,
}: {
  payout: PayoutDto;
  who?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  return (
    <article className="grid gap-1.5 rounded-2xl border border-line bg-surface/80 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {who ? <>{who} · </> : null}
          <span className="font-display text-lg font-extrabold tabular-nums">{cents(p.amountCents)}</span>
        </span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[p.status])}>
          {t(`payouts.status.${p.status}`)}
        </span>
      </div>
      <p className="text-sm text-fg-muted">
        {t(`methods.${p.method}`)}
        {p.email ? (
          <>
            {' · '}
            <bdi>{p.email}</bdi>
          </>
        ) : null}
        {' · '}
        {formatDate(p.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      {p.reason ? <p className="text-sm">{t('payouts.history.reason', { reason: p.reason })}</p> : null}
      {actions ? <div className="mt-1 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
