import { useTranslation } from 'react-i18next';
import { CheckCircle2, RotateCcw, UserRound } from 'lucide-react';
import type { SupportTicketDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../i18n/format';

export interface TicketCardProps {
  ticket: SupportTicketDto;
  /** True while this ticket's close / reopen is on its way. */
  busy: boolean;
  onToggle(ticket: SupportTicketDto): void;
}

/** One ticket on the staff desk: subject, sender, time, the whole message, and Close or Reopen. */
export function TicketCard({ ticket, busy, onToggle }: TicketCardProps) {
  const { t } = useTranslation('support');
  const open = ticket.status === 'open';
  const reference = `#${ticket.reference}`;
  return (
    <article
      aria-labelledby={`ticket-${ticket.id}`}
      data-testid="support-ticket"
      className="grid gap-3 rounded-2xl border border-line bg-surface/70 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`ticket-${ticket.id}`} dir="auto" className="font-bold break-words">
            {ticket.subject}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
            <bdi className="font-medium text-fg">{ticket.name}</bdi>
            <a href={`mailto:${ticket.email}`} className="break-all text-accent-soft hover:underline">
              <bdi>{ticket.email}</bdi>
            </a>
            {ticket.userId ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent-soft">
                <UserRound className="h-3 w-3" aria-hidden />
                {t('tickets.signedIn')}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-0.5 text-xs text-fg-muted">
          <bdi className="font-mono">{reference}</bdi>
          <time dateTime={ticket.createdAt} className="tabular-nums">
            {formatDate(ticket.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
      </header>
      <p dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-wrap">
        {ticket.message}
      </p>
      <footer className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-fg-muted">
          {!open && ticket.closedAt
            ? t('tickets.closedAt', { time: formatDate(ticket.closedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
            : null}
        </p>
        <Button
          size="sm"
          variant={open ? 'secondary' : 'outline'}
          disabled={busy}
          aria-label={t(open ? 'tickets.closeLabel' : 'tickets.reopenLabel', { reference })}
          onClick={() => onToggle(ticket)}
        >
          {open ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <RotateCcw className="h-4 w-4" aria-hidden />}
          {busy ? t(open ? 'tickets.closing' : 'tickets.reopening') : t(open ? 'tickets.close' : 'tickets.reopen')}
        </Button>
      </footer>
    </article>
  );
}
