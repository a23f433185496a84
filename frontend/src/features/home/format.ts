import { CURRENCIES, WHOLE_NUMBER_CURRENCIES, type CurrencyCode } from '@nova/protocol';
import { convertFromUsd } from '../../currency';
import type { Rates } from '../../currency/useCurrencyStore';
import { formatNumber, numberFormatter } from '../../i18n/format';

const SYMBOLS = new Map<string, string>(CURRENCIES.map((c) => [c.code, c.symbol]));

/** A count in the active language's compact notation: 15234 -> '15K' (en), '1,5 万' (ja)... */
export function formatCompact(value: number, locale?: string): string {
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 }, locale);
}

/**
 * A USD amount in the display currency, compact ('$2.4M', '2,4 Mio. €'), with the protocol's symbol; the
 * unconverted USD amount when there is no rate (as formatMoney does).
 */
export function formatMoneyCompact(usd: number, currency: CurrencyCode, rates: Rates, locale?: string): string {
  const converted = convertFromUsd(usd, currency, rates);
  const code = converted === null ? 'USD' : currency;
  const amount = converted ?? usd;
  const small = Math.abs(amount) < 1000;
  const whole = WHOLE_NUMBER_CURRENCIES.includes(code);
  const parts = numberFormatter(
    {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      notation: small ? 'standard' : 'compact',
      maximumFractionDigits: small ? (whole ? 0 : 2) : 1,
      minimumFractionDigits: small && !whole ? 2 : 0,
    },
    locale,
  ).formatToParts(amount);
  const symbol = SYMBOLS.get(code) ?? code;
  return parts.map((p) => (p.type === 'currency' ? symbol : p.value)).join('');
}
