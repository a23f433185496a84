/**
 * The one way a bench divides a measurement by its baseline. A run that measured nothing (no arrivals, no
 * operations, a timer that never started) shows up as NaN, Infinity or 0 on one side; instead of printing a
 * meaningless ratio, this throws, and every bench turns the throw into exit code 1.
 */
export function ratio(label: string, measured: number, baseline: number): number {
  for (const [side, value] of [
    ['measured', measured],
    ['baseline', baseline],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(
        `${label}: the ${side} side is ${value}, not a positive finite figure, so the run measured nothing; no ratio printed`,
      );
  }
  return measured / baseline;
}
