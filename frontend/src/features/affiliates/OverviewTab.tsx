import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Hourglass, Link2, Percent, Ticket, TrendingUp, Users, Wallet } from 'lucide-react';
import type { AffiliateSummaryDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ChangeCodeDialog } from './ChangeCodeDialog';
import { TIER_STYLE, useCents, usePercent } from './tierStyle';
import { TierProgress } from './TierProgress';
import { referralLink, useCopy } from './useCopy';

/** Overview: the code and link with copy buttons, the rate and tier, progress to the next tier, the month and pending. */
export function OverviewTab({ summary }: { summary: AffiliateSummaryDto }) {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  const percent = usePercent();
  const copy = useCopy();
  const link = referralLink(summary.referralCode);
  return (
    <div className="grid gap-4">
      <section className="grid gap-4 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5 lg:grid-cols-2">
        <ShareRow
          icon={<Ticket className="h-4 w-4" aria-hidden />}
          label={t('overview.code')}
          value={summary.referralCode}
          testId="referral-code"
          copyLabel={t('overview.copyCode')}
          onCopy={() => void copy(summary.referralCode, t('overview.codeCopied'))}
          extra={summary.codeChangeable ? <ChangeCodeDialog /> : <span className="text-xs text-fg-muted">{t('changeCode.final')}</span>}
        />
        <ShareRow
          icon={<Link2 className="h-4 w-4" aria-hidden />}
          label={t('overview.link')}
          value={link}
          testId="referral-link"
          copyLabel={t('overview.copyLink')}
          onCopy={() => void copy(link, t('overview.linkCopied'))}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <section className="grid content-start gap-4 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-sm text-fg-muted">{t('overview.rate')}</p>
              <p className="font-display text-4xl font-extrabold tabular-nums" data-testid="commission-rate">
                {percent(summary.percent)}
              </p>
            </div>
            <span className={cn('rounded-full border px-3 py-1 text-sm font-bold', TIER_STYLE[summary.tier].badge)}>
              {t('overview.tier', { tier: t(`tiers.${summary.tier}.name`) })}
            </span>
          </div>
          <TierProgress activeReferrals={summary.activeReferrals} />
        </section>

        <section aria-label={t('overview.figures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure icon={<TrendingUp />} label={t('overview.thisMonth')} value={cents(summary.thisMonthCents)} testId="this-month" />
          <Figure
            icon={<Hourglass />}
            label={t('overview.pending')}
            value={cents(summary.pendingCents)}
            hint={t('overview.pendingHint')}
            testId="pending"
          />
          <Figure icon={<Wallet />} label={t('overview.available')} value={cents(summary.availableCents)} testId="available" />
          <Figure icon={<Percent />} label={t('overview.totalEarned')} value={cents(summary.totalEarnedCents)} />
          <Figure icon={<Users />} label={t('overview.referrals')} value={String(summary.totalReferrals)} testId="total-referrals" />
          <Figure icon={<Users />} label={t('overview.active')} value={String(summary.activeReferrals)} />
        </section>
      </div>
    </div>
  );
}

function ShareRow(props: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
  copyLabel: string;
  onCopy(): void;
  extra?: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold">
          {props.icon}
          {props.label}
        </span>
        {props.extra}
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <code
          dir="ltr"
          data-testid={props.testId}
          className="min-w-0 flex-1 truncate rounded-xl border border-line bg-bg/70 px-3 py-2.5 font-mono text-sm text-fg"
        >
          {props.value}
        </code>
        <Button variant="secondary" onClick={props.onCopy} aria-label={props.copyLabel} className="shrink-0">
          <Copy className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{props.copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}

function Figure({ icon, label, value, hint, testId }: { icon: ReactNode; label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl border border-line bg-surface/80 p-3 sm:p-4">
      <span className="flex items-center gap-1.5 text-xs text-fg-muted [&>svg]:h-3.5 [&>svg]:w-3.5">
        {icon}
        {label}
      </span>
      <span className="font-display text-xl font-extrabold tabular-nums sm:text-2xl" data-testid={testId}>
        {value}
      </span>
      {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
    </div>
  );
}
