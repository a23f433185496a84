import { useTranslation } from 'react-i18next';
import { CircleMinus, CircleDollarSign, Hourglass, Truck } from 'lucide-react';
import type { UnboxingAction } from '@nova/protocol';
import { cn } from '../../lib/cn';

const styles: Record<UnboxingAction, string> = {
  ship: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  resell: 'border-success/40 bg-success/10 text-success',
  pending: 'border-gold/40 bg-gold/10 text-gold',
};
const icons = { ship: Truck, resell: CircleDollarSign, pending: Hourglass } as const;

/** The history action badge: ship -> Shipped, resell -> Resold, pending -> Pending. */
export function ActionBadge({ action }: { action: UnboxingAction }) {
  const { t } = useTranslation('dashboard');
  const Icon = icons[action];
  return (
    <span
      data-action={action}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        styles[action],
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t(`badge.${action}`)}
    </span>
  );
}

/** A loss ('Nothing'): no action to take, so no action badge. */
export function NoPrizeBadge() {
  const { t } = useTranslation('dashboard');
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-fg-muted">
      <CircleMinus className="h-3.5 w-3.5" aria-hidden />
      {t('badge.noPrize')}
    </span>
  );
}
