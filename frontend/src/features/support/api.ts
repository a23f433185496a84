import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SupportTicketCreateRequest,
  SupportTicketCreatedDto,
  SupportTicketDto,
  SupportTicketPageDto,
  SupportTicketStatus,
} from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Tickets per page of the staff desk. */
export const TICKETS_PAGE_SIZE = 20;

export const supportKeys = {
  tickets: ['/api/staff/tickets'] as const,
  ticketsBy: (status: SupportTicketStatus) => ['/api/staff/tickets', status] as const,
};

/** Sends the contact form; the session token goes along when there is one, so the ticket names the account. */
export function sendTicket(body: SupportTicketCreateRequest): Promise<SupportTicketCreatedDto> {
  return api.json<SupportTicketCreatedDto>('POST', '/api/support/tickets', body);
}

/** Staff: tickets of one status, newest first, a page at a time ("Load more" calls `fetchNextPage`). */
export function useTickets(status: SupportTicketStatus) {
  return useInfiniteQuery({
    queryKey: supportKeys.ticketsBy(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.json<SupportTicketPageDto>('GET', `/api/staff/tickets?status=${status}&limit=${TICKETS_PAGE_SIZE}${cursor}`, undefined, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Staff: close or reopen a ticket; both lists are refreshed afterwards (also after a 409: someone else did it). */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportTicketStatus }) =>
      api.json<SupportTicketDto>('PATCH', `/api/staff/tickets/${encodeURIComponent(id)}`, { status }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}
