/**
 * Runs `fn` right after the browser's next paint (a frame, then a task), so work a render starts (snapshot and rate
 * requests, the schemas that check them) does not hold back the frame that shows that render. Returns a canceller.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
