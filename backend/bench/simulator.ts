/**
 * `npm run bench:simulator [-- --openings 1000000 --baseline 200000 --skip-build]`
 *
 * Runs the real Game Simulator page in Debian Chromium (playwright-core, /usr/bin/chromium, headless) against
 * the built app (the front end is built first unless --skip-build) with an in-memory emulator database and the
 * seed catalog: an admin opens /simulator, asks for 1,000,000 openings of the first box and waits for the
 * results. Prints the wall time from the click to the results and the page's own figure, and, in the same
 * page, a baseline: bare WebCrypto HMAC-SHA256 `sign` calls over the same kind of messages in the same
 * chunks, without hex, table walk, worker or rendering. The ratio is simulator draws/s over bare draws/s.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { startNovaServer } from '../src/server';
import { ratio } from './ratio';

const ROOT = join(__dirname, '..', '..');
const ADMIN = { email: 'bench-admin@nova.test', password: 'bench-admin-password-1' };
/** Nothing listens on port 9: the rate sources fail fast and the shop uses its fallback rates. */
const UNREACHABLE = 'http://127.0.0.1:9/{base}.json';

function buildFrontEnd(): void {
  process.stdout.write('building the front end...\n');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nova/frontend'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('front-end build failed');
}

/** Bare WebCrypto HMAC-SHA256 in the page: `draws` signatures of `${clientSeed}:${nonce}` in chunks. Returns ms. */
async function bareSign({ draws, chunk }: { draws: number; chunk: number }): Promise<number> {
  const encoder = new TextEncoder();
  const seed = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const started = performance.now();
  for (let from = 0; from < draws; from += chunk) {
    const size = Math.min(chunk, draws - from);
    await Promise.all(Array.from({ length: size }, (_, i) => crypto.subtle.sign('HMAC', key, encoder.encode(`bench-client:${from + i}`))));
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      openings: { type: 'string', default: '1000000' },
      baseline: { type: 'string', default: '200000' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const openings = Number(values.openings);
  const baselineDraws = Number(values.baseline);
  if (!values['skip-build']) buildFrontEnd();

  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DB_ENGINE: 'emulator',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CURRENCY_RATES_URL: UNREACHABLE,
    CURRENCY_RATES_MIRROR_URL: UNREACHABLE,
  });
  const nova = await startNovaServer({ config, logger: createLogger('error', 'bench'), staticDir: join(ROOT, 'frontend', 'dist') });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const login = await fetch(`${nova.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const session = (await login.json()) as AuthResponseDto;
    const page = await browser.newPage({ baseURL: nova.url, viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      // Runs in the page (the backend's typings have no DOM).
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem('token', token);
      storage.setItem('user', JSON.stringify(user));
    }, session);
    await page.goto('/simulator');
    await page.getByLabel('Openings').waitFor();
    const box = (await page.getByRole('combobox', { name: 'Box' }).textContent())?.trim();

    const bareMs = await page.evaluate(bareSign, { draws: baselineDraws, chunk: 2_000 });

    await page.getByLabel('Openings').fill(String(openings));
    const started = performance.now();
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await page.getByTestId('simulator-results').waitFor({ timeout: 30 * 60_000 });
    const wallMs = performance.now() - started;
    const pageTime = await page.getByTestId('simulator-results').locator('dl').first().locator('dd').nth(2).textContent();

    const version = browser.version();
    const simRate = openings / (wallMs / 1000);
    const bareRate = baselineDraws / (bareMs / 1000);
    const simulatorOverBare = ratio('simulator / bare sign draws/s', simRate, bareRate);
    const rows: Array<[string, string]> = [
      ['browser', `Chromium ${version} (headless)`],
      ['box', `${box} (first in the catalog)`],
      [
        'simulator',
        `${openings.toLocaleString('en-US')} draws in ${(wallMs / 1000).toFixed(1)} s from click to results (page reports ${pageTime}), ${Math.round(simRate).toLocaleString('en-US')} draws/s`,
      ],
      [
        'bare WebCrypto',
        `${baselineDraws.toLocaleString('en-US')} HMAC signs in ${(bareMs / 1000).toFixed(1)} s, ${Math.round(bareRate).toLocaleString('en-US')} draws/s (same page, chunks of 2,000)`,
      ],
      ['ratio', `${simulatorOverBare.toFixed(2)} (simulator / bare sign)`],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(16)} ${v}\n`);
  } finally {
    await browser.close();
    await nova.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
