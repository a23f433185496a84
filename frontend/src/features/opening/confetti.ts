import { TIMINGS } from '@nova/protocol';

/** Bursts the pieces are spread over, evenly across the duration, alternating from both sides. */
const BURSTS = 10;
const COLORS = ['#8b5cf6', '#c4b5fd', '#ec4899', '#fbbf24', '#34d399', '#ffffff'];

/** A full-window canvas above the dialogs that lets clicks through. */
function overlayCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'confetti';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '60' });
  document.body.appendChild(canvas);
  return canvas;
}

/**
 * Celebrates a win with canvas-confetti (loaded on demand): `pieces` pieces in total, spread over `durationMs`
 * (5 s, 100 pieces), launched from both lower corners above the dialog. It draws on its own canvas
 * without a worker (the Content Security Policy allows no blob: workers) and skips itself under
 * `prefers-reduced-motion`. Returns a function that stops it and removes the canvas.
 */
export function celebrate(durationMs: number = TIMINGS.confettiMs, pieces: number = TIMINGS.confettiPieces): () => void {
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let canvas: HTMLCanvasElement | null = null;
  let reset: (() => void) | null = null;
  void import('canvas-confetti')
    .then(({ default: confettiModule }) => {
      if (stopped) return;
      canvas = overlayCanvas();
      const confetti = confettiModule.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
      reset = () => confetti.reset();
      const per = Math.floor(pieces / BURSTS);
      const gap = durationMs / BURSTS;
      for (let i = 0; i < BURSTS; i += 1) {
        const count = i === BURSTS - 1 ? pieces - per * (BURSTS - 1) : per;
        const fromStart = i % 2 === 0;
        timers.push(
          setTimeout(() => {
            if (stopped) return;
            void confetti({
              particleCount: count,
              angle: fromStart ? 60 : 120,
              spread: 70,
              startVelocity: 55,
              origin: { x: fromStart ? 0.1 : 0.9, y: 0.75 },
              colors: COLORS,
            });
          }, i * gap),
        );
      }
      timers.push(
        setTimeout(() => {
          confetti.reset();
          canvas?.remove();
        }, durationMs + 2500),
      );
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    timers.forEach(clearTimeout);
    reset?.();
    canvas?.remove();
  };
}
