import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToUsd, type AffiliateTierKey } from '@nova/protocol';
import { formatCurrencyAmount } from '../../currency';
import { formatNumber } from '../../i18n/format';

/** Each tier's colours: the badge and the card's glow. */
export const TIER_STYLE: Record<AffiliateTierKey, { badge: string; glow: string }> = {
  bronze: { badge: 'border-amber-700/50 bg-amber-700/15 text-amber-300', glow: 'from-amber-700/25' },
  silver: { badge: 'border-slate-300/40 bg-slate-300/10 text-slate-200', glow: 'from-slate-300/20' },
  gold: { badge: 'border-gold/50 bg-gold/15 text-gold', glow: 'from-gold/25' },
  diamond: { badge: 'border-cyan-300/50 bg-cyan-400/15 text-cyan-200', glow: 'from-cyan-400/25' },
};

/** Formats a whole percent for the active language ('5' -> '5%', '5 %', '٥٪'...). */
export function usePercent(): (percent: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((percent) => formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 }, locale), [locale]);
}

/** Formats integer USD cents as dollars for the active language (commissions and payouts are in USD). */
export function useCents(): (cents: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((cents) => formatCurrencyAmount(Number(centsToUsd(cents)), 'USD', locale), [locale]);
}
