import type { FromWorker, SimulationHandlers, SimulationRun, ToWorker } from './messages';
import type { SimulationRequest } from './simulate';

/**
 * Starts a simulation in a Web Worker. Cancel terminates the worker at once. Jest has no Worker and cannot
 * parse `import.meta`: its resolver swaps this file for `test/simulatorRunner.ts`, which runs `simulate` in-process.
 */
export function startSimulation(request: SimulationRequest, handlers: SimulationHandlers): SimulationRun {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  let finished = false;
  const finish = () => {
    finished = true;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (finished) return;
    if (message.type === 'progress') return handlers.progress(message.done, message.total);
    finish();
    if (message.type === 'done') handlers.done(message.result);
    else handlers.failed(message.failure, message.detail);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (finished) return;
    finish();
    handlers.failed('worker', event.message);
  };
  worker.postMessage({ type: 'start', request } satisfies ToWorker);
  return { cancel: finish };
}
