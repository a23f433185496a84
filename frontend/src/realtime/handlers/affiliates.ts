import { commissionUpdatedSchema, payoutUpdatedSchema, referralJoinedSchema } from '@nova/protocol';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import type { NovaSocket } from '../socket';

/** `referral:joined`, `commission:updated`, `payout:updated` -> the affiliate store (each validated with its schema). */
export function registerAffiliateHandlers(socket: NovaSocket): () => void {
  const received = useAffiliateStore.getState().received;
  const onJoined = (payload: unknown) => {
    const parsed = referralJoinedSchema.safeParse(payload);
    if (parsed.success) received({ type: 'referral', ...parsed.data });
  };
  const onCommission = (payload: unknown) => {
    const parsed = commissionUpdatedSchema.safeParse(payload);
    if (parsed.success) received({ type: 'commission', ...parsed.data });
  };
  const onPayout = (payload: unknown) => {
    const parsed = payoutUpdatedSchema.safeParse(payload);
    if (parsed.success) received({ type: 'payout', ...parsed.data });
  };
  socket.on('referral:joined', onJoined);
  socket.on('commission:updated', onCommission);
  socket.on('payout:updated', onPayout);
  return () => {
    socket.off('referral:joined', onJoined);
    socket.off('commission:updated', onCommission);
    socket.off('payout:updated', onPayout);
  };
}
