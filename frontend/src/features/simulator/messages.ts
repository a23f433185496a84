import type { SimulationRequest, SimulationResult } from './simulate';

/** Why a run failed, as the page words it ('unknown' shows the default 'Failed to calculate win probability'). */
export type SimulationFailure = 'webcrypto' | 'invalid-table' | 'worker' | 'unknown';

/** Main thread -> worker. Cancel terminates the worker instead (immediate, even mid-chunk). */
export type ToWorker = { type: 'start'; request: SimulationRequest };

/** Worker -> main thread. */
export type FromWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: SimulationResult }
  | { type: 'failed'; failure: SimulationFailure; detail: string };

/** The failure kind of an error thrown by a run. */
export function classifyFailure(error: unknown): SimulationFailure {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('WebCrypto')) return 'webcrypto';
  if (error instanceof RangeError) return 'invalid-table';
  return 'unknown';
}

/** What the page hears from a run, wherever it runs. */
export interface SimulationHandlers {
  progress(done: number, total: number): void;
  done(result: SimulationResult): void;
  failed(failure: SimulationFailure, detail: string): void;
}

/** A started run. */
export interface SimulationRun {
  cancel(): void;
}
