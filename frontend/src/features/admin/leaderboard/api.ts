import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LeaderboardSettingsBody, LeaderboardSettingsDto } from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { leaderboardAdminQueries } from './queries';

/** The settings of coming days and today's terms (admins). */
export function useLeaderboardSettings() {
  return useQuery(leaderboardAdminQueries.settings());
}

/** Saves the settings of coming days with the version they were loaded at (409 CONFLICT when someone saved first). */
export function saveLeaderboardSettings(body: LeaderboardSettingsBody): Promise<LeaderboardSettingsDto> {
  return api.json<LeaderboardSettingsDto>('PUT', '/api/admin/leaderboard/settings', body, { auth: true });
}

/** Paid competitions, newest first, with their winners and ledger entries ("Load more" fetches older ones). */
export function usePayoutHistory() {
  return useInfiniteQuery(leaderboardAdminQueries.payouts());
}
