import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENCY_CODES, FALLBACK_RATES, TIMINGS } from '@nova/protocol';
import type { Clock } from '../context';
import { createRatesService, pickSupportedRates, type RatesServiceDeps } from './service';

type Behaviour = 'ok' | 'fail' | 'malformed' | 'partial' | 'hang';

/** A local rate source and mirror in the fawazahmed0 currency-api shape, with switchable behaviour. */
class RateSource {
  behaviour: Record<'primary' | 'mirror', Behaviour> = { primary: 'ok', mirror: 'ok' };
  hits: string[] = [];
  private server: Server = createServer((req, res) => this.handle(req, res));
  private hanging: ServerResponse[] = [];

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(which: 'primary' | 'mirror'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/${which}/{base}.json`;
  }

  async stop(): Promise<void> {
    this.hanging.forEach((res) => res.destroy());
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const which = req.url?.startsWith('/mirror/') ? 'mirror' : 'primary';
    this.hits.push(req.url ?? '');
    const rate = which === 'primary' ? 0.9 : 0.91;
    const table: Record<string, number> = { usd: 1, btc: 0.00001 };
    for (const code of CURRENCY_CODES) table[code.toLowerCase()] ??= FALLBACK_RATES[code] * 1.01;
    table.eur = rate;
    switch (this.behaviour[which]) {
      case 'ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ date: '2025-01-25', usd: table }));
        return;
      case 'partial':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ date: '2025-01-25', usd: { eur: rate } }));
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"date": "2025-01-25", "usd": {"eur": 0.9,');
        return;
      case 'hang':
        this.hanging.push(res);
        return;
      case 'fail':
        res.writeHead(500).end('boom');
    }
  }
}

class FakeClock implements Clock {
  constructor(private ms = Date.parse('2025-01-25T12:00:00.000Z')) {}
  now = () => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

const source = new RateSource();
let clock: FakeClock;

beforeAll(() => source.start());
afterAll(() => source.stop());
beforeEach(() => {
  source.behaviour = { primary: 'ok', mirror: 'ok' };
  source.hits = [];
  clock = new FakeClock();
});

function service(overrides: Partial<RatesServiceDeps> = {}) {
  return createRatesService({
    config: { CURRENCY_RATES_URL: source.url('primary'), CURRENCY_RATES_MIRROR_URL: source.url('mirror') },
    clock,
    timeoutMs: 500,
    ...overrides,
  });
}

describe('currency rates service', () => {
  it("primary ok -> 'live' rates for exactly the 16 supported currencies", async () => {
    const dto = await service().getRates();
    expect(dto).toMatchObject({ base: 'USD', source: 'live', fetchedAt: '2025-01-25T12:00:00.000Z' });
    expect(Object.keys(dto.rates).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(dto.rates.EUR).toBe(0.9);
    expect(dto.rates.USD).toBe(1);
    expect(source.hits).toEqual(['/primary/usd.json']);
  });

  it("primary 500 -> 'mirror'", async () => {
    source.behaviour.primary = 'fail';
    const dto = await service().getRates();
    expect(dto).toMatchObject({ source: 'mirror', rates: { EUR: 0.91 } });
    expect(source.hits).toEqual(['/primary/usd.json', '/mirror/usd.json']);
  });

  it("both down -> 'fallback' with the fixed rates (EUR 0.85)", async () => {
    source.behaviour = { primary: 'fail', mirror: 'fail' };
    const dto = await service().getRates();
    expect(dto).toMatchObject({ source: 'fallback', rates: { EUR: 0.85, GBP: 0.73, JPY: 110, INR: 74, KRW: 1180, AED: 3.67 } });
  });

  it('sources that cannot be reached at all also fall back', async () => {
    const dto = await createRatesService({
      config: { CURRENCY_RATES_URL: 'http://127.0.0.1:1/{base}.json', CURRENCY_RATES_MIRROR_URL: 'http://127.0.0.1:1/m/{base}.json' },
      clock,
    }).getRates();
    expect(dto.source).toBe('fallback');
  });

  it('within the hour answers from the cache without a second fetch, then refetches', async () => {
    const rates = service();
    await rates.getRates();
    clock.advance(TIMINGS.rateCacheMs - 1);
    expect(await rates.getRates()).toMatchObject({ source: 'live', fetchedAt: '2025-01-25T12:00:00.000Z' });
    expect(source.hits).toHaveLength(1);
    clock.advance(1);
    expect(await rates.getRates()).toMatchObject({ source: 'live', fetchedAt: '2025-01-25T13:00:00.000Z' });
    expect(source.hits).toHaveLength(2);
  });

  it('malformed JSON or a missing currency from a source counts as a failure', async () => {
    source.behaviour = { primary: 'malformed', mirror: 'partial' };
    const warn = jest.fn();
    expect(await service({ logger: { warn } }).getRates()).toMatchObject({ source: 'fallback' });
    expect(warn).toHaveBeenCalledTimes(2);
    source.behaviour.mirror = 'ok';
    expect(await service().getRates()).toMatchObject({ source: 'mirror' });
  });

  it("when both fail after the cache expired, serves the last fetched rates as 'cache'", async () => {
    const rates = service();
    await rates.getRates();
    source.behaviour = { primary: 'fail', mirror: 'fail' };
    clock.advance(TIMINGS.rateCacheMs + 1);
    expect(await rates.getRates()).toMatchObject({ source: 'cache', rates: { EUR: 0.9 }, fetchedAt: '2025-01-25T12:00:00.000Z' });
  });

  it('a hanging source times out and the mirror answers', async () => {
    source.behaviour.primary = 'hang';
    const started = Date.now();
    expect(await service({ timeoutMs: 200 }).getRates()).toMatchObject({ source: 'mirror' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('after both sources failed, waits before asking them again', async () => {
    source.behaviour = { primary: 'fail', mirror: 'fail' };
    const rates = service({ retryAfterFailureMs: 60_000 });
    await rates.getRates();
    source.behaviour = { primary: 'ok', mirror: 'ok' };
    expect(await rates.getRates()).toMatchObject({ source: 'fallback' });
    expect(source.hits).toHaveLength(2);
    clock.advance(60_000);
    expect(await rates.getRates()).toMatchObject({ source: 'live' });
  });

  it('concurrent requests share one fetch', async () => {
    const rates = service();
    const answers = await Promise.all([rates.getRates(), rates.getRates(), rates.getRates()]);
    expect(answers.map((a) => a.source)).toEqual(['live', 'live', 'live']);
    expect(source.hits).toHaveLength(1);
  });
});

describe('pickSupportedRates', () => {
  it('keeps only the supported currencies, upper-cased, and rejects incomplete or invalid tables', () => {
    const table = Object.fromEntries(CURRENCY_CODES.map((c) => [c.toLowerCase(), 2]));
    const picked = pickSupportedRates({ usd: { ...table, btc: 1 } });
    expect(picked && Object.keys(picked).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(picked?.USD).toBe(1);
    expect(pickSupportedRates({ usd: { ...table, eur: 'x' } })).toBeNull();
    expect(pickSupportedRates({ usd: { ...table, jpy: 0 } })).toBeNull();
    expect(pickSupportedRates({ eur: table })).toBeNull();
    expect(pickSupportedRates(null)).toBeNull();
  });
});
