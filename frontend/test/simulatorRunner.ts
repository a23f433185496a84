// Jest stand-in for src/features/simulator/runner.ts: jsdom has no Web Worker, so the run happens in-process
// through the same `simulate` module the worker wraps, with the same handlers and cancel.
import { classifyFailure, type SimulationHandlers, type SimulationRun } from '../src/features/simulator/messages';
import { simulate, type SimulationRequest } from '../src/features/simulator/simulate';

export function startSimulation(request: SimulationRequest, handlers: SimulationHandlers): SimulationRun {
  const controller = new AbortController();
  simulate(request, { signal: controller.signal, onProgress: handlers.progress }).then(
    (result) => {
      if (result) handlers.done(result);
    },
    (error: unknown) => handlers.failed(classifyFailure(error), error instanceof Error ? error.message : String(error)),
  );
  return { cancel: () => controller.abort() };
}
