/** Resolves in a new task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the realtime layer (`start.ts`) in three steps, each evaluated in its own task: zod, socket.io-client, then
 * the handlers with the protocol's schemas. Evaluated at once they made one long task that blocked input for a few
 * hundred milliseconds on a slow phone; in steps, none is long.
 */
export async function loadRealtime(): Promise<typeof import('./start')> {
  await import('./lazySchemas');
  await nextTask();
  await import('socket.io-client');
  await nextTask();
  return import('./start');
}
