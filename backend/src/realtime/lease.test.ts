import { useTestDatabase } from '../../test/database';
import { acquireLease, withLease } from './lease';
import { DatabaseSequence, SequenceBatcher } from './sequence';

useTestDatabase();
const noRedis = { redis: null };

describe('leases in the database (no Redis)', () => {
  it('lets one of several racing callers hold a lease, and another take it once released', async () => {
    const attempts = await Promise.all(Array.from({ length: 5 }, () => acquireLease(noRedis, 'job:a', 5000)));
    const held = attempts.filter((l) => l !== null);
    expect(held).toHaveLength(1);
    await held[0]!.release();
    const next = await acquireLease(noRedis, 'job:a', 5000);
    expect(next).not.toBeNull();
    await next!.release();
  });

  it('takes over an expired lease, and a late release does not drop the new holder', async () => {
    const stale = await acquireLease(noRedis, 'job:b', 50);
    await new Promise((r) => setTimeout(r, 100));
    const fresh = await acquireLease(noRedis, 'job:b', 5000);
    expect(fresh).not.toBeNull();
    await stale!.release();
    await expect(acquireLease(noRedis, 'job:b', 5000)).resolves.toBeNull();
    await fresh!.release();
  });

  it('runs work once when called concurrently, and releases the lease when the work throws', async () => {
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        withLease(noRedis, 'job:c', 5000, async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 50));
        }),
      ),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(runs).toBe(1);
    await expect(withLease(noRedis, 'job:d', 5000, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(acquireLease(noRedis, 'job:d', 5000)).resolves.not.toBeNull();
  });
});

describe('sequences in the database', () => {
  it('hands out increasing numbers per stream, in batches', async () => {
    const source = new DatabaseSequence();
    expect(await source.current('x')).toBe(0);
    expect(await source.next('x')).toBe(1);
    expect(await source.next('x', 3)).toBe(4);
    const batcher = new SequenceBatcher(source, 'x');
    expect(await Promise.all([batcher.take(), batcher.take(), batcher.take()])).toEqual([5, 6, 7]);
    expect(await Promise.all(Array.from({ length: 10 }, () => source.next('y')))).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    expect(await source.current('x')).toBe(7);
  });
});
