import { useEffect, useState } from 'react';
import type { OpeningProofDto } from '@nova/protocol';
import { verifyProof, type ProofVerdict } from './verify';

/** Runs `verifyProof` in the browser whenever the proof changes; null while it runs (or without a proof). */
export function useVerdict(proof: OpeningProofDto | undefined): ProofVerdict | null {
  const [result, setResult] = useState<{ proof: OpeningProofDto; verdict: ProofVerdict } | null>(null);
  useEffect(() => {
    if (!proof) return;
    let current = true;
    verifyProof(proof).then(
      (verdict) => {
        if (current) setResult({ proof, verdict });
      },
      () => {
        if (current) setResult(null);
      },
    );
    return () => {
      current = false;
    };
  }, [proof]);
  return result && result.proof === proof ? result.verdict : null;
}
