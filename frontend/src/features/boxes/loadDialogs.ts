import { onFirstInteraction } from '../../lib/onFirstInteraction';

/** The details dialog and the opening's frame (dialog primitives, prize list): not part of the first load. */
export const loadBoxFlowDialogs = () => import('./BoxFlowDialogs');

/** The opening dialog's code (its own chunk: the reel, motion and confetti). */
export const loadOpeningDialog = () => import('../opening/OpeningDialog');

let requested = false;

/**
 * Fetches the box dialogs' chunks once, at the visitor's first activity on a page with boxes (a pointer moving, a
 * touch, a key), so the first click on a box or on Open rarely waits for them, and a page load that is only looked at
 * does not evaluate them (motion, forms and schemas: the longest tasks after a page's first paint on a slow phone). A
 * click that still comes first shows a spinner while they arrive.
 */
export function preloadBoxDialogs(): void {
  if (requested) return;
  requested = true;
  onFirstInteraction(() => void Promise.all([loadBoxFlowDialogs(), loadOpeningDialog()]).catch(() => (requested = false)));
}
