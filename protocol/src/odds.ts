import { NOTHING_PRIZE_NAME, type Rarity } from './constants';
import { ODDS_TOTAL_PPM } from './fairness';

export interface OddsPrize {
  prizeId: string;
  name: string;
  rarity: Rarity;
  oddsPpm: number;
  valueInUSDCents: number;
}

/**
 * The odds a player actually plays with: when not eligible for legendary prizes, each
 * legendary prize's odds move to the box's lowest-value non-legendary prize. Order is preserved.
 */
export function effectiveOdds<P extends OddsPrize>(prizes: readonly P[], eligibleForLegendary: boolean): P[] {
  if (eligibleForLegendary) return prizes.map((p) => ({ ...p }));
  const moved = prizes.filter((p) => p.rarity === 'legendary').reduce((sum, p) => sum + p.oddsPpm, 0);
  const candidates = prizes.filter((p) => p.rarity !== 'legendary');
  if (moved === 0 || candidates.length === 0) return prizes.map((p) => ({ ...p }));
  const lowest = candidates.reduce((min, p) => (p.valueInUSDCents < min.valueInUSDCents ? p : min));
  return prizes.map((p) => {
    if (p.rarity === 'legendary') return { ...p, oddsPpm: 0 };
    if (p === lowest) return { ...p, oddsPpm: p.oddsPpm + moved };
    return { ...p };
  });
}

/** Win rate as shown: the share of odds on prizes not named 'Nothing', in percent with one decimal. */
export function winRatePercent(prizes: readonly Pick<OddsPrize, 'name' | 'oddsPpm'>[]): string {
  const winning = prizes.filter((p) => p.name !== NOTHING_PRIZE_NAME).reduce((sum, p) => sum + p.oddsPpm, 0);
  return ((winning / ODDS_TOTAL_PPM) * 100).toFixed(1);
}

/**
 * The chance of a prize worth at least what the box costs (100 coins = $1.00, so a price in coins is a value in US
 * cents), in percent with one decimal: the honest companion of `winRatePercent`, which counts any prize at all.
 */
export function worthPriceRatePercent(prizes: readonly Pick<OddsPrize, 'oddsPpm' | 'valueInUSDCents'>[], priceCoins: number): string {
  const worth = prizes.filter((p) => p.valueInUSDCents >= priceCoins).reduce((sum, p) => sum + p.oddsPpm, 0);
  return ((worth / ODDS_TOTAL_PPM) * 100).toFixed(1);
}

/** Probability (0..1) from parts per million, for display and the spec's `probability` field. */
export function ppmToProbability(ppm: number): number {
  return ppm / ODDS_TOTAL_PPM;
}
