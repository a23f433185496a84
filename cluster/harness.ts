import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Processes for the cluster suite: a private redis-server, the standalone MongoDB emulator and backend nodes,
 * each on a free port, each killed by `stopAll()`. Node output is kept so tests can count log lines.
 */
export const ROOT = join(__dirname, '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const children: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves with the first match of `pattern` in the process's output; rejects if it exits or times out first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => done(new Error(`${what} did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) done(null, match);
    };
    const onExit = (code: number | null) => done(new Error(`${what} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    function done(err: Error | null, match?: RegExpMatchArray) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(match!);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Has `stopAll()` stop `child` too. */
export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

/** A private redis-server (no persistence) on a free port. */
export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' }),
  );
  await waitForOutput(child, /Ready to accept connections/i, 'redis-server', 15_000);
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

/** The standalone MongoDB emulator (`npm run db:emulator`), memory only, shared by every node. */
export async function startEmulator(): Promise<{ uri: string; process: ChildProcess }> {
  const port = await freePort();
  const child = track(
    spawn(TSX, ['emulator/src/cli.ts', '--port', String(port), '--log-level', 'warn'], {
      cwd: ROOT,
      stdio: 'pipe',
    }),
  );
  const [uri] = await waitForOutput(child, /^mongodb:\/\/\S+$/m, 'the emulator', 60_000);
  return { uri, process: child };
}

export interface NovaNode {
  url: string;
  process: ChildProcess;
  /** Everything the node logged so far. */
  log(): string;
}

/** A backend node (`backend/src/main.ts` under tsx) on a free port; resolves once it logs 'Nova is running at <url>'. */
export async function startNode(env: Record<string, string>): Promise<NovaNode> {
  const child = track(
    spawn(TSX, ['backend/src/main.ts'], {
      cwd: ROOT,
      stdio: 'pipe',
      // Staff sign in with a password alone here (STAFF_TWO_FACTOR=optional).
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'info',
        STAFF_TWO_FACTOR: 'optional',
        // Stops at once unless a test drains on purpose (cores.test.ts).
        DRAIN_SECONDS: '0',
        ...env,
      },
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [, url] = await waitForOutput(child, /Nova is running at (http:\/\/[^\s"]+)/, 'a backend node', 120_000);
  return { url: url!, process: child, log: () => output };
}

/** Stops every process started here (SIGTERM, then SIGKILL after 5 s). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
