import { balanceChangedSchema } from '@nova/protocol';
import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/**
 * `balance:changed` -> the signed-in user's balance (every tab gets it), only when its seq (the balance
 * version) is newer than what the session holds. After an unrecovered reconnection the snapshot
 * (`GET /api/me`, `refreshUser`) is applied under the same rule. The welcome coins (granted once, when the
 * player's address is verified) are announced with a toast.
 */
export function registerBalanceHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [
    fact('balance:changed', balanceChangedSchema, ({ balance, seq, kind, delta }) => {
      const held = useSessionStore.getState().user?.balanceVersion;
      if (held === undefined) return;
      useSessionStore.getState().applyBalance(balance, seq);
      // Announced even when a REST answer brought this very version first (seq equal to the held one), not when older.
      if (kind === 'welcome' && delta > 0 && seq >= held) {
        toast({ title: i18n.t('common:coins.welcomeTitle'), description: i18n.t('common:coins.welcomeBody', { coins: formatNumber(delta) }), variant: 'success' });
      }
    }),
  ]);
}
