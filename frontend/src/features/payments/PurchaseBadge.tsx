import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@nova/protocol';
import { cn } from '../../lib/cn';

type Shown = PurchaseDto['status'] | 'refundRequested' | 'disputed';

const styles: Record<Shown, string> = {
  pending: 'border-gold/40 bg-gold/10 text-gold',
  succeeded: 'border-success/40 bg-success/10 text-success',
  failed: 'border-danger/40 bg-danger/10 text-danger',
  canceled: 'border-line bg-surface-2 text-fg-muted',
  refunded: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  refundRequested: 'border-accent/40 bg-accent/10 text-accent-soft',
  disputed: 'border-orange-400/40 bg-orange-400/10 text-orange-300',
};

/** What a purchase's badge says: its status, or the refund request / dispute on a paid one. */
export function shownStatus(p: PurchaseDto): Shown {
  if (p.disputed) return 'disputed';
  if (p.status === 'succeeded' && p.refund?.status === 'requested') return 'refundRequested';
  return p.status;
}

export function PurchaseBadge({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('checkout');
  const shown = shownStatus(purchase);
  return (
    <span data-status={shown} className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', styles[shown])}>
      {t(`status.${shown}`)}
    </span>
  );
}
