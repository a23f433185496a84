import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicketDto, SupportTicketStatus } from '@nova/protocol';
import { PagedList } from '../../../components/layout/PagedList';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { useSetTicketStatus, useTickets } from '../api';
import { supportQueries } from '../queries';
import { TicketCard } from './TicketCard';

const STATUSES: readonly SupportTicketStatus[] = ['open', 'closed'];

/**
 * The staff tickets desk (support and admins): contact-form tickets newest first, open or closed, more by cursor;
 * Close / Reopen; new tickets arrive through the operations feed without a reload. The console section around it
 * gives the title.
 */
export function TicketsDesk() {
  const { t } = useTranslation('support');
  const [status, setStatus] = useState<SupportTicketStatus>('open');
  const tickets = useTickets(status);
  const change = useSetTicketStatus();
  useRefreshOnStaffEvent('ticket', supportQueries.tickets);
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
    <div className="grid gap-4">
      <div role="group" aria-label={t('tickets.filterLabel')} className="flex gap-2">
        {STATUSES.map((s) => (
          <ToggleChip key={s} pressed={status === s} onClick={() => setStatus(s)}>
            {t(`tickets.${s}`)}
          </ToggleChip>
        ))}
      </div>
      <PagedList
        query={tickets}
        itemKey={(ticket) => ticket.id}
        renderItem={(ticket) => <TicketCard ticket={ticket} busy={busyId === ticket.id} onToggle={toggle} />}
        texts={{
          label: t(status === 'open' ? 'tickets.openList' : 'tickets.closedList'),
          loading: t('tickets.loading'),
          error: t('tickets.error'),
          retry: t('tickets.retry'),
          empty: t(status === 'open' ? 'tickets.emptyOpen' : 'tickets.emptyClosed'),
          loadMore: t('tickets.loadMore'),
          loadingMore: t('tickets.loadingMore'),
        }}
      />
    </div>
  );
}
