import { useTranslation } from 'react-i18next';
import { Crown, Lock } from 'lucide-react';
import type { PlayerSummaryDto } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { Card } from './Card';

/**
 * Legendary eligibility: consecutive openings in one category, 'Play {n} more
 * times to unlock legendary prizes.' below the threshold, unlocked at or above it.
 */
export function LegendaryCard({ legendary }: { legendary: PlayerSummaryDto['legendary'] | undefined }) {
  const { t } = useTranslation('dashboard');
  const required = legendary?.requiredPlays ?? 5;
  const plays = Math.min(legendary?.consecutivePlays ?? 0, required);
  const eligible = legendary?.isEligibleForLegendary ?? false;
  const category = legendary?.category ? t(`categories.${legendary.category}`) : null;
  return (
    <Card
      title={t('legendary.title')}
      icon={eligible ? <Crown className="h-5 w-5 text-gold" aria-hidden /> : <Lock className="h-5 w-5 text-fg-muted" aria-hidden />}
    >
      {legendary === undefined ? (
        <div className="h-16 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" aria-hidden />
      ) : (
        <div className="grid gap-3">
          <p className={cn('font-semibold', eligible ? 'text-gold' : '')}>
            {eligible ? t('legendary.eligible') : t('legendary.playMore', { count: legendary.playsUntilLegendary })}
          </p>
          <div
            role="meter"
            aria-label={t('legendary.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={required}
            aria-valuenow={plays}
            aria-valuetext={t('legendary.progress', { plays: formatNumber(plays), required: formatNumber(required) })}
            className="flex gap-1.5"
          >
            {Array.from({ length: required }, (_, i) => (
              <span key={i} className={cn('h-2 flex-1 rounded-full', i < plays ? 'bg-gradient-to-r from-gold to-hot' : 'bg-surface-3')} />
            ))}
          </div>
          <p className="text-sm text-fg-muted">
            {category
              ? t('legendary.streak', { count: legendary.consecutivePlays, plays: formatNumber(legendary.consecutivePlays), category })
              : t('legendary.noStreak', { required: formatNumber(required) })}
          </p>
          <p className="text-xs text-fg-muted">{t('legendary.rule')}</p>
        </div>
      )}
    </Card>
  );
}
