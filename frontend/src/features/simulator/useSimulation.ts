import { useCallback, useEffect, useRef, useState } from 'react';
import type { OddsPrize, SimulationSettings } from '@nova/protocol';
import type { SimulationFailure, SimulationRun } from './messages';
import { startSimulation } from './runner';
import type { SimulationResult } from './simulate';
import type { SimulatorBox } from './source';

/** What a finished run was run on, kept with its result (the admin may pick another box meanwhile). */
export interface SimulationRunInfo {
  box: SimulatorBox;
  settings: SimulationSettings;
  /** The table drawn from, in draw order. */
  table: OddsPrize[];
}

export type SimulationState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number; run: SimulationRunInfo }
  | { status: 'cancelled'; done: number; total: number; run: SimulationRunInfo }
  | { status: 'failed'; failure: SimulationFailure; run: SimulationRunInfo }
  | { status: 'done'; result: SimulationResult; run: SimulationRunInfo };

/**
 * One simulation at a time: `start` runs it (in the worker), `cancel` stops it. Reports from a run that was
 * cancelled or replaced are ignored; leaving the page cancels the run.
 */
export function useSimulation(onFailed: (failure: SimulationFailure) => void) {
  const [state, setState] = useState<SimulationState>({ status: 'idle' });
  const current = useRef<{ id: number; handle: SimulationRun } | null>(null);
  const nextId = useRef(0);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  const start = useCallback((run: SimulationRunInfo) => {
    current.current?.handle.cancel();
    const id = ++nextId.current;
    const mine = () => current.current?.id === id;
    const total = run.settings.openings;
    setState({ status: 'running', done: 0, total, run });
    const handle = startSimulation(
      { prizes: run.table, openings: total, sessionLength: run.settings.sessionLength },
      {
        progress: (done) => {
          if (mine()) setState({ status: 'running', done, total, run });
        },
        done: (result) => {
          if (!mine()) return;
          current.current = null;
          setState({ status: 'done', result, run });
        },
        failed: (failure) => {
          if (!mine()) return;
          current.current = null;
          setState({ status: 'failed', failure, run });
          failed.current(failure);
        },
      },
    );
    current.current = { id, handle };
  }, []);

  const cancel = useCallback(() => {
    const running = current.current;
    if (!running) return;
    current.current = null;
    running.handle.cancel();
    setState((s) => (s.status === 'running' ? { status: 'cancelled', done: s.done, total: s.total, run: s.run } : s));
  }, []);

  useEffect(() => () => current.current?.handle.cancel(), []);

  return { state, start, cancel };
}
