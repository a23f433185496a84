import type { CurrencyCode, CurrencyRatesDto } from '@nova/protocol';
import type { ApiClient } from '../lib/api';
import { savePreference } from '../lib/preferences';
import { useCurrencyStore } from './useCurrencyStore';

function isRatesDto(value: unknown): value is CurrencyRatesDto {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CurrencyRatesDto>;
  return typeof v.rates === 'object' && v.rates !== null && typeof v.source === 'string';
}

/**
 * Fetches `GET /api/currency/rates` into the currency store. On any failure the store keeps what it has
 * (the fixed fallback rates at start), so prices always display.
 */
export async function loadCurrencyRates(api: ApiClient): Promise<boolean> {
  try {
    const dto = await api.json<unknown>('GET', '/api/currency/rates');
    if (!isRatesDto(dto)) return false;
    useCurrencyStore.getState().setRates(dto);
    return true;
  } catch {
    return false;
  }
}

/** Switches the display currency in place (every price re-renders from the store) and saves `selectedCurrency`. */
export function changeCurrency(code: CurrencyCode): void {
  useCurrencyStore.getState().setCurrency(code);
  savePreference('selectedCurrency', code);
}
