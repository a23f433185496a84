import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/useNow';
import { DEMO_STEP_MS, DEMO_STEPS } from './steps';
import { progressPercent, type WalkthroughState } from './walkthrough';

interface StepListProps {
  state: WalkthroughState;
  onSelect(index: number): void;
}

/**
 * The six steps as buttons (click or Enter/Space to jump to one), each with a progress bar: full for steps
 * done, the current one filling with its own progress percent, empty for the rest. Bars fill from the
 * inline start, so they run right-to-left in Arabic.
 */
export function StepList({ state, onSelect }: StepListProps) {
  const { t } = useTranslation('demo');
  // Ten redraws a second are plenty for a bar; the store's own timer decides when steps change.
  const now = useNow(100);
  return (
    <ol className="grid gap-2" aria-label={t('stepsLabel')}>
      {DEMO_STEPS.map((step, i) => {
        const current = i === state.index;
        const percent = i < state.index ? 100 : current ? progressPercent(state, DEMO_STEP_MS, now) : 0;
        const label = t(`steps.${step}.title`);
        return (
          <li key={step}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={current ? 'step' : undefined}
              data-testid="demo-step"
              className={cn(
                'group flex w-full items-center gap-3 rounded-xl border p-2.5 text-start transition-colors motion-reduce:transition-none',
                'focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none',
                current ? 'border-accent/60 bg-accent/10' : 'border-line bg-surface hover:border-accent/40',
              )}
            >
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
                  i < state.index || (current && state.done) ? 'bg-success/20 text-success' : current ? 'bg-accent text-white' : 'bg-surface-3 text-fg-muted',
                )}
                aria-hidden
              >
                {i < state.index || (current && state.done) ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className={cn('block truncate text-sm font-semibold', current ? 'text-fg' : 'text-fg-muted')}>{label}</span>
                <span
                  role="progressbar"
                  aria-label={t('progress', { number: i + 1 })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(percent)}
                  className="mt-1.5 block h-1 overflow-hidden rounded-full bg-surface-3"
                >
                  <span
                    className="block h-full rounded-full bg-gradient-to-r from-accent to-hot transition-[width] duration-100 ease-linear motion-reduce:transition-none rtl:bg-gradient-to-l"
                    style={{ width: `${percent}%` }}
                  />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
