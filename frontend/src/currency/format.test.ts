import { FALLBACK_RATES } from '@nova/protocol';
import { initI18n } from '../i18n';
import { convertFromUsd, formatCoinAmount, formatCoins, formatMoney } from './format';
import { useCurrencyStore } from './useCurrencyStore';

// Intl separates some symbols from the number with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const rates = { ...FALLBACK_RATES };

beforeAll(() => initI18n('en'));
beforeEach(() => useCurrencyStore.setState({ currency: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback' }));

describe('formatMoney', () => {
  it('converts USD and shows JPY and KRW as whole numbers', () => {
    expect(formatMoney(10, 'JPY', { rates, locale: 'en' })).toBe('¥1,100');
    expect(formatMoney(12.34, 'JPY', { rates, locale: 'en' })).toBe('¥1,357');
    expect(formatMoney(10, 'KRW', { rates, locale: 'en' })).toBe('₩11,800');
  });

  it('shows other currencies with 2 decimals and the symbol from protocol', () => {
    expect(formatMoney(10, 'EUR', { rates, locale: 'en' })).toBe('€8.50');
    expect(formatMoney(10, 'USD', { rates, locale: 'en' })).toBe('$10.00');
    expect(formatMoney(10, 'CAD', { rates, locale: 'en' })).toBe('C$12.50');
    expect(plain(formatMoney(10, 'AED', { rates, locale: 'en' }))).toBe('AED 36.70');
    expect(formatMoney('1234.5', 'GBP', { rates, locale: 'en' })).toBe('£901.19');
  });

  it('places the symbol and separators as the language does', () => {
    expect(plain(formatMoney(1000, 'EUR', { rates, locale: 'de' }))).toBe('850,00 €');
    expect(plain(formatMoney(1000, 'EUR', { rates, locale: 'fr' }))).toBe('850,00 €');
    expect(formatMoney(1000, 'JPY', { rates, locale: 'ja' })).toBe('¥110,000');
  });

  it('shows the unconverted USD amount when a conversion fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatMoney(10, 'EUR', { rates: {}, locale: 'en' })).toBe('$10.00');
    expect(formatMoney(10, 'JPY', { rates: { JPY: Number.NaN }, locale: 'en' })).toBe('$10.00');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('uses the store’s currency and rates by default', () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.5 } });
    expect(formatMoney(10)).toBe('€5.00');
  });

  it('converts with the rate per USD', () => {
    expect(convertFromUsd(2, 'INR', rates)).toBe(148);
    expect(convertFromUsd(2, 'USD', {})).toBe(2);
    expect(convertFromUsd(2, 'INR', {})).toBeNull();
  });
});

describe('formatCoins', () => {
  it('shows coins with the display-currency equivalent (100 coins = $1.00)', () => {
    expect(formatCoins(1250, 'USD', { rates, locale: 'en' })).toBe('1,250 coins (≈ $12.50)');
    expect(formatCoins(1, 'USD', { rates, locale: 'en' })).toBe('1 coin (≈ $0.01)');
    expect(formatCoins(10000, 'JPY', { rates, locale: 'en' })).toBe('10,000 coins (≈ ¥11,000)');
  });

  it('formats the coin count for the language', () => {
    expect(formatCoinAmount(1234567, 'de')).toBe('1.234.567');
    expect(formatCoinAmount(1234567, 'en')).toBe('1,234,567');
  });
});
