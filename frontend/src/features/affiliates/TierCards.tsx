import { useTranslation } from 'react-i18next';
import { Crown, Gem, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { AFFILIATE_TIERS, type AffiliateTierKey } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { TIER_STYLE, usePercent } from './tierStyle';

const ICONS: Record<AffiliateTierKey, LucideIcon> = { bronze: Medal, silver: Trophy, gold: Crown, diamond: Gem };

/** The four commission tiers (from the protocol's table): name, rate and the active referrals each needs. */
export function TierCards({ current }: { current?: AffiliateTierKey }) {
  const { t } = useTranslation('affiliates');
  const percent = usePercent();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {AFFILIATE_TIERS.map((tier) => {
        const Icon = ICONS[tier.key];
        const style = TIER_STYLE[tier.key];
        return (
          <li
            key={tier.key}
            data-testid="tier-card"
            className={cn(
              'relative overflow-hidden rounded-2xl border bg-surface/80 p-6',
              current === tier.key ? 'border-accent/70 ring-2 ring-accent/40' : 'border-line',
            )}
          >
            <div className={cn('pointer-events-none absolute inset-0 bg-gradient-to-br to-transparent', style.glow)} aria-hidden />
            <div className="relative grid gap-3">
              <span className={cn('inline-flex h-11 w-11 items-center justify-center rounded-xl border', style.badge)}>
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="text-lg font-bold">{t(`tiers.${tier.key}.name`)}</h3>
              <p className="font-display text-4xl font-extrabold tabular-nums">{percent(tier.percent)}</p>
              <p className="text-sm text-fg-muted">{t('tiers.threshold', { count: tier.minActiveReferrals })}</p>
              {current === tier.key ? <p className="text-xs font-semibold text-accent-soft">{t('tiers.current')}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
