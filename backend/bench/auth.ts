/**
 * `npm run bench:auth [-- --logins 200 --hashes 200]`
 *
 * Starts the whole app (in-memory emulator database, no front end), registers one user, then measures N
 * sequential `POST /api/login` calls over HTTP (p50/p99 ms) and, in the same run, N bare argon2 verifications
 * with the parameters the app uses. Prints both and the ratio login p50 / verify p50: how much the HTTP
 * round trip, validation, rate limiting, the database read and token signing add to the hash itself.
 * The rate limits are raised for the run (they would stop a benchmark after 50 logins).
 */
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { PASSWORD_HASH_OPTIONS, hashPassword } from '../src/auth/passwords';
import { startNovaServer } from '../src/server';
import { ratio } from './ratio';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function timeEach(n: number, run: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { logins: { type: 'string', default: '200' }, hashes: { type: 'string', default: '200' } } });
  const logins = Number(values.logins);
  const hashes = Number(values.hashes);
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DB_ENGINE: 'emulator',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'warn',
    AUTH_RATE_MAX_PER_IP: '1000000',
    AUTH_RATE_MAX_PER_ACCOUNT: '1000000',
  });
  const server = await startNovaServer({ config, logger: createLogger('error', 'bench'), staticDir: null });
  try {
    const credentials = { email: 'bench@nova.test', password: 'bench-password-1' };
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const registered = await post('/api/register', { username: 'bencher', ...credentials });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);

    const login = async () => {
      const res = await post('/api/login', credentials);
      if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const hash = await hashPassword(credentials.password);
    const verify = async () => {
      if (!(await argon2.verify(hash, credentials.password))) throw new Error('verify failed');
    };
    // Warm up both paths (JIT, connection pool, argon2 thread pool).
    for (let i = 0; i < 5; i++) {
      await login();
      await verify();
    }
    const loginTimes = await timeEach(logins, login);
    const verifyTimes = await timeEach(hashes, verify);

    const loginP50 = percentile(loginTimes, 50);
    const verifyP50 = percentile(verifyTimes, 50);
    const rows: Array<[string, string]> = [
      ['engine', `${server.ctx.database.engine} (in memory)`],
      [
        'argon2id parameters',
        `m=${PASSWORD_HASH_OPTIONS.memoryCost} KiB, t=${PASSWORD_HASH_OPTIONS.timeCost}, p=${PASSWORD_HASH_OPTIONS.parallelism}`,
      ],
      ['login over HTTP', `${logins} sequential POST /api/login`],
      ['  p50', ms(loginP50)],
      ['  p99', ms(percentile(loginTimes, 99))],
      ['argon2 verify alone', `${hashes} sequential argon2.verify`],
      ['  p50', ms(verifyP50)],
      ['  p99', ms(percentile(verifyTimes, 99))],
      ['ratio login p50 / verify p50', ratio('login p50 / verify p50', loginP50, verifyP50).toFixed(2)],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(30)} ${v}\n`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
