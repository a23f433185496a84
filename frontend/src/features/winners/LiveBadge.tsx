import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useConnectionStore } from '../../stores/useConnectionStore';

/** "Live" with a pulsing dot while the realtime connection is up; "Offline" otherwise. */
export function LiveBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const live = useConnectionStore((s) => s.status === 'connected');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold uppercase',
        live ? 'border-success/40 bg-success/10 text-success' : 'border-line bg-surface-2 text-fg-muted',
        className,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', live ? 'animate-pulse-dot bg-success' : 'bg-fg-muted/60')} aria-hidden />
      {live ? t('live.on') : t('live.off')}
    </span>
  );
}
