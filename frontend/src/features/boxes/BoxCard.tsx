import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Coins, Sparkles, Trophy } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { useSessionStore } from '../../stores/useSessionStore';
import { useBoxText } from './boxText';
import { boxRates } from './odds';
import { prefetchBoxDetails } from './queries';

export interface BoxCardProps {
  box: BoxDto;
  onSelect(boxId: string): void;
  /** Eager-load the image (cards above the fold). */
  priority?: boolean;
  /** Narrow cards (six in a row): icon-only featured badge and top-prize label. */
  compact?: boolean;
}

/**
 * One box in a grid: art, featured badge, name, category, price in coins with its display-currency value,
 * top prize and win rate. The whole card is one button; hovering or focusing it (signed in) prefetches the
 * box's details so the dialog opens with the player's odds already loaded.
 */
export function BoxCard({ box, onSelect, priority = false, compact = false }: BoxCardProps) {
  const { t } = useTranslation('boxes');
  const { money, coins, coinAmount } = useMoney();
  const client = useQueryClient();
  const signedIn = useSessionStore((s) => s.user !== null);
  const { name } = useBoxText()(box);
  const prefetch = () => {
    if (signedIn) prefetchBoxDetails(client, box.id);
  };
  const rates = boxRates(box);
  return (
    <button
      type="button"
      onClick={() => onSelect(box.id)}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      data-testid="box-card"
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-start shadow-lg shadow-black/20',
        'transition duration-200 hover:-translate-y-1 hover:border-accent/60 hover:shadow-accent/20 motion-reduce:transition-none motion-reduce:hover:translate-y-0',
      )}
    >
      <span className="relative block aspect-square overflow-hidden bg-surface-2">
        <img
          src={box.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          width={512}
          height={512}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        <span className="pointer-events-none absolute inset-0 bg-gradient-to-t from-surface via-transparent to-transparent" />
        {box.isFeatured ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-accent to-hot px-1.5 py-1 sm:start-3 sm:top-3 sm:px-2.5 text-[11px] font-bold tracking-wide text-white uppercase shadow-md">
            <Sparkles className="h-3 w-3" aria-hidden />
            <span className={compact ? 'sr-only' : 'max-sm:sr-only'}>{t('card.featured')}</span>
          </span>
        ) : null}
        <span className="absolute end-2 top-2 rounded-full border border-white/15 bg-black/45 px-2 py-0.5 text-[11px] sm:end-3 sm:top-3 sm:px-2.5 sm:py-1 font-semibold text-white backdrop-blur">
          {t(`category.names.${box.category}`)}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <span className="block min-w-0">
          <span className="line-clamp-2 text-base leading-snug font-bold break-words" data-testid="box-card-name">
            <bdi>{name}</bdi>
          </span>
          {box.maxPrizeValue ? (
            <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-fg-muted">
              <Trophy className="h-3.5 w-3.5 shrink-0 text-amber-300" aria-hidden />
              <span className={compact ? 'sr-only' : 'max-sm:sr-only'}>{t('card.topPrize')}</span>
              <span className="truncate">{money(box.maxPrizeValue)}</span>
            </span>
          ) : null}
        </span>
        <span className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <span className="sr-only">{coins(box.priceCoins)}</span>
          <span className="block min-w-0" aria-hidden>
            <span className="flex items-center gap-1.5 text-lg leading-none font-extrabold text-gold tabular-nums">
              <Coins className="h-4 w-4 shrink-0" aria-hidden />
              {coinAmount(box.priceCoins)}
            </span>
            <span className="mt-1 block truncate text-xs text-fg-muted tabular-nums">≈ {money(box.priceInUSD)}</span>
          </span>
          <span
            className="shrink-0 rounded-lg bg-success/10 px-2 py-1 text-xs font-semibold text-success tabular-nums"
            title={t('card.worthRateHint')}
            data-testid="worth-rate"
          >
            {t('card.worthRate', { rate: rates.worth })}
          </span>
        </span>
      </span>
    </button>
  );
}

/** A placeholder card while the catalog loads. */
export function BoxCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="box-card-skeleton">
      <div className="aspect-square animate-pulse bg-surface-2" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface-3" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
        <div className="flex justify-between">
          <div className="h-5 w-20 animate-pulse rounded bg-surface-3" />
          <div className="h-5 w-16 animate-pulse rounded bg-surface-2" />
        </div>
      </div>
    </div>
  );
}

/** The responsive card grid (2 columns on phones); `row` fits six cards in one row on wide screens. */
export function BoxGrid({ children, row = false }: { children: ReactNode; row?: boolean }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3', row ? 'xl:grid-cols-6 xl:gap-4' : 'xl:grid-cols-4')}>
      {children}
    </div>
  );
}
