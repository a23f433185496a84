import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins, CreditCard, Gift, ShieldCheck, Truck } from 'lucide-react';
import { coinsToUsd } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import './demo.css';

/**
 * The illustrations of the home page's 'Watch Demo' slides, shared with the /demo walkthrough page (which reuses
 * the coins and reel pictures and the tile).
 */
export const DEMO_SLIDES = ['coins', 'pick', 'open', 'win', 'enjoy'] as const;
export type DemoSlide = (typeof DEMO_SLIDES)[number];

/** Illustrative box prices on the 'Pick a box' slide, in USD. */
export const DEMO_CARD_PRICES = [15, 25, 30, 50] as const;
const CARD_NAMES = ['starter', 'gamer', 'tech', 'luxury'] as const;
/** Gradient tones of the illustrative cards and reel items. */
export const CARD_TONES = ['from-sky-500/40', 'from-emerald-500/40', 'from-accent/50', 'from-gold/40'];

/** A small bordered panel of an illustration. */
export function Tile({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-xl border border-line bg-surface-2/80 p-3', className)}>{children}</div>;
}

/** The picture of one slide. */
export function SlideArt({ slide }: { slide: DemoSlide }) {
  const { t } = useTranslation('home');
  const { money, coinAmount } = useMoney();
  switch (slide) {
    case 'coins':
      return (
        <div className="grid grid-cols-3 gap-2">
          {[1000, 2500, 5000].map((coins) => (
            <Tile key={coins} className="text-center">
              <Coins className="mx-auto h-6 w-6 text-gold" aria-hidden />
              <p className="mt-1 font-bold text-gold tabular-nums">{coinAmount(coins)}</p>
              <p className="text-xs text-fg-muted tabular-nums">{money(coinsToUsd(coins))}</p>
            </Tile>
          ))}
          <p className="col-span-3 mt-1 flex items-center justify-center gap-1.5 text-xs text-fg-muted">
            <CreditCard className="h-3.5 w-3.5" aria-hidden />
            {t('demo.rate', { value: money(1) })}
          </p>
        </div>
      );
    case 'pick':
      return (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="demo-cards">
          {DEMO_CARD_PRICES.map((usd, i) => (
            <Tile key={usd} className={cn('bg-gradient-to-b to-surface-2 text-center', CARD_TONES[i])}>
              <Gift className="mx-auto h-7 w-7 text-fg" aria-hidden />
              <p className="mt-2 truncate text-sm font-semibold">{t(`demo.cards.${CARD_NAMES[i] ?? 'starter'}`)}</p>
              <p className="font-bold text-gold tabular-nums" data-testid="demo-price">
                {money(usd)}
              </p>
            </Tile>
          ))}
        </div>
      );
    case 'open':
      return (
        <div className="relative flex h-28 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-2">
          <div className="demo-reel flex gap-2">
            {Array.from({ length: 12 }, (_, i) => (
              <span key={i} className={cn('h-16 w-16 shrink-0 rounded-lg bg-gradient-to-br to-surface-3', CARD_TONES[i % 4])} />
            ))}
          </div>
          <span className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-gold shadow-[0_0_10px] shadow-gold" />
        </div>
      );
    case 'win':
      return (
        <div className="flex items-center gap-4">
          <div className="flex h-24 w-24 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-400/50 to-surface-3 ring-4 ring-amber-400/60">
            <Gift className="h-10 w-10 text-amber-200" aria-hidden />
          </div>
          <div>
            <p className="text-xs font-bold tracking-wide text-amber-300 uppercase">{t('demo.legendary')}</p>
            <p className="text-lg font-extrabold">{t('demo.prize')}</p>
            <p className="font-bold text-amber-300 tabular-nums">{money(1499)}</p>
          </div>
        </div>
      );
    case 'enjoy':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Tile className="flex items-center gap-3">
            <Truck className="h-6 w-6 text-success" aria-hidden />
            <span className="text-sm font-semibold">{t('demo.ship')}</span>
          </Tile>
          <Tile className="flex items-center gap-3">
            <Coins className="h-6 w-6 text-gold" aria-hidden />
            <span className="text-sm font-semibold">{t('demo.resell')}</span>
          </Tile>
          <p className="flex items-center gap-1.5 text-xs text-fg-muted sm:col-span-2">
            <ShieldCheck className="h-3.5 w-3.5 text-success" aria-hidden />
            {t('demo.fair')}
          </p>
        </div>
      );
  }
}
