// The simulator's Web Worker: a thin wrapper that runs `simulate` off the main thread and posts what happens.
import { classifyFailure, type FromWorker, type ToWorker } from './messages';
import { simulate } from './simulate';

/** The parts of a dedicated worker's global scope used here (the DOM typings describe a window instead). */
interface WorkerScope {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

/** Progress messages at most this often: enough for a smooth bar without flooding the main thread. */
const PROGRESS_EVERY_MS = 50;

scope.onmessage = (event) => void run(event.data);

async function run(message: ToWorker): Promise<void> {
  if (message.type !== 'start') return;
  let last = 0;
  try {
    const result = await simulate(message.request, {
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        post({ type: 'progress', done, total });
      },
    });
    if (result) post({ type: 'done', result }, [result.sessionValues.buffer]);
  } catch (error) {
    post({ type: 'failed', failure: classifyFailure(error), detail: error instanceof Error ? error.message : String(error) });
  }
}
