import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkedRequest } from '../test/answers';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function runMain(env: Record<string, string>) {
  const child = spawn(TSX, [join(__dirname, 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: ':memory:', DB_ENGINE: 'emulator', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('process lifecycle', () => {
  it('exits at once naming every bad variable', async () => {
    const run = runMain({ PORT: 'abc', DB_ENGINE: 'oracle' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT: must be a number/);
    expect(run.output()).toMatch(/DB_ENGINE/);
  }, 30_000);

  it('starts, prints its URL, and stops cleanly within a few seconds of SIGTERM', async () => {
    const run = runMain({ PORT: '0' });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /^Nova is running at (http:\/\/\S+)$/m.exec(run.output());
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 100);
      void run.exited.then(() => reject(new Error(`exited early:\n${run.output()}`)));
    });
    await checkedRequest(url).get('/api/health').expect(200);
    // Not a terminal: the logs are JSON lines, and the one plain line comes after start-up's last log line.
    const lines = run.output().trimEnd().split('\n');
    const plain = lines.filter((line) => !line.startsWith('{'));
    expect(plain).toEqual([`Nova is running at ${url}`]);
    expect(lines.indexOf(plain[0]!)).toBeGreaterThan(lines.findIndex((line) => line.includes('"msg":"Nova is ready"')));
    for (const line of lines.filter((l) => l.startsWith('{'))) expect(() => JSON.parse(line)).not.toThrow();
    const started = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);
});
