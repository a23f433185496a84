import { create } from 'zustand';
import type { PurchaseDto } from '@nova/protocol';
import { newer } from '../realtime/merge';

/**
 * The player's purchases as the server last told this tab (`purchase:updated` deltas, REST answers), by id. A
 * purchase is replaced only by a newer version (its `seq`), so a late or repeated fact never moves it backwards.
 */
export interface PurchaseState {
  byId: Record<string, PurchaseDto>;
  /** Applies a purchase if it is newer than the one held; returns whether it was. */
  received(purchase: PurchaseDto): boolean;
  clear(): void;
}

export const usePurchaseStore = create<PurchaseState>()((set, get) => ({
  byId: {},
  received: (purchase) => {
    if (!newer(purchase.version, get().byId[purchase.id]?.version)) return false;
    set((s) => ({ byId: { ...s.byId, [purchase.id]: purchase } }));
    return true;
  },
  clear: () => set({ byId: {} }),
}));

/** The newer of a listed purchase and the one the store holds. */
export function freshest(listed: PurchaseDto, held: PurchaseDto | undefined): PurchaseDto {
  return held && newer(held.version, listed.version) ? held : listed;
}
