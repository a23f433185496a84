import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyStore } from './useCurrencyStore';
import { formatCoinAmount, formatCoins, formatMoney } from './format';

/**
 * Formatters bound to the current display currency, rates and language; components re-render when any of
 * them changes. `money(usd)`, `coins(n)` ('1,250 coins (≈ €10.63)') and `coinAmount(n)` ('1,250').
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const rates = useCurrencyStore((s) => s.rates);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = useCallback((usd: number | string) => formatMoney(usd, currency, { rates, locale }), [currency, rates, locale]);
  const coins = useCallback((n: number) => formatCoins(n, currency, { rates, locale }), [currency, rates, locale]);
  const coinAmount = useCallback((n: number) => formatCoinAmount(n, locale), [locale]);
  return { currency, money, coins, coinAmount };
}
