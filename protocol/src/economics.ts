/**
 * The admin's prize-probability calculator and a box's economics (expected value, RTP, house edge), from a
 * price in coins and a prize table (odds in parts per million, values in USD cents). The rules are written
 * down in docs/simulator.md. Since 100 coins = $1.00, one coin is worth one US cent, so prize values in cents
 * and prices in coins are compared directly. Everything that decides something (expected plays, risk levels)
 * is integer arithmetic; only the ratios shown (RTP, margin) are floats.
 */
import { COINS_PER_USD, LIMITS, type Rarity } from './constants';
import { ODDS_TOTAL_PPM } from './fairness';

/** A prize as the calculator needs it. */
export interface EconomicsPrize {
  name: string;
  rarity: Rarity;
  oddsPpm: number;
  valueInUSDCents: number;
}

/** The shop's risk on one prize, from its margin: high < 50% <= medium < 70% <= low <= 90% < very-low. */
export type PrizeRisk = 'high' | 'medium' | 'low' | 'very-low';
export const PRIZE_RISKS: readonly PrizeRisk[] = ['high', 'medium', 'low', 'very-low'];

/** A prize value in US cents as coins (100 coins = $1.00: one coin per cent). */
export function centsToCoins(cents: number): number {
  return (cents * COINS_PER_USD) / 100;
}

/** ceil(1 / p) for odds of `oddsPpm` parts per million, in integers; null when the prize cannot be drawn. */
export function expectedPlays(oddsPpm: number): number | null {
  if (!Number.isInteger(oddsPpm) || oddsPpm < 0 || oddsPpm > ODDS_TOTAL_PPM)
    throw new RangeError('odds must be an integer in [0, 1,000,000] ppm');
  if (oddsPpm === 0) return null;
  return Math.ceil(ODDS_TOTAL_PPM / oddsPpm);
}

/**
 * Risk of a prize that costs a player `costCoins` on average to win and is worth `valueCoins`.
 * Margin = (cost - value) / cost; compared exactly: margin > 90% <=> cost > 10 value, margin >= 70% <=>
 * 3 cost >= 10 value, margin >= 50% <=> cost >= 2 value. A prize worth more than its cost is high risk.
 */
export function prizeRisk(costCoins: number, valueCoins: number): PrizeRisk {
  if (costCoins > 10 * valueCoins) return 'very-low';
  if (3 * costCoins >= 10 * valueCoins) return 'low';
  if (costCoins >= 2 * valueCoins) return 'medium';
  return 'high';
}

export interface PrizeOutlook {
  /** ceil(1 / p) plus the eligibility plays; null when the odds are 0 (never drawn). */
  expectedPlays: number | null;
  /** Plays needed before the prize can be drawn at all: LIMITS.legendaryPlays for a legendary prize, else 0. */
  eligibilityPlays: number;
  /** Coins a player spends on average to win it: expected plays x price. */
  costToWinCoins: number | null;
  /** (cost - value) / cost, the share of that spend the shop keeps; null when never drawn. */
  margin: number | null;
  risk: PrizeRisk | null;
}

/** The calculator's line for one prize of a box priced `priceCoins`. */
export function prizeOutlook(priceCoins: number, prize: EconomicsPrize): PrizeOutlook {
  const eligibilityPlays = prize.rarity === 'legendary' ? LIMITS.legendaryPlays : 0;
  const plays = expectedPlays(prize.oddsPpm);
  if (plays === null) return { expectedPlays: null, eligibilityPlays, costToWinCoins: null, margin: null, risk: null };
  const total = plays + eligibilityPlays;
  const cost = total * priceCoins;
  const value = centsToCoins(prize.valueInUSDCents);
  return { expectedPlays: total, eligibilityPlays, costToWinCoins: cost, margin: (cost - value) / cost, risk: prizeRisk(cost, value) };
}

export interface BoxEconomics {
  /** Expected prize value of one opening in millionths of a coin: Σ oddsPpm x value (exact integer). */
  expectedValueMicroCoins: number;
  /** Expected prize value of one opening in coins (= US cents). */
  expectedValueCoins: number;
  /** Return to player: expected value / price (1 = 100%). */
  rtp: number;
  /** 1 - RTP: the share of the price the shop keeps on average (negative when the box pays out more). */
  houseEdge: number;
  /** Expected shop margin per opening in coins: price - expected value. */
  expectedMarginCoins: number;
}

/** Expected value, RTP and house edge of a box priced `priceCoins` with this odds table. */
export function boxEconomics(priceCoins: number, prizes: readonly Pick<EconomicsPrize, 'oddsPpm' | 'valueInUSDCents'>[]): BoxEconomics {
  if (!Number.isInteger(priceCoins) || priceCoins <= 0) throw new RangeError('price must be a positive integer of coins');
  let micro = 0;
  for (const prize of prizes) micro += prize.oddsPpm * centsToCoins(prize.valueInUSDCents);
  if (!Number.isSafeInteger(micro)) throw new RangeError('prize table too large to compute exactly');
  const expectedValueCoins = micro / ODDS_TOTAL_PPM;
  const rtp = micro / (priceCoins * ODDS_TOTAL_PPM);
  return {
    expectedValueMicroCoins: micro,
    expectedValueCoins,
    rtp,
    houseEdge: 1 - rtp,
    expectedMarginCoins: priceCoins - expectedValueCoins,
  };
}

/** Where a box's expected return to player stands against the shop's bounds: inside, above 100%, or under the floor. */
export type RtpStanding = 'inside' | 'above' | 'below';

/**
 * Whether a box priced `priceCoins` with this odds table returns more than it takes (expected value above the price:
 * the shop loses on every opening on average) or less than `minPercent` of its price. Compared exactly on the
 * integer expected value (`expectedValueMicroCoins`), so a box at exactly 100% is inside.
 */
export function rtpStanding(
  priceCoins: number,
  prizes: readonly Pick<EconomicsPrize, 'oddsPpm' | 'valueInUSDCents'>[],
  minPercent: number,
): RtpStanding {
  const { expectedValueMicroCoins: micro } = boxEconomics(priceCoins, prizes);
  if (micro > priceCoins * ODDS_TOTAL_PPM) return 'above';
  if (micro * 100 < minPercent * priceCoins * ODDS_TOTAL_PPM) return 'below';
  return 'inside';
}

/** A return to player (1 = 100%) as a percentage with at most two decimals, without trailing zeros ('143.33', '90'). */
export function rtpPercentText(rtp: number): string {
  return (rtp * 100).toFixed(2).replace(/\.?0+$/, '');
}
