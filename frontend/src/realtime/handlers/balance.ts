import { balanceChangedSchema, type UserDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useSessionStore } from '../../stores/useSessionStore';
import type { NovaSocket } from '../socket';

/** Applies a balance version if it is newer than the one the session holds (deltas and snapshots alike). */
export function applyBalance(balance: number, version: number): boolean {
  const { user, updateUser } = useSessionStore.getState();
  if (!user || version <= (user.balanceVersion ?? 0)) return false;
  updateUser({ balance, balanceVersion: version });
  return true;
}

/**
 * `balance:changed` -> the signed-in user's balance (every tab gets it), only when its seq (the balance
 * version) is newer than what the session holds. After an unrecovered reconnection the snapshot
 * (`GET /api/me`) is applied under the same rule.
 */
export function registerBalanceHandlers(socket: NovaSocket): () => void {
  const onChanged = (payload: unknown) => {
    const parsed = balanceChangedSchema.safeParse(payload);
    if (parsed.success) applyBalance(parsed.data.balance, parsed.data.seq);
  };
  socket.on('balance:changed', onChanged);
  return () => socket.off('balance:changed', onChanged);
}

/** Re-reads the balance snapshot after missed events; applies it only if newer. */
export async function resyncBalance(api: Pick<ApiClient, 'json'>): Promise<void> {
  const { user, token } = useSessionStore.getState();
  if (!user || !token) return;
  try {
    const fresh = await api.json<UserDto>('GET', '/api/me', undefined, { auth: true });
    if (useSessionStore.getState().user?.id === fresh.id) applyBalance(fresh.balance, fresh.balanceVersion);
  } catch {
    // A refused session signs out through the API client; a network failure keeps what we have.
  }
}
