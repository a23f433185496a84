/** UTC days: one leaderboard competition per day, reset at 00:00 UTC. Days are named 'YYYY-MM-DD'. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day containing `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 00:00 UTC at the start of `day`. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** 00:00 UTC of the following day (the reset that ends `day`). */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + DAY_MS);
}

/** The day before `day`. */
export function previousDay(day: string): string {
  return utcDay(new Date(dayStart(day).getTime() - DAY_MS));
}

/** The next 00:00 UTC strictly after `at`. */
export function nextMidnight(at: Date): Date {
  return dayEnd(utcDay(at));
}
