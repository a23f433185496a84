import { create } from 'zustand';
import type { BoxDto } from '@nova/protocol';

/**
 * Which box dialog is showing: the details of a box (by id), or the opening of a box. Opening replaces the
 * details dialog; `round` counts openings so each new one (Open Another, Try Again) starts fresh.
 */
export interface BoxFlowState {
  detailsId: string | null;
  opening: { box: BoxDto; round: number } | null;
  showDetails(boxId: string): void;
  closeDetails(): void;
  startOpening(box: BoxDto): void;
  closeOpening(): void;
}

export const useBoxFlowStore = create<BoxFlowState>()((set, get) => ({
  detailsId: null,
  opening: null,
  showDetails: (detailsId) => set({ detailsId }),
  closeDetails: () => set({ detailsId: null }),
  startOpening: (box) => set({ detailsId: null, opening: { box, round: (get().opening?.round ?? 0) + 1 } }),
  closeOpening: () => set({ opening: null }),
}));
