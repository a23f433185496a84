import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FairnessRotationDto, FairnessStateDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { fairnessQueries } from './queries';

/** The signed-in player's seeds. Disabled when signed out. */
export function useFairnessState() {
  const signedIn = useSessionStore((s) => s.token !== null);
  return useQuery({ ...fairnessQueries.state(), enabled: signedIn });
}

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api.json<FairnessStateDto>('PUT', '/api/fairness/client-seed', { clientSeed }, { auth: true }),
    onSuccess: (state) => queryClient.setQueryData(fairnessQueries.state().queryKey, state),
  });
}

/** Reveals the current server seed and commits a new one; proofs already loaded are read again (now with the seed). */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.json<FairnessRotationDto>('POST', '/api/fairness/rotate', undefined, { auth: true }),
    onSuccess: (rotation) => {
      queryClient.setQueryData(fairnessQueries.state().queryKey, rotation.current);
      void queryClient.invalidateQueries({ queryKey: fairnessQueries.proofs });
    },
  });
}

export function useProof(id: string | null) {
  return useQuery(fairnessQueries.proof(id));
}
