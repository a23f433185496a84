import { useCallback } from 'react';
import { effectiveOdds, type BoxDto, type OddsPrize, type SimulatorDraft } from '@nova/protocol';
import { useBoxText } from '../boxes/boxText';

/** What the simulator and the calculator work on: a published box or the editor's unsaved draft. */
export interface SimulatorBox {
  /** 'draft' or the box id. */
  key: string;
  /** The catalog key of a seeded box (its translated name); null for a draft or an admin-made box. */
  slug: string | null;
  name: string;
  priceCoins: number;
  /** Published odds, in draw order. */
  prizes: OddsPrize[];
  isDraft: boolean;
}

export const DRAFT_KEY = 'draft';

/** A USD decimal string ('1199.00') as integer cents, exactly for up to two decimals. */
export function usdToCents(usd: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(usd.trim());
  if (match) return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const value = Number.parseFloat(usd);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
}

/** A published box as the list `GET /api/boxes` sends it (published odds, not a viewer's effective odds). */
export function boxSource(box: BoxDto): SimulatorBox {
  return {
    key: box.id,
    slug: box.slug,
    name: box.name,
    priceCoins: box.priceCoins,
    isDraft: false,
    prizes: box.prizes.map((p) => ({
      prizeId: p.id,
      name: p.name,
      rarity: p.rarity,
      oddsPpm: p.oddsPpm,
      valueInUSDCents: usdToCents(p.valueInUSD),
    })),
  };
}

/** The editor's draft; its prizes get their position as id. */
export function draftSource(draft: SimulatorDraft): SimulatorBox {
  return {
    key: DRAFT_KEY,
    slug: null,
    name: draft.name,
    priceCoins: draft.priceCoins,
    isDraft: true,
    prizes: draft.prizes.map((p, i) => ({ prizeId: `draft-${i}`, ...p })),
  };
}

/** The odds table a player draws from: everything (eligible) or with legendary odds moved (not yet eligible). */
export function drawTable(box: SimulatorBox, eligibleForLegendary: boolean): OddsPrize[] {
  return effectiveOdds(box.prizes, eligibleForLegendary);
}

/** A simulator box's name in the active language (seeded boxes through the `catalog` namespace). */
export function useSimulatorBoxName(): (box: SimulatorBox) => string {
  const text = useBoxText();
  return useCallback((box: SimulatorBox) => text({ slug: box.slug, name: box.name, description: '' }).name, [text]);
}

/** Whether the box has legendary odds to move, so eligibility changes the table. */
export const hasLegendary = (box: SimulatorBox): boolean => box.prizes.some((p) => p.rarity === 'legendary' && p.oddsPpm > 0);
