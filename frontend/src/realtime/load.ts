import { nextTask } from '../lib/nextTask';

/**
 * Loads the realtime layer (`start.ts`) in steps, each evaluated in its own task: zod, socket.io-client, then the
 * rest; `start.ts` then imports each domain's handlers in a task of its own (`handlers/index.ts`). Evaluated at once
 * they made one long task that blocked input for a few hundred milliseconds on a slow phone; in steps, none is long.
 */
export async function loadRealtime(): Promise<typeof import('./start')> {
  await import('./lazySchemas');
  await nextTask();
  await import('socket.io-client');
  await nextTask();
  return import('./start');
}
