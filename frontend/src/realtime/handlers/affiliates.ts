import { commissionUpdatedSchema, payoutUpdatedSchema, referralJoinedSchema } from '@nova/protocol';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `referral:joined`, `commission:updated`, `payout:updated` -> the affiliate store (each validated with its schema). */
export function registerAffiliateHandlers(socket: NovaSocket): () => void {
  const { received } = useAffiliateStore.getState();
  return onFacts(socket, [
    fact('referral:joined', referralJoinedSchema, (f) => received({ type: 'referral', ...f })),
    fact('commission:updated', commissionUpdatedSchema, (f) => received({ type: 'commission', ...f })),
    fact('payout:updated', payoutUpdatedSchema, (f) => received({ type: 'payout', ...f })),
  ]);
}
