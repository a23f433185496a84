/**
 * The server of `bench:system`, run as `npm start` runs it: the compiled server (`backend/dist/main.js`) in a process of
 * its own with NODE_ENV=production and the embedded database engine in memory. Its CPU time and memory are read from
 * /proc, so the app needs no hook of its own for the bench.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Compiles protocol, emulator and backend of the checkout at `root` as `npm start` does (only what changed; no type check). */
export function compileServer(root = ROOT): void {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'backend', '--noCheck'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`compiling the server failed (exit ${result.status})`);
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface ServerProcess {
  url: string;
  pid: number;
  /** User + system CPU time the server process has used so far, in microseconds (10 ms resolution). */
  cpuMicros(): number;
  /** Resident memory now and its peak so far, in MiB. */
  memory(): { rssMiB: number; peakMiB: number };
  stop(): Promise<void>;
}

/**
 * Starts the built server of the checkout at `root` with `env` on top of this process's environment; resolves once it
 * prints its URL.
 */
export async function startServer(env: Record<string, string>, nodeFlags: string[] = [], root = ROOT): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeFlags, join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 120 s:\n${output.slice(-2000)}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Nova is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(match[1]!);
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
  // Keep reading (a full pipe would block the server); warnings and errors are shown if the run fails.
  child.stdout.on('data', () => undefined);
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const pid = child.pid!;
  return {
    url,
    pid,
    cpuMicros: () => {
      // Fields after the command name (which sits in parentheses and may hold spaces): utime and stime are 14 and 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
    },
    memory: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
      return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
    },
    stop: () => stopChild(child),
  };
}

/** SIGTERM (the server's clean stop, which also writes a --cpu-prof profile), SIGKILL after 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
