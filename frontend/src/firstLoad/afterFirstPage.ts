/** Deferred work; a task that returns a promise holds the next one back until it settles. */
type Task = () => unknown;

/** The longest deferred work waits for an idle moment once the first page is shown. */
const FIRST_PAGE_IDLE_TIMEOUT_MS = 500;
/** A task's promise holds the next task back this long at most (a request that never ends must not stop the rest). */
const TASK_WAIT_LIMIT_MS = 5000;

interface Entry {
  task: Task;
  rank: number;
  cancelled: boolean;
}

let shown = false;
let running = false;
const queue: Entry[] = [];

/** Runs `fn` once the browser is idle (or soon, where idle callbacks do not exist). Returns a canceller. */
function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 50);
  return () => window.clearTimeout(handle);
}

/** Starts the next waiting task at the browser's next idle moment, once the one before it has finished. */
function runNext(): void {
  if (!shown || running) return;
  let entry = queue.shift();
  while (entry?.cancelled) entry = queue.shift();
  if (!entry) return;
  const current = entry;
  running = true;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    running = false;
    runNext();
  };
  whenIdle(() => {
    if (current.cancelled) return done();
    let result: unknown;
    try {
      result = current.task();
    } catch {
      return done();
    }
    if (!isThenable(result)) return done();
    const limit = window.setTimeout(done, TASK_WAIT_LIMIT_MS);
    const settled = () => {
      window.clearTimeout(limit);
      done();
    };
    result.then(settled, settled);
  }, FIRST_PAGE_IDLE_TIMEOUT_MS);
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Runs `task` when the browser is idle after the first page has shown its content (`firstPageShown`). Work that the
 * first page does not need (the realtime layer, the other namespaces' texts, the widgets' code) waits for it, so it
 * neither competes with the page's own code, texts and data nor delays its paint. The tasks run one at a time, each
 * at the idle moment after the previous one (and its promise) finished: started together, the code they load was
 * evaluated in the same few tasks, each long enough to hold up a tap on a slow phone. Waiting tasks run by `rank`
 * (lower first; the unit's place in the first-load rule, see schedule.ts), then in the order they were asked for.
 * Returns a canceller.
 */
export function afterFirstPage(task: Task, options: { rank?: number } = {}): () => void {
  const entry: Entry = { task, rank: options.rank ?? 0, cancelled: false };
  const after = queue.findIndex((waiting) => waiting.rank > entry.rank);
  if (after === -1) queue.push(entry);
  else queue.splice(after, 0, entry);
  runNext();
  return () => {
    entry.cancelled = true;
  };
}

/** Marks the first page as shown (once): the deferred work starts when the browser is next idle. */
export function firstPageShown(): void {
  if (shown) return;
  shown = true;
  runNext();
}

/** Whether the first page has been shown (`firstPageShown`): false while the visit's first page is still loading. */
export function isFirstPageShown(): boolean {
  return shown;
}
