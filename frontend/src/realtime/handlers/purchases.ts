import { purchaseUpdatedSchema, type PurchaseDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `purchase:updated` -> the purchase store (newer versions only). Checkout and the dashboard read it. */
export function registerPurchaseHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [fact('purchase:updated', purchaseUpdatedSchema, (f) => void usePurchaseStore.getState().received(f.purchase))]);
}

/** After missed events: re-reads the purchases still waiting for their payment (a checkout may be watching one). */
export async function resyncPurchases(api: Pick<ApiClient, 'json'>): Promise<void> {
  if (!useSessionStore.getState().token) return;
  const waiting = Object.values(usePurchaseStore.getState().byId).filter((p) => p.status === 'pending' || p.status === 'failed');
  await Promise.all(
    waiting.map(async (p) => {
      try {
        usePurchaseStore
          .getState()
          .received(await api.json<PurchaseDto>('GET', `/api/payments/purchases/${p.id}`, undefined, { auth: true }));
      } catch {
        // A network failure keeps what we have; the next event or resync tries again.
      }
    }),
  );
}
