import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeBoxClaimResultDto, FreeBoxLevelDto, ProfileDto } from '@nova/protocol';
import { refreshUser } from '../../auth/session';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { dashboardKeys } from '../dashboard/api';

export const freeBoxKeys = {
  levels: ['/api/free-boxes/levels'] as const,
  profile: ['/api/user/profile'] as const,
};

/** The public levels with their prize tables. */
export function useFreeBoxLevels() {
  return useQuery({
    queryKey: freeBoxKeys.levels,
    queryFn: () => api.json<FreeBoxLevelDto[]>('GET', '/api/free-boxes/levels'),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in player's progress (spent, XP, level, last claim), read fresh each time the page is shown. */
export function useFreeBoxProfile() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...freeBoxKeys.profile, token],
    queryFn: () => api.json<ProfileDto>('GET', '/api/user/profile', undefined, { auth: true }),
    enabled: token !== null,
    refetchOnMount: 'always',
  });
}

/** Claims a free box; afterwards the profile (and the session's user) is read again, and history shows the prize. */
export function useClaimFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => api.json<FreeBoxClaimResultDto>('POST', '/api/free-boxes/claim', { level }, { auth: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: freeBoxKeys.profile });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.history });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
      void refreshUser(api);
    },
  });
}
