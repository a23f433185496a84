import { whenDue } from '../../firstLoad/schedule';

/** The details dialog and the opening's frame (dialog primitives, prize list): not part of the first load. */
export const loadBoxFlowDialogs = () => import('./BoxFlowDialogs');

let requested = false;

/**
 * Fetches the box dialogs' chunks once, when the first-load rule says (`boxDialogs`: at the visitor's first activity
 * on a page with boxes: a pointer moving, a touch, a key), so the first click on a box or on Open rarely waits for
 * them, and a page load that is only looked at does not evaluate them (motion, forms and schemas: the longest tasks
 * after a page's first paint on a slow phone). A click that still comes first shows a spinner while they arrive. The
 * opening dialog is its own chunk (the reel, motion and confetti), which `BoxFlowDialogs` shows lazily; it is fetched
 * here beside it rather than after it.
 */
export function preloadBoxDialogs(): void {
  if (requested) return;
  requested = true;
  whenDue('boxDialogs', () => Promise.all([loadBoxFlowDialogs(), import('../opening/OpeningDialog')]).catch(() => (requested = false)));
}
