import type { ReactNode } from 'react';
import { motion, useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { Coins, CreditCard, Gift, Pause, Play, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { DEMO_SLIDE_MS, useSlideshow } from './demoTimer';
import './demo.css';

/** Illustrative box prices on the 'Pick a box' slide (spec 000 §2), in USD. */
export const DEMO_CARD_PRICES = [15, 25, 30, 50] as const;
const SLIDES = ['coins', 'pick', 'open', 'win', 'enjoy'] as const;
const CARD_NAMES = ['starter', 'gamer', 'tech', 'luxury'] as const;
const CARD_TONES = ['from-sky-500/40', 'from-emerald-500/40', 'from-accent/50', 'from-gold/40'];

/**
 * The 'Watch Demo' overlay: five slides that auto-advance after 3000, 3000, 2500, 3000 and 2500 ms and loop,
 * with pause/play, restart and a dot per slide.
 */
export function DemoOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent
          title={t('demo.title')}
          description={t('demo.description')}
          hideDescription
          closeLabel={t('demo.close')}
          className="sm:max-w-xl"
        >
          <Slideshow />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Slideshow() {
  const { t } = useTranslation('home');
  const reduced = useReducedMotion() ?? false;
  const { index, paused, run, togglePause, restart, goTo } = useSlideshow(DEMO_SLIDE_MS);
  const slide = SLIDES[index] ?? 'coins';
  return (
    <div data-testid="demo" data-slide={index + 1} data-paused={paused}>
      <div className="mb-4 flex gap-1.5" aria-hidden>
        {SLIDES.map((s, i) => (
          <span key={s} className="h-1 flex-1 overflow-hidden rounded-full bg-surface-3">
            {i < index ? <span className="block h-full w-full bg-accent-soft" /> : null}
            {i === index ? (
              <span
                key={run}
                className="demo-progress block h-full bg-gradient-to-r from-accent to-hot"
                style={{ animationDuration: `${DEMO_SLIDE_MS[i]}ms`, animationPlayState: paused ? 'paused' : 'running' }}
              />
            ) : null}
          </span>
        ))}
      </div>
      <div
        className="relative min-h-[19rem] overflow-hidden rounded-2xl border border-line bg-gradient-to-b from-surface-2 to-bg p-5"
        aria-live="polite"
      >
        <motion.div
          key={slide}
          initial={reduced ? false : { opacity: 0, x: 24 * (document.dir === 'rtl' ? -1 : 1) }}
          animate={{ opacity: 1, x: 0 }}
          transition={{ duration: 0.3, ease: 'easeOut' }}
        >
          <p className="text-xs font-semibold tracking-wide text-accent-soft uppercase">
            {t('demo.step', { current: index + 1, total: SLIDES.length })}
          </p>
          <h3 className="mt-1 text-xl font-extrabold">{t(`demo.slides.${slide}.title`)}</h3>
          <p className="mt-1 text-sm text-fg-muted">{t(`demo.slides.${slide}.body`)}</p>
          <div className="mt-5">
            <SlideArt slide={slide} />
          </div>
        </motion.div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-1" role="group" aria-label={t('demo.slidesLabel')}>
          {SLIDES.map((s, i) => (
            <button
              key={s}
              type="button"
              onClick={() => goTo(i)}
              aria-label={t('demo.goTo', { number: i + 1 })}
              aria-current={i === index ? 'step' : undefined}
              className="flex h-7 w-7 items-center justify-center rounded-full sm:h-8 sm:w-8"
            >
              <span className={cn('h-2.5 w-2.5 rounded-full', i === index ? 'bg-accent-soft' : 'bg-surface-3')} />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={togglePause}>
            {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            <span className="max-sm:sr-only">{paused ? t('demo.play') : t('demo.pause')}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={restart}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            <span className="max-sm:sr-only">{t('demo.restart')}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}

function Tile({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-xl border border-line bg-surface-2/80 p-3', className)}>{children}</div>;
}

function SlideArt({ slide }: { slide: (typeof SLIDES)[number] }) {
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
              <p className="text-xs text-fg-muted tabular-nums">{money(coins / 100)}</p>
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
