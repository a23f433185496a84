import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeBoxClaimResultDto } from '@nova/protocol';
import { refreshUser } from '../../auth/session';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { dashboardQueries } from '../dashboard/queries';
import { freeBoxQueries } from './queries';

export function useFreeBoxLevels() {
  return useQuery(freeBoxQueries.levels());
}

export function useFreeBoxProfile() {
  const token = useSessionStore((s) => s.token);
  return useQuery(freeBoxQueries.profile(token));
}

/** Claims a free box; afterwards the profile (and the session's user) is read again, and history shows the prize. */
export function useClaimFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => api.json<FreeBoxClaimResultDto>('POST', '/api/free-boxes/claim', { level }, { auth: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: freeBoxQueries.profileAll });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.history().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.summary().queryKey });
      void refreshUser(api);
    },
  });
}
