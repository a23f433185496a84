import { createLogger } from '../backend/src/core/logger';
import { eventually } from '../backend/test/eventually';
import { acquireLease, withLease } from '../backend/src/realtime/lease';
import { connectRedis, type RedisClient } from '../backend/src/realtime/redis';
import { RedisSequence, SequenceBatcher } from '../backend/src/realtime/sequence';
import { startRedis, stopAll } from './harness';

let redis: RedisClient;
let other: RedisClient;
beforeAll(async () => {
  const { url } = await startRedis();
  redis = await connectRedis(url, createLogger('silent'));
  other = await connectRedis(url, createLogger('silent'));
});
afterAll(async () => {
  await redis.close();
  await other.close();
  await stopAll();
});

describe('leases in Redis', () => {
  it('lets one of several racing nodes hold a lease, and another take it once released', async () => {
    const attempts = await Promise.all([
      acquireLease({ redis }, 'job:a', 5000),
      acquireLease({ redis: other }, 'job:a', 5000),
      acquireLease({ redis }, 'job:a', 5000),
    ]);
    const held = attempts.filter((l) => l !== null);
    expect(held).toHaveLength(1);
    await expect(acquireLease({ redis: other }, 'job:a', 5000)).resolves.toBeNull();
    await held[0]!.release();
    const next = await acquireLease({ redis: other }, 'job:a', 5000);
    expect(next).not.toBeNull();
    await next!.release();
  });

  it('expires a lease whose holder vanished, and never releases a lease someone else took over', async () => {
    const stale = await acquireLease({ redis }, 'job:b', 100);
    await expect(acquireLease({ redis: other }, 'job:b', 5000)).resolves.toBeNull();
    // Redis expires the key by its own clock: observe the takeover instead of guessing when it happens.
    const fresh = await eventually(async () => (await acquireLease({ redis: other }, 'job:b', 5000)) ?? false);
    await stale!.release(); // too late: must not drop the new holder's lease
    await expect(acquireLease({ redis }, 'job:b', 5000)).resolves.toBeNull();
    await fresh!.release();
  });

  it('runs work under the lease once when called concurrently', async () => {
    let runs = 0;
    // The work holds the lease until the other node has been turned away.
    let turnedAway!: () => void;
    const otherDone = new Promise<void>((resolve) => (turnedAway = resolve));
    const work = async () => {
      runs += 1;
      await otherDone;
      return runs;
    };
    const attempt = async (client: RedisClient) => {
      const result = await withLease({ redis: client }, 'job:c', 5000, work);
      if (!result.ran) turnedAway();
      return result;
    };
    const results = await Promise.all([attempt(redis), attempt(other)]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(runs).toBe(1);
  });
});

describe('sequences in Redis', () => {
  it('hands out increasing numbers across clients, in batches', async () => {
    const one = new RedisSequence(redis);
    const two = new RedisSequence(other);
    expect(await one.current('s')).toBe(0);
    expect(await one.next('s')).toBe(1);
    expect(await two.next('s', 5)).toBe(6);
    const batcher = new SequenceBatcher(one, 's');
    const taken = await Promise.all([batcher.take(), batcher.take(), batcher.take()]);
    expect(taken).toEqual([7, 8, 9]);
    expect(await two.current('s')).toBe(9);
  });
});
