import { balanceChangedSchema, shipmentUpdatedSchema, unboxingUpdatedSchema } from '@nova/protocol';
import { useActivityStore } from '../../stores/useActivityStore';
import type { NovaSocket } from '../socket';

/**
 * The player's own activity -> the activity store: `unboxing:updated` (opened, claimed, shipped, resold),
 * `shipment:updated` (created, advanced by staff) and a daily-bonus `balance:changed` (the bonus card's status).
 */
export function registerActivityHandlers(socket: NovaSocket): () => void {
  const store = () => useActivityStore.getState();
  const onUnboxing = (payload: unknown) => {
    const parsed = unboxingUpdatedSchema.safeParse(payload);
    if (parsed.success) store().seen('unboxings', parsed.data.seq);
  };
  const onShipment = (payload: unknown) => {
    const parsed = shipmentUpdatedSchema.safeParse(payload);
    if (parsed.success) store().seen('shipments', parsed.data.seq);
  };
  const onBalance = (payload: unknown) => {
    const parsed = balanceChangedSchema.safeParse(payload);
    if (parsed.success && parsed.data.kind === 'daily-bonus') store().seen('dailyBonus', parsed.data.seq);
  };
  socket.on('unboxing:updated', onUnboxing);
  socket.on('shipment:updated', onShipment);
  socket.on('balance:changed', onBalance);
  return () => {
    socket.off('unboxing:updated', onUnboxing);
    socket.off('shipment:updated', onShipment);
    socket.off('balance:changed', onBalance);
  };
}
