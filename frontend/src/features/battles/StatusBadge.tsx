import { useTranslation } from 'react-i18next';
import type { BattleStatus } from '@nova/protocol';
import { cn } from '../../lib/cn';

const STYLES: Record<BattleStatus, string> = {
  waiting: 'border-accent/60 text-accent-soft',
  running: 'border-success/60 text-success',
  finished: 'border-gold/60 text-gold',
  cancelled: 'border-line text-fg-muted',
};

/** A battle's status as a small labelled pill. */
export function StatusBadge({ status }: { status: BattleStatus }) {
  const { t } = useTranslation('battles');
  return (
    <span data-testid="battle-status" className={cn('rounded-full border px-2 py-0.5 text-xs font-bold uppercase', STYLES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
