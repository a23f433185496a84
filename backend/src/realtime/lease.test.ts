import { useTestDatabase } from '../../test/database';
import { acquireLease, withLease } from './lease';
import { LocalSequence, SequenceBatcher } from './sequence';

useTestDatabase();
const noRedis = { redis: null };

/**
 * Moves the wall clock (`Date`, which leases and sequences read) forward by `ms` at once. Only `Date` is faked:
 * the database driver keeps its real timers.
 */
function moveWallClock(ms: number): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(Date.now() + ms);
}
afterEach(() => jest.useRealTimers());

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
    // The stale lease lasts long enough that a loaded machine cannot let it lapse on its own; the clock moves past it.
    const stale = await acquireLease(noRedis, 'job:b', 5000);
    await expect(acquireLease(noRedis, 'job:b', 5000)).resolves.toBeNull();
    moveWallClock(10_000);
    const fresh = await acquireLease(noRedis, 'job:b', 5000);
    expect(fresh).not.toBeNull();
    await stale!.release();
    await expect(acquireLease(noRedis, 'job:b', 5000)).resolves.toBeNull();
    await fresh!.release();
  });

  it('runs work once when called concurrently, and releases the lease when the work throws', async () => {
    let runs = 0;
    // The work holds the lease until both other callers have been turned away.
    let turnedAway = 0;
    let finish!: () => void;
    const othersDone = new Promise<void>((resolve) => (finish = resolve));
    const results = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const result = await withLease(noRedis, 'job:c', 5000, async () => {
          runs += 1;
          await othersDone;
        });
        if (!result.ran && ++turnedAway === 2) finish();
        return result;
      }),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(runs).toBe(1);
    await expect(withLease(noRedis, 'job:d', 5000, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(acquireLease(noRedis, 'job:d', 5000)).resolves.not.toBeNull();
  });
});

describe('sequences of one node (no Redis)', () => {
  it('hands out increasing numbers per stream, in batches, above the wall clock', async () => {
    const source = new LocalSequence();
    expect(await source.current('x')).toBe(0);
    const before = Date.now() * 1000;
    const first = await source.next('x');
    expect(first).toBeGreaterThanOrEqual(before);
    // A batch of 3 reserves last-2..last, all above `first` (contiguous with it only while the clock stands still).
    const last = await source.next('x', 3);
    expect(last - 2).toBeGreaterThan(first);
    const batcher = new SequenceBatcher(source, 'x');
    const taken = await Promise.all([batcher.take(), batcher.take(), batcher.take()]);
    expect(taken[1]).toBe(taken[0]! + 1);
    expect(taken[2]).toBe(taken[1]! + 1);
    expect(taken[0]).toBeGreaterThan(last);
    expect(await source.current('x')).toBe(taken[2]);
    // A restarted node (a new source, some time later) continues above every number the old one handed out.
    moveWallClock(5);
    const restarted = new LocalSequence();
    expect(await restarted.next('x')).toBeGreaterThan(taken[2]!);
  });
});
