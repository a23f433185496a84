import { useTranslation } from 'react-i18next';
import { tierProgress } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';

/** How far the active referrals went from this tier's threshold toward the next one (a bar and a sentence). */
export function TierProgress({ activeReferrals }: { activeReferrals: number }) {
  const { t } = useTranslation('affiliates');
  const { next, needed, ratio } = tierProgress(activeReferrals);
  const percent = Math.round(ratio * 100);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{next ? t('progress.title', { tier: t(`tiers.${next.key}.name`) }) : t('progress.topTitle')}</span>
        <span className="text-fg-muted tabular-nums">{formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-accent to-hot" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-fg-muted">
        {next ? t('progress.needed', { count: needed, tier: t(`tiers.${next.key}.name`) }) : t('progress.top')}
      </p>
    </div>
  );
}
