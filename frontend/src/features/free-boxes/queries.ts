import { queryOptions } from '@tanstack/react-query';
import type { FreeBoxLevelDto, ProfileDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** Free boxes: each entry pairs a key with the request that fills it. */
export const freeBoxQueries = {
  all: ['free-boxes'] as const,
  /** The public levels with their prize tables. */
  levels: () =>
    queryOptions({
      queryKey: [...freeBoxQueries.all, 'levels'] as const,
      queryFn: ({ signal }) => api.json<FreeBoxLevelDto[]>('GET', '/api/free-boxes/levels', undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The prefix of the player's progress, whichever session read it. */
  profileAll: ['free-boxes', 'profile'] as const,
  /** The signed-in player's progress (spent, XP, level, last claim), read fresh each time the page is shown. */
  profile: (token: string | null) =>
    queryOptions({
      queryKey: [...freeBoxQueries.profileAll, token] as const,
      queryFn: ({ signal }) => api.json<ProfileDto>('GET', '/api/user/profile', undefined, { auth: true, signal }),
      enabled: token !== null,
      refetchOnMount: 'always',
    }),
};
