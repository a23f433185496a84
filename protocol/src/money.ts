/**
 * Money on the wire. Amounts are integers: US cents, or coins (100 coins = $1.00, so one coin is one cent).
 * The API shows dollars as decimal strings with two places ('1.23'); this is the one conversion.
 */

/**
 * A whole number of cents as a US-dollar decimal string: 123 -> '1.23', 5 -> '0.05', -250 -> '-2.50'. Integer
 * arithmetic only, so no float rounding; a fractional or unsafe amount is a bug upstream and throws a RangeError.
 */
export function centsToUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = (abs - rest) / 100;
  return `${cents < 0 ? '-' : ''}${dollars}.${String(rest).padStart(2, '0')}`;
}

/** Coins as a US-dollar decimal string: 1999 -> '19.99' (100 coins = $1.00). */
export function coinsToUsd(coins: number): string {
  return centsToUsd(coins);
}
