import { createClient } from 'redis';
import type { Logger } from '../core/logger';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to Redis (scale-out: the Socket.IO adapter, shared rate limits, cross-node locks).
 * Connection errors after start are logged; the client reconnects on its own. Commands fail at once while
 * Redis is away (no offline queue), so rate limits fall back to their per-node memory stand-in instead of hanging.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
  let lastError = '';
  client.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    logger.error({ err }, 'redis connection error');
  });
  client.on('ready', () => {
    lastError = '';
  });
  await client.connect();
  return client;
}
