import { queryOptions } from '@tanstack/react-query';
import type { FairnessStateDto, OpeningProofDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';

/** An opening id as the API writes them (a MongoDB ObjectId: 24 hex characters). */
export const OPENING_ID = /^[0-9a-f]{24}$/i;

/** Provable fairness: each entry pairs a key with the request that fills it. */
export const fairnessQueries = {
  /** The signed-in player's seeds (never the current server seed itself). */
  state: () =>
    queryOptions({
      queryKey: ['fairness', 'state'] as const,
      queryFn: ({ signal }) => api.json<FairnessStateDto>('GET', '/api/fairness', undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
  /** The prefix of every cached proof. */
  proofs: ['fairness', 'proof'] as const,
  /** The public proof of one opening (disabled until the id looks like one). */
  proof: (id: string | null) =>
    queryOptions({
      queryKey: [...fairnessQueries.proofs, id ?? ''] as const,
      queryFn: ({ signal }) =>
        api.json<OpeningProofDto>('GET', `/api/openings/${encodeURIComponent(id ?? '')}/proof`, undefined, { signal }),
      enabled: id !== null && OPENING_ID.test(id),
      refetchOnMount: 'always',
    }),
};
