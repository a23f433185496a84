import { balanceChangedSchema } from '@nova/protocol';
import { useSessionStore } from '../../stores/useSessionStore';
import { announceWelcomeCoins } from '../../features/account/welcomeToast';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/**
 * `balance:changed` -> the signed-in user's balance (every tab gets it), only when its seq (the balance
 * version) is newer than what the session holds. After an unrecovered reconnection the snapshot
 * (`GET /api/me`, `refreshUser`) is applied under the same rule. The welcome coins (granted once, when the
 * player's address is verified) are announced with a toast, once (announceWelcomeCoins).
 */
export function registerBalanceHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [
    fact('balance:changed', balanceChangedSchema, ({ balance, seq, kind, delta }) => {
      const held = useSessionStore.getState().user?.balanceVersion;
      if (held === undefined) return;
      useSessionStore.getState().applyBalance(balance, seq);
      // Announced even when a REST answer brought this very version first (seq equal to the held one), not when older.
      if (kind === 'welcome' && seq >= held) announceWelcomeCoins(delta);
    }),
  ]);
}
