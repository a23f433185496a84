import { afterFirstPage } from '../../lib/afterFirstPage';

/** The opening dialog's code (its own chunk: the reel, motion and confetti). */
export const loadOpeningDialog = () => import('./OpeningDialog');

let requested = false;

/**
 * Fetches the opening dialog's chunk once, when the browser is idle after a page with boxes has shown, so the first
 * Open never waits for it.
 */
export function preloadOpeningDialog(): void {
  if (requested) return;
  requested = true;
  const load = () => void loadOpeningDialog().catch(() => (requested = false));
  afterFirstPage(load);
}
