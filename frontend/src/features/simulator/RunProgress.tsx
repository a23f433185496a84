import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../i18n/format';

interface RunProgressProps {
  done: number;
  total: number;
  onCancel(): void;
}

/** The running simulation: a progress bar (announced to screen readers) and Cancel. */
export function RunProgress({ done, total, onCancel }: RunProgressProps) {
  const { t } = useTranslation('simulator');
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <section className="rounded-2xl border border-accent/40 bg-surface/80 p-4 sm:p-5" aria-live="polite">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tabular-nums" data-testid="simulator-progress-text">
          {t('progress.status', { done: formatNumber(done), total: formatNumber(total) })}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          <X className="h-4 w-4" aria-hidden />
          {t('progress.cancel')}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={formatNumber(done / Math.max(1, total), { style: 'percent' })}
        className="h-3 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-hot transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t('progress.hint')}</p>
    </section>
  );
}
