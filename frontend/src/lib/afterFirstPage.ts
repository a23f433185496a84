type Task = () => void;

/** The longest deferred work waits for an idle moment once the first page is shown. */
const FIRST_PAGE_IDLE_TIMEOUT_MS = 500;

let shown = false;
const waiting: Task[] = [];

/** Runs `fn` once the browser is idle (or soon, where idle callbacks do not exist). Returns a canceller. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 50);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` when the browser is idle after the first page has shown its content (`firstPageShown`). Work that the
 * first page does not need (the realtime layer, the other namespaces' texts, the shell widgets' code, the opening
 * dialog) waits for it, so it neither competes with the page's own code, texts and data nor delays its paint.
 * Returns a canceller.
 */
export function afterFirstPage(task: Task): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  // At most half a second after the page: pages whose data comes over the socket (feeds) wait for the realtime layer.
  const run = () => {
    if (!cancelled) cancelIdle = whenIdle(() => !cancelled && task(), FIRST_PAGE_IDLE_TIMEOUT_MS);
  };
  if (shown) run();
  else waiting.push(run);
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}

/** Marks the first page as shown (once): the deferred work starts when the browser is next idle. */
export function firstPageShown(): void {
  if (shown) return;
  shown = true;
  waiting.splice(0).forEach((run) => run());
}
