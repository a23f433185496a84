import { FALLBACK_RATES } from '@nova/protocol';
import { createApiClient } from '../lib/api';
import { reloadPage } from '../lib/reload';
import { changeCurrency, loadCurrencyRates } from './rates';
import { initialCurrency, useCurrencyStore } from './useCurrencyStore';

jest.mock('../lib/reload', () => ({ reloadPage: jest.fn() }));

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status === 200, status, statusText: '', text: async () => JSON.stringify(body) })) as unknown as typeof fetch;

beforeEach(() => {
  localStorage.clear();
  useCurrencyStore.setState({ currency: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback', fetchedAt: null });
});

describe('currency rates in the browser', () => {
  it('starts with the fixed fallback rates', () => {
    expect(useCurrencyStore.getState()).toMatchObject({ source: 'fallback', rates: { EUR: 0.85, JPY: 110 } });
  });

  it('loads the server rates, keeping only valid ones for supported currencies', async () => {
    const dto = {
      base: 'USD',
      rates: { USD: 1, EUR: 0.9, JPY: 150, XXX: 2, GBP: -1 },
      source: 'live',
      fetchedAt: '2025-01-25T00:00:00.000Z',
    };
    await expect(loadCurrencyRates(createApiClient({ fetch: answer(200, dto) }))).resolves.toBe(true);
    expect(useCurrencyStore.getState()).toMatchObject({ source: 'live', rates: { USD: 1, EUR: 0.9, JPY: 150 } });
    expect(useCurrencyStore.getState().rates).not.toHaveProperty('GBP');
  });

  it('keeps the fallback rates when the API fails', async () => {
    await expect(loadCurrencyRates(createApiClient({ fetch: answer(502, '') }))).resolves.toBe(false);
    expect(useCurrencyStore.getState()).toMatchObject({ source: 'fallback', rates: FALLBACK_RATES });
  });

  it('applies and saves a currency change without a reload; the saved choice is the next starting currency', () => {
    jest.useFakeTimers();
    changeCurrency('JPY');
    expect(useCurrencyStore.getState().currency).toBe('JPY');
    expect(localStorage.getItem('selectedCurrency')).toBe('JPY');
    jest.advanceTimersByTime(5_000);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(initialCurrency()).toBe('JPY');
    localStorage.setItem('selectedCurrency', 'DOGE');
    expect(initialCurrency()).toBe('USD');
    jest.useRealTimers();
  });
});
