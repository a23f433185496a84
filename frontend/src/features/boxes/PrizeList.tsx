import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { NOTHING_PRIZE_NAME, type BoxDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { RARITY_STYLES, formatOdds, isLocked } from './odds';
import { PrizeImage } from './PrizeImage';

/** A box's prizes in published order: image, name, rarity, value and the odds shown (Locked legendary badges). */
export function PrizeList({ box, dimOdds = false }: { box: BoxDto; dimOdds?: boolean }) {
  const { t } = useTranslation('boxes');
  const { money } = useMoney();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between px-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        <h3>{t('details.prizeList')}</h3>
        <span className="flex gap-6">
          <span>{t('details.value')}</span>
          <span className="w-16 text-end">{t('details.odds')}</span>
        </span>
      </div>
      <ul className="grid gap-1.5" data-testid="prize-list">
        {box.prizes.map((prize) => {
          const style = RARITY_STYLES[prize.rarity];
          const locked = isLocked(prize, box.legendary);
          const nothing = prize.name === NOTHING_PRIZE_NAME;
          return (
            <li
              key={prize.id}
              data-testid="prize-row"
              data-rarity={prize.rarity}
              className={cn('flex items-center gap-3 rounded-xl border border-line/70 bg-surface-2/50 p-2 pe-3', locked && 'opacity-80')}
            >
              <span className={cn('relative h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-surface-3 ring-2', style.ring)}>
                <PrizeImage
                  src={prize.imageUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={48}
                  height={48}
                  className="h-full w-full object-cover"
                />
                {locked ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/55">
                    <Lock className="h-4 w-4 text-amber-200" aria-hidden />
                  </span>
                ) : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{nothing ? t('details.nothing') : <bdi>{prize.name}</bdi>}</span>
                <span className="mt-1 flex flex-wrap items-center gap-1">
                  <span className={cn('rounded-md border px-1.5 py-px text-[10px] font-bold tracking-wide uppercase', style.badge)}>
                    {t(`rarity.${prize.rarity}`)}
                  </span>
                  {locked ? (
                    <span className="inline-flex items-center gap-0.5 rounded-md border border-amber-400/40 bg-black/30 px-1.5 py-px text-[10px] font-bold tracking-wide text-amber-200 uppercase">
                      <Lock className="h-2.5 w-2.5" aria-hidden />
                      {t('details.locked')}
                    </span>
                  ) : null}
                </span>
              </span>
              <span className={cn('shrink-0 text-sm font-semibold tabular-nums', style.text)}>
                {nothing ? '—' : money(prize.valueInUSD)}
              </span>
              <span
                className={cn('w-16 shrink-0 text-end text-sm text-fg-muted tabular-nums', dimOdds && 'opacity-50')}
                data-testid="prize-odds"
              >
                {locked ? t('details.locked') : formatOdds(prize.probability)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
