import { useTranslation } from 'react-i18next';
import type { BoxStatus } from '@nova/protocol';
import { cn } from '../../../lib/cn';

const STYLE: Record<BoxStatus, string> = {
  draft: 'border-gold/50 bg-gold/10 text-gold',
  published: 'border-success/50 bg-success/10 text-success',
  archived: 'border-line bg-surface-3 text-fg-muted',
};

/** A box's status as a small badge. */
export function StatusBadge({ status }: { status: BoxStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="box-status"
      data-status={status}
      className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', STYLE[status])}
    >
      {t(`catalog.status.${status}`)}
    </span>
  );
}
