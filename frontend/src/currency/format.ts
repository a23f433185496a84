import { COINS_PER_USD, CURRENCIES, WHOLE_NUMBER_CURRENCIES, type CurrencyCode } from '@nova/protocol';
import { i18n, activeLanguage } from '../i18n';
import { formatNumber, numberFormatter } from '../i18n/format';
import { useCurrencyStore, type Rates } from './useCurrencyStore';

export interface MoneyOptions {
  /** Rates to convert with; default: the currency store's. */
  rates?: Rates;
  /** Locale to format for; default: the active language. */
  locale?: string;
}

const SYMBOLS = new Map<string, string>(CURRENCIES.map((c) => [c.code, c.symbol]));

/** The amount in `currency` for `usd` dollars, or null when there is no usable rate. */
export function convertFromUsd(usd: number, currency: CurrencyCode, rates: Rates): number | null {
  if (currency === 'USD') return usd;
  const rate = rates[currency];
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  return usd * rate;
}

/**
 * Formats an amount already in `currency`: locale-correct grouping and symbol position, the symbol from
 * protocol CURRENCIES, whole numbers for JPY and KRW and 2 decimals otherwise.
 */
export function formatCurrencyAmount(amount: number, currency: CurrencyCode, locale: string = activeLanguage()): string {
  const digits = WHOLE_NUMBER_CURRENCIES.includes(currency) ? 0 : 2;
  const parts = numberFormatter(
    { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits },
    locale,
  ).formatToParts(amount);
  const symbol = SYMBOLS.get(currency) ?? currency;
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/**
 * Shows a USD amount in the display currency: formatMoney(10, 'EUR') -> '€8.50'.
 * When the amount cannot be converted (no rate), shows the unconverted USD amount instead.
 */
export function formatMoney(
  usdAmount: number | string,
  currency: CurrencyCode = useCurrencyStore.getState().currency,
  options: MoneyOptions = {},
): string {
  const locale = options.locale ?? activeLanguage();
  const usd = typeof usdAmount === 'string' ? Number.parseFloat(usdAmount) : usdAmount;
  if (!Number.isFinite(usd)) return String(usdAmount);
  const converted = convertFromUsd(usd, currency, options.rates ?? useCurrencyStore.getState().rates);
  if (converted === null) {
    console.warn(`No exchange rate for ${currency}; showing USD.`);
    return formatCurrencyAmount(usd, 'USD', locale);
  }
  return formatCurrencyAmount(converted, currency, locale);
}

/** Coins as a plain localized number: 12500 -> '12,500'. */
export function formatCoinAmount(coins: number, locale?: string): string {
  return formatNumber(coins, { maximumFractionDigits: 0 }, locale);
}

/**
 * Coins with their display-currency equivalent (100 coins = $1.00): 1250 -> '1,250 coins (≈ €10.63)',
 * translated and pluralized for the active language.
 */
export function formatCoins(coins: number, currency?: CurrencyCode, options: MoneyOptions = {}): string {
  return i18n.t('coins.withValue', {
    ns: 'common',
    count: coins,
    coins: formatCoinAmount(coins, options.locale),
    value: formatMoney(coins / COINS_PER_USD, currency, options),
    lng: options.locale,
  });
}
