// One preparation step of `npm start` / `npm test` (install, compile, build) as a child process: says what it does,
// reports every half minute while it runs and prints its time, so a first start on a busy machine never looks stuck.
// A stop signal sent to this process alone (a process manager's SIGTERM) stops the step too. Node's standard library
// only: it runs before the dependencies may exist.
import { spawn } from 'node:child_process';

/** How often a running step says it is still running. */
const HEARTBEAT_MS = 30_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** `ms` for people: `850 ms`, `12.4 s`, `2 min 05 s`. */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Runs `command args` in `cwd` with inherited output after printing `title`, printing the time spent every half
 * minute. Resolves with the milliseconds it took; when it fails, this process exits with its status. A SIGINT, SIGTERM
 * or SIGHUP received meanwhile is passed on to it, and this process then ends by the same signal.
 */
export function runStep(title, command, args, { cwd, env = process.env } = {}) {
  console.log(`${title}...`);
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  const heartbeat = setInterval(() => console.log(`  ...${formatDuration(performance.now() - started)}`), HEARTBEAT_MS);
  let stopSignal = null;
  const forward = (signal) => {
    stopSignal = signal;
    child.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, forward);
  return new Promise((resolve) => {
    const finish = (code, signal) => {
      clearInterval(heartbeat);
      for (const s of STOP_SIGNALS) process.off(s, forward);
      if (stopSignal) process.kill(process.pid, stopSignal);
      else if (code === 0) resolve(performance.now() - started);
      else {
        console.error(`${title} failed (${signal ?? `exit code ${code}`}).`);
        process.exit(code || 1);
      }
    };
    child.on('error', (err) => {
      console.error(`${title}: ${err.message}`);
      finish(1, null);
    });
    child.on('exit', finish);
  });
}
