import { loadConfig } from '../backend/src/config';
import type { AppContext } from '../backend/src/context';
import { AppError } from '../backend/src/core/errors';
import { DomainEventBus } from '../backend/src/core/events';
import { createLogger } from '../backend/src/core/logger';
import { connectRedis, type RedisClient } from '../backend/src/realtime/redis';
import { AuthRateLimiter } from '../backend/src/auth/rateLimit';
import { LoginProtection } from '../backend/src/auth/loginProtection';
import { startRedis, stopAll } from './harness';

function context(env: Record<string, string>): AppContext {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('silent');
  return { config, logger, bus: new DomainEventBus(logger), clock: { now: () => new Date() } } as unknown as AppContext;
}

async function codeOf(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('rate limits with REDIS_URL (a real redis-server)', () => {
  let clients: RedisClient[] = [];
  let url: string;

  beforeAll(async () => {
    url = (await startRedis()).url;
  });
  afterAll(async () => {
    for (const c of clients) if (c.isOpen) await c.close().catch(() => c.destroy());
    await stopAll();
  });

  const nodeContext = async (env: Record<string, string>) => {
    const ctx = context({ REDIS_URL: url, AUTH_RATE_MAX_PER_ACCOUNT: '3', AUTH_RATE_MAX_PER_IP: '100', LOGIN_FREE_FAILURES: '2', ...env });
    const client = await connectRedis(url, ctx.logger);
    clients.push(client);
    return { ...ctx, redis: client } as AppContext;
  };
  const node = async (env: Record<string, string>) => {
    const ctx = await nodeContext(env);
    return new AuthRateLimiter(ctx, ctx.redis);
  };
  const unknownClient = async () => false;

  it('shares one registration budget between nodes', async () => {
    const a = await node({});
    const b = await node({});
    const account = `shared-${Date.now()}@x.test`;
    expect(await codeOf(a.consume('register', '10.1.1.1', account))).toBe('ok');
    expect(await codeOf(b.consume('register', '10.1.1.2', account))).toBe('ok');
    expect(await codeOf(a.consume('register', '10.1.1.3', account))).toBe('ok');
    expect(await codeOf(b.consume('register', '10.1.1.4', account))).toBe('RATE_LIMITED');
  });

  it('shares sign-in attempts between nodes: a pair slowed on one node waits on the other; a success on either clears it', async () => {
    const a = new LoginProtection(await nodeContext({}));
    const b = new LoginProtection(await nodeContext({}));
    const account = `pair-${Date.now()}@x.test`;
    const ip = '10.3.3.3';
    // Two wrong passwords (LOGIN_FREE_FAILURES): admitted, never marked as succeeded.
    await a.begin('login', ip, account, unknownClient);
    const second = await b.begin('login', ip, account, unknownClient);
    expect(await codeOf(a.begin('login', ip, account, unknownClient))).toBe('RATE_LIMITED');
    expect(await codeOf(b.begin('login', '10.3.3.4', account, unknownClient))).toBe('ok');
    // Had the second password been right, the pair starts again from zero, on both nodes.
    await second.succeeded();
    expect(await codeOf(a.begin('login', ip, account, unknownClient))).toBe('ok');
    expect(await codeOf(b.begin('login', ip, account, unknownClient))).toBe('ok');
  });

  it('counts parallel attempts on both nodes before any password is checked', async () => {
    const nodes = [
      new LoginProtection(await nodeContext({ LOGIN_FAILS_PER_IP_PER_DAY: '5' })),
      new LoginProtection(await nodeContext({ LOGIN_FAILS_PER_IP_PER_DAY: '5' })),
    ];
    const stamp = Date.now();
    const admitted = async (attempts: { ip: string; account: string }[]) => {
      const codes = await Promise.all(
        attempts.map(({ ip, account }, i) => codeOf(nodes[i % 2]!.begin('login', ip, account, unknownClient))),
      );
      return codes.filter((code) => code === 'ok').length;
    };
    // One pair: the free attempts (2) and no more while the pair's first delay (1 s) runs.
    const started = Date.now();
    const onePair = await admitted(Array.from({ length: 40 }, () => ({ ip: '10.4.4.4', account: `burst-${stamp}@x.test` })));
    const delaysRanOut = Math.floor(Math.log2((Date.now() - started) / 1000 + 1));
    expect(onePair).toBeGreaterThanOrEqual(2);
    expect(onePair).toBeLessThanOrEqual(2 + delaysRanOut);
    // One address spraying accounts: its daily attempts (5), shared by both nodes.
    expect(await admitted(Array.from({ length: 40 }, (_, i) => ({ ip: '10.5.5.5', account: `spray-${stamp}-${i}@x.test` })))).toBe(5);
  });

  it('falls back to a per-node memory limiter while Redis is unreachable', async () => {
    const limiter = await node({});
    const account = `offline-${Date.now()}@x.test`;
    await clients.at(-1)!.close();
    clients = clients.slice(0, -1);
    for (let i = 0; i < 3; i++) expect(await codeOf(limiter.consume('register', '10.2.2.2', account))).toBe('ok');
    expect(await codeOf(limiter.consume('register', '10.2.2.2', account))).toBe('RATE_LIMITED');
  });
});
