import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FairnessRotationDto, FairnessStateDto, OpeningProofDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

export const fairnessKeys = {
  state: ['/api/fairness'] as const,
  proof: (id: string) => ['/api/openings', id, 'proof'] as const,
  proofs: ['/api/openings'] as const,
};

/** An opening id as the API writes them (a MongoDB ObjectId: 24 hex characters). */
export const OPENING_ID = /^[0-9a-f]{24}$/i;

/** The signed-in player's seeds (never the current server seed itself). Disabled when signed out. */
export function useFairnessState() {
  const signedIn = useSessionStore((s) => s.token !== null);
  return useQuery({
    queryKey: fairnessKeys.state,
    queryFn: () => api.json<FairnessStateDto>('GET', '/api/fairness', undefined, { auth: true }),
    enabled: signedIn,
    refetchOnMount: 'always',
  });
}

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api.json<FairnessStateDto>('PUT', '/api/fairness/client-seed', { clientSeed }, { auth: true }),
    onSuccess: (state) => queryClient.setQueryData(fairnessKeys.state, state),
  });
}

/** Reveals the current server seed and commits a new one; proofs already loaded are read again (now with the seed). */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.json<FairnessRotationDto>('POST', '/api/fairness/rotate', undefined, { auth: true }),
    onSuccess: (rotation) => {
      queryClient.setQueryData(fairnessKeys.state, rotation.current);
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.proofs });
    },
  });
}

/** The public proof of one opening. */
export function useProof(id: string | null) {
  return useQuery({
    queryKey: fairnessKeys.proof(id ?? ''),
    queryFn: ({ signal }) => api.json<OpeningProofDto>('GET', `/api/openings/${encodeURIComponent(id ?? '')}/proof`, undefined, { signal }),
    enabled: id !== null && OPENING_ID.test(id),
    refetchOnMount: 'always',
  });
}
