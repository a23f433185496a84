import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffWinnerDto, StaffWinnersPageDto, WinnerDto, WinnerVisibility } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Winners per page of the console's list. */
export const WINNERS_ADMIN_PAGE_SIZE = 20;

export const winnerKeys = {
  all: ['/api/admin/winners'] as const,
  list: (visibility: WinnerVisibility) => ['/api/admin/winners', visibility] as const,
};

/** Admins: every winner (real wins and added ones), optionally only shown or hidden ones, newest first. */
export function useStaffWinners(visibility: WinnerVisibility) {
  return useInfiniteQuery({
    queryKey: winnerKeys.list(visibility),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(WINNERS_ADMIN_PAGE_SIZE), visibility });
      if (pageParam) query.set('cursor', pageParam);
      return api.json<StaffWinnersPageDto>('GET', `/api/admin/winners?${query}`, undefined, { auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Admins: hide a winner from the public list or show it again; every list refreshes afterwards (a refusal too). */
export function useSetWinnerHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.json<StaffWinnerDto>('PATCH', `/api/admin/winners/${encodeURIComponent(id)}`, { hidden }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: winnerKeys.all }),
  });
}

/** Admins: add a winner (multipart: the fields, and optional `prizeImage` / `winnerImage` files). */
export function postAdminWinner(form: FormData): Promise<WinnerDto> {
  return api.json<WinnerDto>('POST', '/api/admin/winners', form, { auth: true });
}
