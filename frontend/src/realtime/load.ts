/** Resolves in a new task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each domain's socket handlers with the store they write and the protocol schemas they validate facts with, one
 * module per step: `start.ts` imports them all, so imported first they are evaluated when it is. Every module
 * `handlers/index.ts` imports is listed here (`load.test.ts`).
 */
const HANDLER_STEPS = [
  () => import('./handlers/balance'),
  () => import('./handlers/activity'),
  () => import('./handlers/winners'),
  () => import('./handlers/leaderboard'),
  () => import('./handlers/presence'),
  () => import('./handlers/reviews'),
  () => import('./handlers/stats'),
  () => import('./handlers/staff'),
  () => import('./handlers/overview'),
  () => import('./handlers/purchases'),
  () => import('./handlers/affiliates'),
  () => import('./handlers/battles'),
  () => import('./handlers/catalog'),
];

/**
 * Loads the realtime layer (`start.ts`) in steps, each evaluated in its own task: zod, socket.io-client, each domain's
 * handlers, then the rest. Evaluated at once they made one long task that blocked input for a few hundred
 * milliseconds on a slow phone; in steps, none is long.
 */
export async function loadRealtime(): Promise<typeof import('./start')> {
  const steps: (() => Promise<unknown>)[] = [() => import('./lazySchemas'), () => import('socket.io-client'), ...HANDLER_STEPS];
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return import('./start');
}
