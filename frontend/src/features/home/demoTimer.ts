import { useCallback, useEffect, useRef, useState } from 'react';

/** How long each of the demo's five slides stays up, then it loops. */
export const DEMO_SLIDE_MS = [3000, 3000, 2500, 3000, 2500] as const;

/**
 * Auto-advancing, looping slides with pause and restart. Pausing keeps the time already spent on the slide, so
 * resuming finishes it rather than starting it over. `run` changes whenever a slide starts afresh (for progress
 * animations).
 */
export function useSlideshow(durations: readonly number[]) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [run, setRun] = useState(0);
  const left = useRef<{ key: string; ms: number } | null>(null);

  useEffect(() => {
    if (paused) return;
    const key = `${index}:${run}`;
    const ms = left.current?.key === key ? left.current.ms : (durations[index] ?? 0);
    const started = Date.now();
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      setIndex((index + 1) % durations.length);
    }, ms);
    return () => {
      clearTimeout(timer);
      left.current = fired ? null : { key, ms: Math.max(0, ms - (Date.now() - started)) };
    };
  }, [paused, index, run, durations]);

  const goTo = useCallback((i: number) => {
    setIndex(i);
    setRun((r) => r + 1);
  }, []);
  const restart = useCallback(() => {
    goTo(0);
    setPaused(false);
  }, [goTo]);
  const togglePause = useCallback(() => setPaused((p) => !p), []);
  return { index, paused, run, togglePause, restart, goTo };
}
