import { afterFirstPage } from '../../lib/afterFirstPage';

/** The details dialog and the opening's frame (dialog primitives, prize list): not part of the first load. */
export const loadBoxFlowDialogs = () => import('./BoxFlowDialogs');

/** The opening dialog's code (its own chunk: the reel, motion and confetti). */
export const loadOpeningDialog = () => import('../opening/OpeningDialog');

let requested = false;

/**
 * Fetches the box dialogs' chunks once, when the browser is idle after a page with boxes has shown, so the first
 * click on a box or on Open never waits for them.
 */
export function preloadBoxDialogs(): void {
  if (requested) return;
  requested = true;
  afterFirstPage(() => void Promise.all([loadBoxFlowDialogs(), loadOpeningDialog()]).catch(() => (requested = false)));
}
