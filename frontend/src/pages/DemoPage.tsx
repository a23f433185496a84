import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { motion, useReducedMotion } from 'framer-motion';
import { Pause, Play, PlayCircle, RotateCcw } from 'lucide-react';
import { useStore } from 'zustand';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/layout/PageHeader';
import { DemoCallToAction } from '../features/demo/DemoCallToAction';
import { StepArt } from '../features/demo/StepArt';
import { StepList } from '../features/demo/StepList';
import { DEMO_STEP_MS, DEMO_STEPS } from '../features/demo/steps';
import { createWalkthroughStore } from '../features/demo/walkthrough';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/**
 * The demo walkthrough: six steps that auto-advance after 2, 3, 2, 4, 3 and 2 seconds and stop at
 * the last, with Play / Pause, Reset (back to step 1, paused) and a clickable step list. Public page.
 *
 * Reduced motion: steps change without animated transitions, and the walkthrough starts paused, so nothing moves
 * until the visitor presses Play (auto-advancing content counts as motion, WCAG 2.2.2); Play then advances as
 * usual. Otherwise it starts playing on arrival.
 */
export default function DemoPage() {
  const { t } = useTranslation('demo');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.demo'));
  const reduced = useReducedMotion() ?? false;
  const [store] = useState(() => createWalkthroughStore(DEMO_STEP_MS, { autoplay: !reduced }));
  const state = useStore(store);
  useEffect(() => {
    store.getState().start();
    return () => store.getState().stop();
  }, [store]);
  const step = DEMO_STEPS[state.index] ?? 'coins';
  const rtl = typeof document !== 'undefined' && document.dir === 'rtl';
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <PageHeader icon={PlayCircle} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div
        className="-mt-4 grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]"
        data-testid="demo-walkthrough"
        data-step={state.index + 1}
        data-playing={state.playing}
      >
        <div className="order-2 lg:order-1">
          <StepList state={state} onSelect={state.goTo} />
        </div>
        <div className="order-1 flex min-w-0 flex-col rounded-3xl border border-line bg-gradient-to-b from-surface-2 to-bg p-5 sm:p-6 lg:order-2">
          <div aria-live="polite" aria-atomic>
            <p className="text-xs font-semibold tracking-wide text-accent-soft uppercase">
              {t('stepOf', { current: state.index + 1, total: DEMO_STEPS.length })}
            </p>
            <h2 className="mt-1 text-2xl font-extrabold">{t(`steps.${step}.title`)}</h2>
            <p className="mt-1 text-fg-muted">{t(`steps.${step}.body`)}</p>
          </div>
          <motion.div
            key={step}
            className="mt-5 min-h-[15rem] flex-1"
            initial={reduced ? false : { opacity: 0, x: 24 * (rtl ? -1 : 1) }}
            animate={{ opacity: 1, x: 0 }}
            transition={{ duration: 0.3, ease: 'easeOut' }}
          >
            <StepArt step={step} />
          </motion.div>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="text-sm text-fg-muted" data-testid="demo-status">
              {state.done ? t('finished') : state.playing ? t('playing') : t('paused')}
            </p>
            <div className="flex gap-2">
              {state.playing ? (
                <Button variant="secondary" onClick={state.pause}>
                  <Pause className="h-4 w-4" aria-hidden />
                  {t('pause')}
                </Button>
              ) : (
                <Button onClick={state.play}>
                  <Play className="h-4 w-4" aria-hidden />
                  {state.done ? t('replay') : t('play')}
                </Button>
              )}
              <Button variant="ghost" onClick={state.reset}>
                <RotateCcw className="h-4 w-4" aria-hidden />
                {t('reset')}
              </Button>
            </div>
          </div>
        </div>
      </div>
      <DemoCallToAction highlight={state.done} />
    </section>
  );
}
