import { useSyncExternalStore } from 'react';

// One listener and one answer for the whole page: the floating support button's look-alike and the widget that
// replaces it read the same state, so a scroll during the swap is not lost.
let down = false;
let last = 0;
const listeners = new Set<() => void>();

function onScroll(): void {
  const y = window.scrollY;
  if (Math.abs(y - last) < 8) return;
  const next = y > last && y > 80;
  last = y;
  if (next === down) return;
  down = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    last = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/**
 * True while the page is being scrolled down (past the first screenful): a floating button then steps aside on
 * phones, where it would sit on top of what the player is reading (card prices); scrolling up brings it back.
 */
export function useScrollingDown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => down,
    () => false,
  );
}
