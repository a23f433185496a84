import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffWinnerDto, WinnerDto, WinnerVisibility } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { winnerQueries } from './queries';

/** Admins: every winner (real wins and added ones), optionally only shown or hidden ones, newest first. */
export function useStaffWinners(visibility: WinnerVisibility) {
  return useInfiniteQuery(winnerQueries.list(visibility));
}

/** Admins: hide a winner from the public list or show it again; every list refreshes afterwards (a refusal too). */
export function useSetWinnerHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.json<StaffWinnerDto>('PATCH', `/api/admin/winners/${encodeURIComponent(id)}`, { hidden }, { auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: winnerQueries.all }),
  });
}

/** Admins: add a winner (multipart: the fields, and optional `prizeImage` / `winnerImage` files). */
export function postAdminWinner(form: FormData): Promise<WinnerDto> {
  return api.json<WinnerDto>('POST', '/api/admin/winners', form, { auth: true });
}
