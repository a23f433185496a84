/** What counts as the visitor being active on the page: a pointer moving or pressed, a touch, a key, the wheel. */
const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `fn` once, at the visitor's first sign of activity on the page. For code a page needs only when used (the box
 * dialogs): loaded while the page is still loading, its evaluation competes with the page's own work on a slow phone,
 * and a visitor who never touches the page never pays for it. A press is itself activity, so the code is on its way
 * before the click that needs it. Returns a canceller.
 */
export function onFirstInteraction(fn: () => void): () => void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const stop = () => ACTIVITY.forEach((type) => window.removeEventListener(type, run, options));
  function run() {
    if (done) return;
    done = true;
    stop();
    fn();
  }
  ACTIVITY.forEach((type) => window.addEventListener(type, run, options));
  return () => {
    done = true;
    stop();
  };
}
