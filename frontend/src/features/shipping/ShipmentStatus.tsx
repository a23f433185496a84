import type { ShipmentStatus } from '@nova/protocol';
import { cn } from '../../lib/cn';

const STATUS_STYLES: Record<ShipmentStatus, string> = {
  pending: 'border-gold/40 bg-gold/10 text-gold',
  shipped: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  delivered: 'border-success/40 bg-success/10 text-success',
};

/** A shipment's status as a coloured badge, the same for players and staff; `label` is the translated status. */
export function ShipmentStatusBadge({ status, label }: { status: ShipmentStatus; label: string }) {
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>{label}</span>;
}

/** "Tracking number: 1Z…" (the number left-to-right in every language); nothing without a number. */
export function TrackingNumber({ label, number, className }: { label: string; number: string | null; className?: string }) {
  if (!number) return null;
  return (
    <p className={cn('text-fg-muted', className)}>
      {label}{' '}
      <span dir="ltr" className="font-mono text-fg">
        {number}
      </span>
    </p>
  );
}
