import { eventually } from './eventually';

describe('eventually', () => {
  it('resolves with the first value the check returns once it holds', async () => {
    let calls = 0;
    const value = await eventually(() => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
      return calls;
    });
    expect(value).toBe(3);
  });

  it('keeps asking while the check returns false', async () => {
    let calls = 0;
    await expect(eventually(() => ++calls >= 2)).resolves.toBe(true);
  });

  it('rejects with the last failure once the time is up', async () => {
    await expect(
      eventually(
        () => {
          throw new Error('still wrong');
        },
        { timeoutMs: 50, intervalMs: 10 },
      ),
    ).rejects.toThrow('still wrong');
  });
});
