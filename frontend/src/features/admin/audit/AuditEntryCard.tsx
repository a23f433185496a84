import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, CreditCard, Swords, Gift, HandCoins, Inbox, Medal, Package, Star, Trophy, Truck, UserRound, type LucideIcon } from 'lucide-react';
import type { AuditEntryDto, AuditTargetType } from '@nova/protocol';
import { formatDate } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { AuditChanges } from './AuditChanges';

const TARGET_ICONS: Record<AuditTargetType, LucideIcon> = {
  user: UserRound,
  winner: Trophy,
  shipment: Truck,
  ticket: Inbox,
  review: Star,
  purchase: CreditCard,
  leaderboard: Medal,
  box: Package,
  prize: Gift,
  payout: HandCoins,
  battle: Swords,
};

/** One audit entry: what was done to which object, by whom and when, the reason, and the changes on demand. */
export function AuditEntryCard({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const Icon = TARGET_ICONS[entry.target.type];
  return (
    <article data-testid="audit-entry" data-action={entry.action} className="rounded-2xl border border-line bg-surface/70 p-4">
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent-soft">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="font-semibold">{t(`audit.actions.${entry.action}`)}</span>
            <span className="text-sm text-fg-muted">
              {t(`audit.targets.${entry.target.type}`)}: <bdi className="text-fg">{entry.target.label}</bdi>
            </span>
          </p>
          <p className="text-sm text-fg-muted">
            {t('audit.by', { actor: entry.actor.username, role: t(`audit.roles.${entry.actor.role}`) })}
            <span aria-hidden> · </span>
            <time dateTime={entry.at}>{formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
          </p>
          {entry.reason ? (
            <p dir="auto" className="text-sm break-words">
              {t('audit.reason', { reason: entry.reason })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={changesId}
          onClick={() => setOpen(!open)}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-accent-soft hover:bg-surface-2"
        >
          <span className="sr-only sm:not-sr-only">{t(open ? 'audit.hideChanges' : 'audit.showChanges')}</span>
          <ChevronDown className={cn('h-4 w-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
      <div id={changesId} hidden={!open} className="mt-3">
        {open ? <AuditChanges before={entry.before} after={entry.after} /> : null}
      </div>
    </article>
  );
}
