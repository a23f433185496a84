import { COINS_PER_USD } from './constants';
import { centsToUsd, coinsToUsd } from './money';

describe('centsToUsd', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [123, '1.23'],
    [1999, '19.99'],
    [100000, '1000.00'],
    [-5, '-0.05'],
    [-250, '-2.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d cents -> %s', (cents, usd) => {
    expect(centsToUsd(cents)).toBe(usd);
  });

  it('is exact where float division and toFixed are not', () => {
    // (x / 100).toFixed(2) rounds through binary floats; the integer split does not.
    for (const cents of [1, 5, 15, 105, 1005, 10005, 4_503_599_627_370_495]) {
      const rest = cents % 100;
      expect(centsToUsd(cents)).toBe(`${(cents - rest) / 100}.${String(rest).padStart(2, '0')}`);
    }
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => centsToUsd(1.5)).toThrow(RangeError);
    expect(() => centsToUsd(Number.NaN)).toThrow(RangeError);
    expect(() => centsToUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsToUsd(2 ** 53)).toThrow(RangeError);
  });
});

describe('coinsToUsd', () => {
  it('reads 100 coins as one dollar', () => {
    expect(COINS_PER_USD).toBe(100);
    expect(coinsToUsd(COINS_PER_USD)).toBe('1.00');
    expect(coinsToUsd(2550)).toBe('25.50');
  });
});
