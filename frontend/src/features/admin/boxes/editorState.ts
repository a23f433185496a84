import { decimalToUnits, ODDS_TOTAL_PPM, CATALOG_LIMITS, type AdminBoxDto, type AdminPrizeDto, type SimulatorDraft } from '@nova/protocol';
import { usdToCents, type SimulatorBox } from '../../simulator/source';

/** One row of the odds table as the editor holds it: the prize and the probability typed (percent text). */
export interface OddsRow {
  id: string;
  probability: string;
}

/** The box's stored odds table, in draw order. */
export const tableOf = (box: Pick<AdminBoxDto, 'prizes'>): OddsRow[] =>
  box.prizes.map((p) => ({ id: p.id, probability: p.probabilityPercent }));

/** A typed probability as ppm, exactly (null when it is not a percentage 0-100 with at most four decimals). */
export function rowPpm(row: OddsRow): number | null {
  const ppm = decimalToUnits(row.probability, CATALOG_LIMITS.probabilityDecimals);
  return ppm !== null && ppm <= ODDS_TOTAL_PPM ? ppm : null;
}

/** The table's total in ppm (integers: 33.4 + 33.3 + 33.3 is exactly 1,000,000), or null while a row is invalid. */
export function tableTotal(rows: readonly OddsRow[]): number | null {
  let total = 0;
  for (const row of rows) {
    const ppm = rowPpm(row);
    if (ppm === null) return null;
    total += ppm;
  }
  return total;
}

/** Whether the rows differ from the stored table (order or any probability). */
export function isDirty(rows: readonly OddsRow[], box: Pick<AdminBoxDto, 'prizes'>): boolean {
  if (rows.length !== box.prizes.length) return true;
  return rows.some((row, i) => {
    const stored = box.prizes[i]!;
    return stored.id !== row.id || rowPpm(row) !== stored.oddsPpm;
  });
}

/** Moves row `index` by `delta` places (the draw walks prizes in this order). */
export function moveRow(rows: readonly OddsRow[], index: number, delta: -1 | 1): OddsRow[] {
  const to = index + delta;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Publishing needs a draft whose stored prizes total exactly 100% and no unsaved odds. */
export function canPublish(box: AdminBoxDto, rows: readonly OddsRow[]): boolean {
  return box.status === 'draft' && box.prizes.length > 0 && box.oddsTotalPpm === ODDS_TOTAL_PPM && !isDirty(rows, box);
}

/** The prizes with the odds (and order) the editor shows, unsaved changes included. */
function prizesAsShown(box: AdminBoxDto, rows: readonly OddsRow[]): (AdminPrizeDto & { oddsPpm: number })[] {
  const byId = new Map(box.prizes.map((p) => [p.id, p]));
  return rows.flatMap((row) => {
    const prize = byId.get(row.id);
    return prize ? [{ ...prize, oddsPpm: rowPpm(row) ?? 0 }] : [];
  });
}

/** The box as the calculator and the simulator work on it, with the odds as shown (saved or not). */
export function editorSource(box: AdminBoxDto, rows: readonly OddsRow[]): SimulatorBox {
  return {
    key: box.id,
    slug: box.slug,
    name: box.name,
    priceCoins: box.priceCoins,
    isDraft: true,
    prizes: prizesAsShown(box, rows).map((p) => ({
      prizeId: p.id,
      name: p.name,
      rarity: p.rarity,
      oddsPpm: p.oddsPpm,
      valueInUSDCents: usdToCents(p.valueInUSD),
    })),
  };
}

/** The editor's box with its odds as shown, for the Game Simulator (docs/simulator.md: the draft contract). */
export function simulatorDraftOf(box: AdminBoxDto, rows: readonly OddsRow[]): SimulatorDraft {
  const source = editorSource(box, rows);
  return {
    name: box.name,
    priceCoins: box.priceCoins,
    prizes: source.prizes.map(({ name, rarity, oddsPpm, valueInUSDCents }) => ({ name, rarity, oddsPpm, valueInUSDCents })),
  };
}
