import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The demo walkthrough's state machine: a step index, playing or paused, and the time spent on the
 * current step (from which its progress percent follows). A step advances when its duration elapses; the last
 * one stops the walkthrough instead of looping; Reset returns to step 1, paused.
 *
 * The transitions are pure functions of the state and the current time; `createWalkthroughStore` runs them on
 * timers for the page.
 */
export interface WalkthroughState {
  /** 0-based step index. */
  index: number;
  playing: boolean;
  /** Milliseconds spent on the current step up to `since` (or in total, while paused). */
  spent: number;
  /** When the current playing stretch began (epoch ms); null while paused. */
  since: number | null;
  /** The last step ran its full duration. */
  done: boolean;
}

export const initialWalkthrough = (playing: boolean, now: number): WalkthroughState => ({
  index: 0,
  playing,
  spent: 0,
  since: playing ? now : null,
  done: false,
});

/** Time spent on the current step at `now`. */
export const elapsedOf = (s: WalkthroughState, now: number): number => s.spent + (s.since === null ? 0 : Math.max(0, now - s.since));

/** The current step's progress at `now`, 0-100. */
export function progressPercent(s: WalkthroughState, durations: readonly number[], now: number): number {
  const duration = durations[s.index] ?? 1;
  return Math.min(100, (elapsedOf(s, now) / duration) * 100);
}

/** Milliseconds until the current step's duration elapses. */
export const remainingMs = (s: WalkthroughState, durations: readonly number[], now: number): number =>
  Math.max(0, (durations[s.index] ?? 0) - elapsedOf(s, now));

/** Moves past every step whose duration has elapsed by `now`; at the end of the last step it stops. */
export function settle(s: WalkthroughState, durations: readonly number[], now: number): WalkthroughState {
  if (!s.playing) return s;
  let index = s.index;
  let spent = elapsedOf(s, now);
  for (;;) {
    const duration = durations[index] ?? 0;
    if (spent < duration) return { index, playing: true, spent: 0, since: now - spent, done: false };
    if (index >= durations.length - 1) return { index, playing: false, spent: duration, since: null, done: true };
    spent -= duration;
    index += 1;
  }
}

/** Play: resumes with the time left on the step; after the end, starts over from step 1. */
export function play(s: WalkthroughState, now: number): WalkthroughState {
  if (s.done) return initialWalkthrough(true, now);
  if (s.playing) return s;
  return { ...s, playing: true, since: now };
}

/** Pause: keeps the step and the time already spent on it. */
export function pause(s: WalkthroughState, durations: readonly number[], now: number): WalkthroughState {
  const settled = settle(s, durations, now);
  if (!settled.playing) return settled;
  return { ...settled, playing: false, spent: elapsedOf(settled, now), since: null };
}

/** Reset: step 1, nothing spent, paused (the visitor presses Play to watch again). */
export const reset = (now: number): WalkthroughState => initialWalkthrough(false, now);

/** Jumps to a step from its start, keeping playing or paused. */
export function goTo(s: WalkthroughState, index: number, durations: readonly number[], now: number): WalkthroughState {
  const clamped = Math.min(Math.max(0, Math.trunc(index)), durations.length - 1);
  return { index: clamped, playing: s.playing, spent: 0, since: s.playing ? now : null, done: false };
}

export interface WalkthroughStore extends WalkthroughState {
  play(): void;
  pause(): void;
  reset(): void;
  goTo(index: number): void;
  /** Starts the timer that advances steps (call on mount). */
  start(): void;
  /** Stops that timer (call on unmount); the state is kept. */
  stop(): void;
}

/**
 * A store running the walkthrough on `setTimeout`: one timer for the current step's remaining time, re-armed
 * after every change. Uses `Date.now()`, so Jest's modern fake timers drive it.
 */
export function createWalkthroughStore(durations: readonly number[], options: { autoplay: boolean }): StoreApi<WalkthroughStore> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const store = createStore<WalkthroughStore>()((set, get) => {
    const state = (): WalkthroughState => {
      const { index, playing, spent, since, done } = get();
      return { index, playing, spent, since, done };
    };
    const arm = () => {
      clearTimeout(timer);
      timer = undefined;
      const s = get();
      if (!running || !s.playing) return;
      timer = setTimeout(
        () => {
          set(settle(state(), durations, Date.now()));
          arm();
        },
        remainingMs(s, durations, Date.now()),
      );
    };
    const apply = (next: WalkthroughState) => {
      set(next);
      arm();
    };
    return {
      ...initialWalkthrough(options.autoplay, Date.now()),
      play: () => apply(play(settle(state(), durations, Date.now()), Date.now())),
      pause: () => apply(pause(state(), durations, Date.now())),
      reset: () => apply(reset(Date.now())),
      goTo: (index) => apply(goTo(state(), index, durations, Date.now())),
      start: () => {
        running = true;
        // Time spent unmounted does not count: resume from where the step was.
        const s = state();
        apply(s.playing ? { ...s, spent: elapsedOf(s, Date.now()), since: Date.now() } : s);
      },
      stop: () => {
        const s = state();
        running = false;
        apply(s.playing ? { ...s, spent: elapsedOf(s, Date.now()), since: null } : s);
      },
    };
  });
  return store;
}
