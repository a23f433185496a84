import { create } from 'zustand';
import { CURRENCY_CODES, DEFAULT_CURRENCY, FALLBACK_RATES, type CurrencyCode, type CurrencyRatesDto } from '@nova/protocol';
import { readPreference } from '../lib/preferences';

export type Rates = Partial<Record<CurrencyCode, number>>;

export const isCurrencyCode = (value: string | null | undefined): value is CurrencyCode =>
  !!value && (CURRENCY_CODES as string[]).includes(value);

/**
 * The display currency and the USD rates used to convert for display. Starts with the saved
 * `selectedCurrency` and the fixed fallback rates, so prices show correctly before (or without) the API.
 */
export interface CurrencyState {
  currency: CurrencyCode;
  /** Units of each currency per 1 USD. */
  rates: Rates;
  source: CurrencyRatesDto['source'];
  fetchedAt: string | null;
  /** Replaces the rates with the valid ones from the server's answer. */
  setRates(dto: CurrencyRatesDto): void;
  /** Changes the display currency in memory (use `changeCurrency` to also save it). */
  setCurrency(code: CurrencyCode): void;
}

function validRates(input: Record<string, number>): Rates {
  const rates: Rates = {};
  for (const code of CURRENCY_CODES) {
    const rate = input[code];
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate;
  }
  return rates;
}

export function initialCurrency(): CurrencyCode {
  const saved = readPreference('selectedCurrency');
  return isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
}

export const useCurrencyStore = create<CurrencyState>()((set) => ({
  currency: initialCurrency(),
  rates: { ...FALLBACK_RATES },
  source: 'fallback',
  fetchedAt: null,
  setRates: (dto) => set({ rates: validRates(dto.rates), source: dto.source, fetchedAt: dto.fetchedAt }),
  setCurrency: (currency) => set({ currency }),
}));
