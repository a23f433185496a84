/** Wall-clock milliseconds with sub-millisecond precision, comparable between the processes of one bench. */
export const wallClock = (): number => performance.timeOrigin + performance.now();
