/** The `p`th percentile of `sorted` (ascending); NaN when it is empty, so a run that measured nothing cannot pass for one. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
