/** Exact decimal amounts as integer units (money, percentages): no floating-point rounding anywhere. */

/**
 * A non-negative decimal (a number, or its text as forms send it) as an integer count of `10^-decimals` units,
 * exactly: '19.99' -> 1999 with 2 decimals. Null for anything else (negative, exponent, too many decimals, NaN).
 * Numbers go through their shortest text form, so 0.29 is 29 cents, never 28.999...
 */
export function decimalToUnits(value: unknown, decimals: number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    if (!/^0+$/.test(fraction.slice(decimals))) return null;
  }
  const units = Number(match[1]) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0'));
  return Number.isSafeInteger(units) ? units : null;
}

/** Integer units as a decimal string with exactly `decimals` places (1999, 2 -> '19.99'). */
export function unitsToDecimal(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale);
  return decimals === 0 ? String(whole) : `${whole}.${String(units % scale).padStart(decimals, '0')}`;
}
