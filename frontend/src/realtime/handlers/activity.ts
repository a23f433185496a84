import { balanceChangedSchema, shipmentUpdatedSchema, unboxingUpdatedSchema } from '@nova/protocol';
import { useActivityStore } from '../../stores/useActivityStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/**
 * The player's own activity -> the activity store: `unboxing:updated` (opened, claimed, shipped, resold),
 * `shipment:updated` (created, advanced by staff) and a daily-bonus `balance:changed` (the bonus card's status).
 */
export function registerActivityHandlers(socket: NovaSocket): () => void {
  const { seen } = useActivityStore.getState();
  return onFacts(socket, [
    fact('unboxing:updated', unboxingUpdatedSchema, ({ seq }) => seen('unboxings', seq)),
    fact('shipment:updated', shipmentUpdatedSchema, ({ seq }) => seen('shipments', seq)),
    fact('balance:changed', balanceChangedSchema, ({ seq, kind }) => {
      if (kind === 'daily-bonus') seen('dailyBonus', seq);
    }),
  ]);
}
