import { motion, useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { DEMO_SLIDE_MS, useSlideshow } from './demoTimer';
import { DEMO_SLIDES, SlideArt } from './DemoArt';

const SLIDES = DEMO_SLIDES;

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
