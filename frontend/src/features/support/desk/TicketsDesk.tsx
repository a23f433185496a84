import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicketDto, SupportTicketStatus } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useSetTicketStatus, useTickets } from '../api';
import { TicketCard } from './TicketCard';
import { useLiveTickets } from './useLiveTickets';

const STATUSES: readonly SupportTicketStatus[] = ['open', 'closed'];

/**
 * The staff tickets desk (support and admins): contact-form tickets newest first, open or closed, more by cursor;
 * Close / Reopen; new tickets arrive through the operations feed without a reload.
 */
export function TicketsDesk() {
  const { t } = useTranslation('support');
  const [status, setStatus] = useState<SupportTicketStatus>('open');
  const tickets = useTickets(status);
  const change = useSetTicketStatus();
  useLiveTickets();

  const entries = tickets.data?.pages.flatMap((p) => p.entries) ?? [];
  const busyId = change.isPending ? change.variables.id : null;

  const toggle = (ticket: SupportTicketDto) => {
    const next: SupportTicketStatus = ticket.status === 'open' ? 'closed' : 'open';
    const reference = `#${ticket.reference}`;
    change.mutate(
      { id: ticket.id, status: next },
      {
        onSuccess: () =>
          toast({ title: t(next === 'closed' ? 'tickets.closedToast' : 'tickets.reopenedToast', { reference }), variant: 'success' }),
        onError: (err) => toast({ title: t('tickets.changeFailed'), description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="tickets-title" className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="tickets-title" className="text-lg font-bold">
            {t('tickets.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('tickets.hint')}</p>
        </div>
        <div role="group" aria-label={t('tickets.filterLabel')} className="flex gap-2">
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition motion-reduce:transition-none',
                status === s ? 'border-accent bg-accent/20 text-fg' : 'border-line bg-surface-2 text-fg-muted hover:text-fg',
              )}
            >
              {t(`tickets.${s}`)}
            </button>
          ))}
        </div>
      </header>

      {tickets.isPending ? (
        <p className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm text-fg-muted">{t('tickets.loading')}</p>
      ) : tickets.isError && entries.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm">
          <p>
            {t('tickets.error')} {errorMessage(tickets.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void tickets.refetch()}>
            {t('tickets.retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm text-fg-muted">
          {t(status === 'open' ? 'tickets.emptyOpen' : 'tickets.emptyClosed')}
        </p>
      ) : (
        <ul aria-label={t(status === 'open' ? 'tickets.openList' : 'tickets.closedList')} className="grid gap-3">
          {entries.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} busy={busyId === ticket.id} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}

      {tickets.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={tickets.isFetchingNextPage}
          onClick={() => void tickets.fetchNextPage()}
        >
          {tickets.isFetchingNextPage ? t('tickets.loadingMore') : t('tickets.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
