import { useTranslation } from 'react-i18next';
import { Crown, Lock, Unlock } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { playsUntilLegendary, requiredPlays } from './odds';

/**
 * The legendary-eligibility panel: consecutive plays in this box's category as pips, 'Play {n}
 * more times to unlock legendary prizes.' below the threshold, an unlocked state at or above it.
 */
export function LegendaryPanel({ box, legendary }: { box: Pick<BoxDto, 'category'>; legendary: NonNullable<BoxDto['legendary']> }) {
  const { t } = useTranslation('boxes');
  const required = requiredPlays(legendary);
  const remaining = playsUntilLegendary(legendary);
  const eligible = legendary.isEligibleForLegendary;
  const plays = Math.min(legendary.consecutivePlays, required);
  const category = t(`category.names.${box.category}`);
  return (
    <section
      aria-label={t('details.legendary.title')}
      data-testid="legendary-panel"
      data-eligible={eligible}
      className={cn(
        'rounded-xl border p-4',
        eligible ? 'border-amber-400/50 bg-gradient-to-br from-amber-400/15 to-transparent' : 'border-line bg-surface-2/60',
      )}
    >
      <div className="flex items-center gap-2">
        <Crown className={cn('h-5 w-5', eligible ? 'text-amber-300' : 'text-fg-muted')} aria-hidden />
        <h3 className="text-sm font-bold">{t('details.legendary.title')}</h3>
        <span className="ms-auto text-xs font-semibold whitespace-nowrap text-fg-muted tabular-nums">
          {t('details.legendary.progress', { plays, required, category })}
        </span>
      </div>
      <div className="mt-3 flex gap-1.5" aria-hidden>
        {Array.from({ length: required }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-2 flex-1 rounded-full',
              i < plays ? 'bg-gradient-to-r from-amber-300 to-amber-500 shadow-[0_0_8px] shadow-amber-400/50' : 'bg-surface-3',
            )}
          />
        ))}
      </div>
      <p className={cn('mt-3 flex items-start gap-1.5 text-sm', eligible ? 'text-amber-200' : 'text-fg-muted')}>
        {eligible ? <Unlock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> : <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
        <span>{eligible ? t('details.legendary.eligible', { category }) : t('details.legendary.playMore', { count: remaining })}</span>
      </p>
    </section>
  );
}
