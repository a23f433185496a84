/** The time source. Tests replace it to move the clock (leaderboard resets, cooldowns). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
/** The system clock shifted by `offsetMs` (CLOCK_OFFSET_MS, tests of the daily reset across processes). */
export const offsetClock = (offsetMs: number): Clock => (offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) });
