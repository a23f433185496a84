import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketCreateRequest, SupportTicketCreatedDto, SupportTicketDto, SupportTicketStatus } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { supportQueries } from './queries';

/** Sends the contact form; the session token goes along when there is one, so the ticket names the account. */
export function sendTicket(body: SupportTicketCreateRequest): Promise<SupportTicketCreatedDto> {
  return api.json<SupportTicketCreatedDto>('POST', '/api/support/tickets', body);
}

export function useTickets(status: SupportTicketStatus) {
  return useInfiniteQuery(supportQueries.ticketsBy(status));
}

/** Staff: close or reopen a ticket; both lists are refreshed afterwards (also after a 409: someone else did it). */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportTicketStatus }) =>
      api.json<SupportTicketDto>('PATCH', `/api/staff/tickets/${encodeURIComponent(id)}`, { status }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportQueries.tickets }),
  });
}
