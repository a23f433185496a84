import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startEmulator, startRedis, stopAll, track } from './harness';

const SCRIPT = join(ROOT, 'cluster', 'outboxNode.ts');
/** How long a node may take to print what the test waits for (a test must fail, never hang). */
const NODE_TIMEOUT_MS = 90_000;

/**
 * Runs cluster/outboxNode.ts in `mode`; resolves with its output once a line matches `until`, rejects if it exits or
 * times out first. Node itself runs the script (tsx as a loader, not the `tsx` launcher): SIGKILL sent to the launcher
 * would leave the real node process running, so the "killed" node lived on and held Jest open.
 */
function runNode(mode: string, env: Record<string, string>, until: RegExp): { child: ChildProcess; done: Promise<string> } {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode], {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', ...env },
    }),
  );
  const done = new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${mode} node printed no ${until} within ${NODE_TIMEOUT_MS} ms:\n${output}`)), NODE_TIMEOUT_MS);
    const settle = (err: Error | null) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(output);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) settle(null);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => settle(until.test(output) ? null : new Error(`${mode} node exited (${code ?? signal}):\n${output}`)));
  });
  return { child, done };
}

afterAll(() => stopAll());

const COMMITTED = /^committed (\S+) (\S+)$/m;

/** Runs a doomed node in `mode` until it prints `until`, SIGKILLs it there, and returns the user and ref it credited. */
async function doomed(mode: string, env: Record<string, string>, until: RegExp): Promise<{ userId: string; ref: string }> {
  const node = runNode(mode, env, until);
  const output = await node.done;
  node.child.kill('SIGKILL');
  const [, userId, ref] = COMMITTED.exec(output)!;
  return { userId: userId!, ref: ref! };
}

describe('the transactional outbox', () => {
  it('publishes, from a fresh node, the events of nodes killed after commit (before publish, before the staff line is stored, before the mark): each once, with one staff line each and a gap-free feed', async () => {
    const [{ uri }, redis] = await Promise.all([startEmulator(), startRedis()]);
    const env = { MONGODB_URI: uri, REDIS_URL: redis.url, DB_NAME: 'outbox-kill', JWT_SECRET: 'outbox-kill-test-secret-0123456789abcdef' };

    const killed = [
      await doomed('commit', env, COMMITTED), // committed, nothing published
      await doomed('feed', env, /^committed [\s\S]*^stopped$/m), // published, its staff line batched but not stored
      await doomed('mark', env, /^committed [\s\S]*^stopped$/m), // published, its staff line stored, the record not yet deleted
    ];

    // The killed nodes' leases run out (the relay node's clock is ahead of them), so the fresh node's relay claims them.
    const users = killed.map((k) => k.userId).join(',');
    const relay = runNode('relay', { ...env, CLOCK_OFFSET_MS: '60000', OUTBOX_TEST_USERS: users }, /^idle$/m);
    const output = await relay.done;
    relay.child.kill('SIGTERM');

    const staff = [...output.matchAll(/^staff (\d+) (\S+) (\S*)$/gm)].map(([, seq, kind, user]) => ({ seq: Number(seq), kind, user }));
    for (const { userId, ref } of killed) {
      expect(output.match(new RegExp(`^seen ${ref}$`, 'gm'))).toHaveLength(1);
      expect(staff.filter((l) => l.kind === 'grant' && l.user === userId)).toHaveLength(1);
    }
    expect(staff.map((l) => l.seq)).toEqual(staff.map((_, i) => i + 1));
  });
});
