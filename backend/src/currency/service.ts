import { z } from 'zod';
import { CURRENCY_CODES, FALLBACK_RATES, TIMINGS, type CurrencyCode, type CurrencyRatesDto } from '@nova/protocol';
import type { Config } from '../config';
import type { Clock } from '../context';
import type { Logger } from '../core/logger';

export interface RatesServiceDeps {
  config: Pick<Config, 'CURRENCY_RATES_URL' | 'CURRENCY_RATES_MIRROR_URL'>;
  clock: Clock;
  logger?: Pick<Logger, 'warn'>;
  /** Per-source request timeout. */
  timeoutMs?: number;
  /** After both sources failed, how long to serve cached/fallback rates before asking them again. */
  retryAfterFailureMs?: number;
}

export interface RatesService {
  /** Display rates for the 16 supported currencies. Never throws. */
  getRates(): Promise<CurrencyRatesDto>;
}

const BASE = 'usd';
const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

/** The fawazahmed0 currency-api shape: `{ date, usd: { eur: 0.85, jpy: 110, ... } }` (lower-case codes). */
const sourceSchema = z.object({ [BASE]: z.record(z.string(), z.unknown()) });

/** Picks the supported currencies from a source answer; null unless every one has a positive rate. */
export function pickSupportedRates(body: unknown): Record<CurrencyCode, number> | null {
  const parsed = sourceSchema.safeParse(body);
  if (!parsed.success) return null;
  const table = parsed.data[BASE];
  const rates = {} as Record<CurrencyCode, number>;
  for (const code of CURRENCY_CODES) {
    const rate = code === 'USD' ? 1 : table[code.toLowerCase()];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
    rates[code] = rate;
  }
  return rates;
}

async function fetchRates(template: string, timeoutMs: number): Promise<Record<CurrencyCode, number>> {
  const url = template.replaceAll('{base}', BASE);
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const rates = pickSupportedRates(await res.json());
  if (!rates) throw new Error(`${url} answered without rates for every supported currency`);
  return rates;
}

/**
 * Exchange rates for display, fetched by the server: the rate source, else its
 * mirror, each with a short timeout; fresh answers are kept for an hour (`source` stays 'live' or 'mirror',
 * `fetchedAt` says when). When both sources fail: the last fetched rates (`source: 'cache'`), else the fixed
 * fallback rates (`source: 'fallback'`); the sources are not asked again for a few minutes.
 */
export function createRatesService(deps: RatesServiceDeps): RatesService {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryAfterFailureMs = deps.retryAfterFailureMs ?? DEFAULT_RETRY_AFTER_FAILURE_MS;
  let cached: { dto: CurrencyRatesDto; at: number } | null = null;
  let failedAt: number | null = null;
  let inFlight: Promise<CurrencyRatesDto> | null = null;

  const sources: { source: 'live' | 'mirror'; url: string }[] = [
    { source: 'live', url: deps.config.CURRENCY_RATES_URL },
    { source: 'mirror', url: deps.config.CURRENCY_RATES_MIRROR_URL },
  ];

  function offline(now: Date): CurrencyRatesDto {
    if (cached) return { ...cached.dto, source: 'cache' };
    return { base: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback', fetchedAt: now.toISOString() };
  }

  async function refresh(): Promise<CurrencyRatesDto> {
    for (const { source, url } of sources) {
      try {
        const rates = await fetchRates(url, timeoutMs);
        const now = deps.clock.now();
        const dto: CurrencyRatesDto = { base: 'USD', rates, source, fetchedAt: now.toISOString() };
        cached = { dto, at: now.getTime() };
        failedAt = null;
        return dto;
      } catch (err) {
        deps.logger?.warn({ err: err instanceof Error ? err.message : String(err), source }, 'currency rate source failed');
      }
    }
    const now = deps.clock.now();
    failedAt = now.getTime();
    return offline(now);
  }

  return {
    async getRates() {
      const now = deps.clock.now();
      const nowMs = now.getTime();
      if (cached && nowMs - cached.at < TIMINGS.rateCacheMs) return cached.dto;
      if (failedAt !== null && nowMs - failedAt < retryAfterFailureMs) return offline(now);
      // Concurrent requests share one refresh.
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
