import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startEmulator, stopAll, track } from './harness';

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

describe('the transactional outbox', () => {
  it('publishes, from a fresh node, the events of a node killed between commit and publish: once, with a gap-free staff feed', async () => {
    const { uri } = await startEmulator();
    const env = { MONGODB_URI: uri, DB_NAME: 'outbox-kill', JWT_SECRET: 'outbox-kill-test-secret-0123456789abcdef' };

    const committer = runNode('commit', env, /^committed (\S+) (\S+)$/m);
    const committed = await committer.done;
    committer.child.kill('SIGKILL');
    const [, userId, ref] = /^committed (\S+) (\S+)$/m.exec(committed)!;

    // The killed node's lease runs out (the relay node's clock is ahead of it), so the fresh node's relay claims it.
    const relay = runNode('relay', { ...env, CLOCK_OFFSET_MS: '60000', OUTBOX_TEST_USER: userId! }, /^idle$/m);
    const output = await relay.done;
    relay.child.kill('SIGTERM');

    expect(output.match(new RegExp(`^seen ${ref}$`, 'gm'))).toHaveLength(1);
    const staff = [...output.matchAll(/^staff (\d+) (\S+) (\S*)$/gm)].map(([, seq, kind, user]) => ({ seq: Number(seq), kind, user }));
    expect(staff).toContainEqual(expect.objectContaining({ kind: 'grant', user: userId }));
    expect(staff.map((l) => l.seq)).toEqual(staff.map((_, i) => staff[0]!.seq + i));
  });
});
