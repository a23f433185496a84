import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ratio } from '../bench/ratio';

/**
 * Every bench, run on a tiny configuration: it must exit 0 and every figure it prints must be finite. This does
 * not judge performance (tiny runs on a shared machine say nothing; openings and fanout get --figures-only);
 * it proves each bench still measures something and prints no NaN or Infinity, and that a ratio with a side
 * that measured nothing is refused (bench/ratio.ts).
 */
const BACKEND = join(__dirname, '..');
const ROOT = join(BACKEND, '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** As `npm run bench:*` would run them: without the test run's database or NODE_ENV. */
const benchEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !['NODE_ENV', 'MONGODB_URI', 'DB_ENGINE', 'LOG_LEVEL'].includes(key)),
);

function bench(file: string, args: string[], nodeFlags: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join('bench', file), ...args], {
      cwd: BACKEND,
      env: benchEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The simulator bench serves the built front end; it builds one itself only when there is none yet. The system bench
 * runs the compiled server, compiling what changed first (nothing, after `npm test`'s own compile).
 */
const builtFrontEnd = existsSync(join(ROOT, 'frontend', 'dist', 'index.html'));

const BENCHES: Array<{ name: string; file: string; args: string[]; nodeFlags?: string[]; ratios: number }> = [
  { name: 'auth', file: 'auth.ts', args: ['--logins', '3', '--hashes', '3'], ratios: 1 },
  { name: 'db', file: 'db.ts', args: ['--docs', '200', '--ops', '100'], ratios: 1 },
  { name: 'draw', file: 'draw.ts', args: ['--draws', '1000', '--rounds', '2', '--chunk', '100'], ratios: 5 },
  { name: 'openings', file: 'openings.ts', args: ['--ops', '20', '--concurrency', '2', '--rounds', '2', '--figures-only'], ratios: 2 },
  {
    name: 'fanout',
    file: 'fanout.ts',
    args: ['--sizes', '250', '--seconds', '0.5', '--rate', '20000', '--figures-only'],
    nodeFlags: ['--expose-gc'],
    ratios: 2,
  },
  { name: 'battles', file: 'battles.ts', args: ['--battles', '4', '--spectators', '3', '--rounds', '2', '--figures-only'], ratios: 3 },
  {
    name: 'system',
    file: 'system.ts',
    args: ['--watchers', '6', '--players', '2', '--seconds', '1', '--warmup', '0.5', '--watcher-procs', '1', '--figures-only'],
    ratios: 1,
  },
  {
    name: 'simulator',
    file: 'simulator.ts',
    args: ['--openings', '2000', '--baseline', '2000', ...(builtFrontEnd ? ['--skip-build'] : [])],
    ratios: 1,
  },
];

/** Numbers as printed (with thousands separators), plus every NaN or Infinity. */
const figures = (text: string): string[] => text.match(/-?Infinity|NaN|-?\d[\d,]*(\.\d+)?/g) ?? [];

// All at once: most of each run is start-up and waiting, and the whole file stays near a minute under load.
let runs: Map<string, Run>;
beforeAll(async () => {
  const done = await Promise.all(BENCHES.map(async (b) => [b.name, await bench(b.file, b.args, b.nodeFlags)] as const));
  runs = new Map(done);
}, 240_000);

describe.each(BENCHES)('bench:$name on a tiny configuration', ({ name, ratios }) => {
  it('exits 0 and prints only finite figures, ratios included', () => {
    const run = runs.get(name)!;
    expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).not.toMatch(/NaN|Infinity/);
    expect(figures(run.stdout).every((f) => Number.isFinite(Number(f.replace(/,/g, ''))))).toBe(true);
    const ratioLines = run.stdout.split('\n').filter((line) => /ratio/i.test(line));
    expect(ratioLines.length).toBeGreaterThanOrEqual(ratios);
  });
});

describe('the ratio guard', () => {
  it('refuses a side that measured nothing, and divides when both did', () => {
    expect(ratio('x', 3, 2)).toBe(1.5);
    for (const [measured, baseline] of [
      [Infinity, 1],
      [1, Infinity],
      [NaN, 1],
      [1, 0],
      [0, 1],
      [-1, 1],
    ])
      expect(() => ratio('p99 socket.io / ws', measured!, baseline!)).toThrow(/measured nothing/);
  });
});
