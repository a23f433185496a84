/**
 * Coalesces bursts: `schedule()` may be called for every fact, and `task` runs at most once per `intervalMs`
 * (`wait: 'rest'`: the first call of a quiet period waits out the rest of the interval since the last run;
 * `'whole'`: it waits a whole interval, so the facts right after it gather first). A call while `task` is running
 * schedules one more run after it, so the last fact of a burst is always covered. `task`'s failures go to
 * `onError`. Returns `schedule`.
 */
export function coalesce(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (err: unknown) => void,
  wait: 'rest' | 'whole' = 'rest',
): () => void {
  let timer: NodeJS.Timeout | null = null;
  let lastRun = 0;
  let running = false;
  let again = false;

  const run = async () => {
    timer = null;
    running = true;
    lastRun = Date.now();
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };

  const schedule = () => {
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void run(), wait === 'whole' ? intervalMs : Math.max(0, intervalMs - (Date.now() - lastRun)));
    timer.unref();
  };
  return schedule;
}
