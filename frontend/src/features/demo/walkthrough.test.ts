import { createWalkthroughStore, goTo, initialWalkthrough, pause, play, progressPercent, settle } from './walkthrough';

const DURATIONS = [2000, 3000, 2000, 4000, 3000, 2000] as const;

describe('walkthrough transitions (pure)', () => {
  it('carries time over step boundaries and stops at the end', () => {
    const start = initialWalkthrough(true, 0);
    expect(settle(start, DURATIONS, 1999).index).toBe(0);
    const second = settle(start, DURATIONS, 2500);
    expect(second.index).toBe(1);
    expect(progressPercent(second, DURATIONS, 2500)).toBeCloseTo((500 / 3000) * 100);
    const end = settle(start, DURATIONS, 60_000);
    expect(end).toMatchObject({ index: 5, playing: false, done: true });
    expect(progressPercent(end, DURATIONS, 90_000)).toBe(100);
  });

  it('pauses with the time spent, plays on from it, and restarts after the end', () => {
    const paused = pause(initialWalkthrough(true, 0), DURATIONS, 1500);
    expect(paused).toMatchObject({ index: 0, playing: false, spent: 1500 });
    expect(progressPercent(paused, DURATIONS, 99_000)).toBe(75);
    const resumed = play(paused, 10_000);
    expect(settle(resumed, DURATIONS, 10_499).index).toBe(0);
    expect(settle(resumed, DURATIONS, 10_500).index).toBe(1);
    const done = settle(resumed, DURATIONS, 99_000);
    expect(play(done, 100_000)).toMatchObject({ index: 0, playing: true, spent: 0, done: false });
  });

  it('jumps to a step from its start, clamped to the steps there are', () => {
    const s = goTo(initialWalkthrough(false, 0), 3, DURATIONS, 50);
    expect(s).toMatchObject({ index: 3, playing: false, spent: 0 });
    expect(goTo(s, 9, DURATIONS, 50).index).toBe(5);
    expect(goTo(s, -2, DURATIONS, 50).index).toBe(0);
  });
});

describe('walkthrough store (timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const started = (autoplay = true) => {
    const store = createWalkthroughStore(DURATIONS, { autoplay });
    store.getState().start();
    return store;
  };

  it("advances when each step's duration elapses and stops at the end", () => {
    const store = started();
    const seen: number[] = [store.getState().index];
    for (const ms of DURATIONS) {
      jest.advanceTimersByTime(ms - 1);
      expect(store.getState().index).toBe(seen.at(-1));
      jest.advanceTimersByTime(1);
      seen.push(store.getState().index);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 5]);
    expect(store.getState()).toMatchObject({ playing: false, done: true });
    jest.advanceTimersByTime(60_000);
    expect(store.getState().index).toBe(5);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('pause keeps the step and its remaining time', () => {
    const store = started();
    jest.advanceTimersByTime(2000 + 1000); // step 2, 1 s of 3 s spent
    store.getState().pause();
    expect(store.getState()).toMatchObject({ index: 1, playing: false, spent: 1000 });
    jest.advanceTimersByTime(30_000);
    expect(store.getState().index).toBe(1);
    expect(progressPercent(store.getState(), DURATIONS, Date.now())).toBeCloseTo(100 / 3);
    store.getState().play();
    jest.advanceTimersByTime(1999);
    expect(store.getState().index).toBe(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().index).toBe(2);
  });

  it('Reset returns to step 1, paused, with no progress', () => {
    const store = started();
    jest.advanceTimersByTime(8000);
    expect(store.getState().index).toBe(3);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ index: 0, playing: false, spent: 0, done: false });
    jest.advanceTimersByTime(10_000);
    expect(store.getState().index).toBe(0);
    store.getState().play();
    jest.advanceTimersByTime(2000);
    expect(store.getState().index).toBe(1);
  });

  it('jumping to a step while playing restarts that step; stop() freezes the timer', () => {
    const store = started();
    jest.advanceTimersByTime(1500);
    store.getState().goTo(4);
    jest.advanceTimersByTime(2999);
    expect(store.getState().index).toBe(4);
    jest.advanceTimersByTime(1);
    expect(store.getState().index).toBe(5);
    store.getState().stop();
    jest.advanceTimersByTime(10_000);
    expect(store.getState()).toMatchObject({ index: 5, playing: true });
    store.getState().start();
    jest.advanceTimersByTime(2000);
    expect(store.getState()).toMatchObject({ index: 5, done: true });
  });

  it('waits for Play when not autoplaying', () => {
    const store = started(false);
    jest.advanceTimersByTime(10_000);
    expect(store.getState()).toMatchObject({ index: 0, playing: false });
  });
});
