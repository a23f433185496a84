import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useConnectionStore } from '../../stores/useConnectionStore';
import { Tooltip } from '../ui/tooltip';

const dot = {
  connected: 'bg-success',
  connecting: 'bg-gold animate-pulse-dot',
  reconnecting: 'bg-gold animate-pulse-dot',
  disconnected: 'bg-fg-muted/60',
} as const;

/** A small dot for the realtime connection; its meaning is in a tooltip and for screen readers. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const status = useConnectionStore((s) => s.status);
  const label = t(`connection.${status}`);
  return (
    <Tooltip content={label}>
      <span
        role="status"
        tabIndex={0}
        data-status={status}
        className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full"
      >
        <span className={cn('h-2 w-2 rounded-full', dot[status])} aria-hidden />
        <span className="sr-only">{label}</span>
      </span>
    </Tooltip>
  );
}
