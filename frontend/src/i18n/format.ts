import { activeLanguage } from './index';

/**
 * Locale-aware formatting through `Intl` for the active language. Pass `locale` to format for another.
 * Formatters are cached per locale and options, since building them is the expensive part.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormatter(options: Intl.NumberFormatOptions = {}, locale: string = activeLanguage()): Intl.NumberFormat {
  return cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** 1234.5 -> '1,234.5' (en), '1.234,5' (de), '١٬٢٣٤٫٥' (ar). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale?: string): string {
  return numberFormatter(options, locale).format(value);
}

/** A date (Date, ISO string or epoch ms) with Intl options; default medium date. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: string = activeLanguage(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '3 minutes ago', 'in 2 hours', 'yesterday' in the active language, relative to `now`. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date(), locale: string = activeLanguage()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = cached('r', locale, { numeric: 'auto' }, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}
