/** The opening dialog's code (its own chunk: the reel, motion and confetti). */
export const loadOpeningDialog = () => import('./OpeningDialog');

let requested = false;

/**
 * Fetches the opening dialog's chunk once, when the browser is idle after a page with boxes rendered, so the first
 * Open never waits for it.
 */
export function preloadOpeningDialog(): void {
  if (requested) return;
  requested = true;
  const load = () => void loadOpeningDialog().catch(() => (requested = false));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
