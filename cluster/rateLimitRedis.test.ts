import { loadConfig } from '../backend/src/config';
import type { AppContext } from '../backend/src/context';
import { AppError } from '../backend/src/core/errors';
import { DomainEventBus } from '../backend/src/core/events';
import { createLogger } from '../backend/src/core/logger';
import { connectRedis, type RedisClient } from '../backend/src/realtime/redis';
import { AuthRateLimiter } from '../backend/src/auth/rateLimit';
import { startRedis, stopAll } from './harness';

function context(env: Record<string, string>): AppContext {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('silent');
  return { config, logger, bus: new DomainEventBus(logger), clock: { now: () => new Date() } } as unknown as AppContext;
}

async function codeOf(attempt: Promise<void>): Promise<string> {
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

  const node = async (env: Record<string, string>) => {
    const ctx = context({ REDIS_URL: url, AUTH_RATE_MAX_PER_ACCOUNT: '3', AUTH_RATE_MAX_PER_IP: '100', ...env });
    const client = await connectRedis(url, ctx.logger);
    clients.push(client);
    return new AuthRateLimiter(ctx, client);
  };

  it('shares one budget between nodes, and a success on one node resets it for all', async () => {
    const a = await node({});
    const b = await node({});
    const account = `shared-${Date.now()}@x.test`;
    expect(await codeOf(a.consume('login', '10.1.1.1', account))).toBe('ok');
    expect(await codeOf(b.consume('login', '10.1.1.2', account))).toBe('ok');
    expect(await codeOf(a.consume('login', '10.1.1.3', account))).toBe('ok');
    expect(await codeOf(b.consume('login', '10.1.1.4', account))).toBe('RATE_LIMITED');
    await a.reset('login', account);
    expect(await codeOf(b.consume('login', '10.1.1.4', account))).toBe('ok');
  });

  it('falls back to a per-node memory limiter while Redis is unreachable', async () => {
    const limiter = await node({});
    const account = `offline-${Date.now()}@x.test`;
    await clients.at(-1)!.close();
    clients = clients.slice(0, -1);
    for (let i = 0; i < 3; i++) expect(await codeOf(limiter.consume('login', '10.2.2.2', account))).toBe('ok');
    expect(await codeOf(limiter.consume('login', '10.2.2.2', account))).toBe('RATE_LIMITED');
  });
});
