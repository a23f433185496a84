import { LIMITS, winRatePercent, worthPriceRatePercent, type BoxDto, type PrizeDto, type Rarity } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';

/**
 * Odds as a percentage with enough precision for tiny odds: 0.62 -> '62%', 0.125 -> '12.5%',
 * 0.0432 -> '4.32%', 0.0043 -> '0.43%', 0.000032 -> '0.0032%' (two significant digits below 1 %).
 */
export function formatOdds(probability: number, locale?: string): string {
  if (!Number.isFinite(probability) || probability <= 0) return formatNumber(0, { style: 'percent' }, locale);
  const percent = probability * 100;
  const options: Intl.NumberFormatOptions =
    percent >= 10
      ? { style: 'percent', maximumFractionDigits: 1 }
      : percent >= 1
        ? { style: 'percent', maximumFractionDigits: 2 }
        : { style: 'percent', maximumSignificantDigits: 2 };
  return formatNumber(probability, options, locale);
}

/** Whether a prize is shown locked: a legendary prize while the player is not yet eligible. */
export function isLocked(prize: Pick<PrizeDto, 'rarity'>, legendary: BoxDto['legendary']): boolean {
  return prize.rarity === 'legendary' && !!legendary && !legendary.isEligibleForLegendary;
}

/** Plays still needed for legendary prizes: the server's figure, never negative. */
export function playsUntilLegendary(legendary: NonNullable<BoxDto['legendary']>): number {
  return Math.max(0, legendary.playsUntilLegendary);
}

/** The threshold for legendary prizes (the server's, else the protocol constant). */
export const requiredPlays = (legendary: BoxDto['legendary']): number => legendary?.requiredPlays || LIMITS.legendaryPlays;

/** Text and ring colours per rarity (Tailwind classes), from gold legendary to grey 'none'. */
export const RARITY_STYLES: Record<Rarity, { text: string; badge: string; ring: string; glow: string; hex: string }> = {
  legendary: {
    hex: '#fbbf24',
    text: 'text-amber-300',
    badge: 'border-amber-400/50 bg-amber-400/15 text-amber-200',
    ring: 'ring-amber-400/70',
    glow: 'from-amber-400/40',
  },
  epic: {
    hex: '#e879f9',
    text: 'text-fuchsia-300',
    badge: 'border-fuchsia-400/50 bg-fuchsia-400/15 text-fuchsia-200',
    ring: 'ring-fuchsia-400/70',
    glow: 'from-fuchsia-500/40',
  },
  rare: {
    hex: '#38bdf8',
    text: 'text-sky-300',
    badge: 'border-sky-400/50 bg-sky-400/15 text-sky-200',
    ring: 'ring-sky-400/70',
    glow: 'from-sky-500/40',
  },
  uncommon: {
    hex: '#34d399',
    text: 'text-emerald-300',
    badge: 'border-emerald-400/50 bg-emerald-400/15 text-emerald-200',
    ring: 'ring-emerald-400/60',
    glow: 'from-emerald-500/35',
  },
  common: {
    hex: '#cbd5e1',
    text: 'text-slate-300',
    badge: 'border-slate-400/40 bg-slate-400/10 text-slate-200',
    ring: 'ring-slate-400/50',
    glow: 'from-slate-400/25',
  },
  none: {
    hex: '#6b6788',
    text: 'text-fg-muted',
    badge: 'border-line bg-surface-2 text-fg-muted',
    ring: 'ring-line',
    glow: 'from-surface-3/40',
  },
};

const oneDecimal = (percent: string) => formatNumber(Number(percent), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The two rates a box shows, formatted for the active language: `worth`, the chance of a prize worth at least the
 * box's price (the honest headline), and `any`, the chance of any prize at all (not 'Nothing'), however small.
 */
export function boxRates(box: Pick<BoxDto, 'prizes' | 'priceCoins'>): { worth: string; any: string } {
  const cents = box.prizes.map((p) => ({ oddsPpm: p.oddsPpm, valueInUSDCents: Math.round(Number(p.valueInUSD) * 100) }));
  return { worth: oneDecimal(worthPriceRatePercent(cents, box.priceCoins)), any: oneDecimal(winRatePercent(box.prizes)) };
}
