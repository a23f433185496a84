import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminPayoutDto, LeaderboardSettingsBody, LeaderboardSettingsDto, PageDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** Paid competitions per page of the payout history. */
export const PAYOUTS_PAGE_SIZE = 5;

export const leaderboardAdminKeys = {
  settings: ['/api/admin/leaderboard/settings'] as const,
  payouts: ['/api/admin/leaderboard/payouts'] as const,
};

/** The settings of coming days and today's terms (admins). */
export function useLeaderboardSettings() {
  return useQuery({
    queryKey: leaderboardAdminKeys.settings,
    queryFn: ({ signal }) => api.json<LeaderboardSettingsDto>('GET', '/api/admin/leaderboard/settings', undefined, { auth: true, signal }),
    refetchOnMount: 'always',
  });
}

/** Saves the settings of coming days with the version they were loaded at (409 CONFLICT when someone saved first). */
export function saveLeaderboardSettings(body: LeaderboardSettingsBody): Promise<LeaderboardSettingsDto> {
  return api.json<LeaderboardSettingsDto>('PUT', '/api/admin/leaderboard/settings', body, { auth: true });
}

/** Paid competitions, newest first, with their winners and ledger entries ("Load more" fetches older ones). */
export function usePayoutHistory() {
  return useInfiniteQuery({
    queryKey: leaderboardAdminKeys.payouts,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAYOUTS_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return api.json<PageDto<AdminPayoutDto>>('GET', `/api/admin/leaderboard/payouts?${query}`, undefined, { auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}
