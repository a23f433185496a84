import { balanceChangedSchema } from '@nova/protocol';
import { useSessionStore } from '../../stores/useSessionStore';
import type { NovaSocket } from '../socket';

/**
 * `balance:changed` -> the signed-in user's balance (every tab gets it), only when its seq (the balance
 * version) is newer than what the session holds. After an unrecovered reconnection the snapshot
 * (`GET /api/me`, `refreshUser`) is applied under the same rule.
 */
export function registerBalanceHandlers(socket: NovaSocket): () => void {
  const onChanged = (payload: unknown) => {
    const parsed = balanceChangedSchema.safeParse(payload);
    if (parsed.success) useSessionStore.getState().applyBalance(parsed.data.balance, parsed.data.seq);
  };
  socket.on('balance:changed', onChanged);
  return () => socket.off('balance:changed', onChanged);
}
