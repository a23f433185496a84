import { infiniteQueryOptions } from '@tanstack/react-query';
import type { StaffWinnersPageDto, WinnerVisibility } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Winners per page of the console's list. */
export const WINNERS_ADMIN_PAGE_SIZE = 20;

/** The console's winners: `all` is the prefix of every list. */
export const winnerQueries = {
  all: ['admin', 'winners'] as const,
  list: (visibility: WinnerVisibility) =>
    infiniteQueryOptions({
      queryKey: [...winnerQueries.all, visibility] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(WINNERS_ADMIN_PAGE_SIZE), visibility });
        if (pageParam) query.set('cursor', pageParam);
        return api.json<StaffWinnersPageDto>('GET', `/api/admin/winners?${query}`, undefined, { auth: true, signal });
      },
      getNextPageParam: (last) => last.nextCursor,
      refetchOnMount: 'always',
    }),
};
