import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SupportTicketPageDto, SupportTicketStatus } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Tickets per page of the staff desk. */
export const TICKETS_PAGE_SIZE = 20;

/** The staff desk's reads: `tickets` is the prefix of every tickets list. */
export const supportQueries = {
  tickets: ['support', 'tickets'] as const,
  /** Staff: tickets of one status, newest first, a page at a time ("Load more" calls `fetchNextPage`). */
  ticketsBy: (status: SupportTicketStatus) =>
    infiniteQueryOptions({
      queryKey: [...supportQueries.tickets, status] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
        const path = `/api/staff/tickets?status=${status}&limit=${TICKETS_PAGE_SIZE}${cursor}`;
        return api.json<SupportTicketPageDto>('GET', path, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
