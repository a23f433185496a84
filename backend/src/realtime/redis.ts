import { createClient } from 'redis';
import type { Logger } from '../core/logger';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to Redis (scale-out: the Socket.IO adapter, shared rate limits, cross-node locks).
 * Connection errors after start are logged; the client reconnects on its own.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
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
