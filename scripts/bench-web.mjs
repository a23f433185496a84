#!/usr/bin/env node
// `npm run bench:web`: Lighthouse at its default mobile settings (emulated phone, simulated slow 4G and CPU) on the
// built front end served by the real server, for `/`, `/boxes` and `/leaderboard`. Builds what is out of date, starts
// the server on its embedded defaults on a free port, prints performance, accessibility and best-practices per page
// (with the audits that lost points), then stops the server. Chromium is Debian's; nothing is downloaded.
// Options: --runs N (median of N runs per page, default 1), --pages /a,/b, --save DIR (each run's full report as JSON)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFrontEndIfStale, compile, root } from './prepare.mjs';
import scores from './web-bench-scores.cjs';

const { CATEGORIES, failedAudits, formatRow, scoresOf } = scores;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '/,/boxes,/leaderboard' },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.pages.split(',').filter(Boolean);
if (values.save) mkdirSync(values.save, { recursive: true });

/** Starts the production server on a free port; resolves with its URL once it prints it. */
function startServer() {
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Nova is running at (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1].replace(/\/$/, '') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await compile();
await buildFrontEndIfStale();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile settings, ${runs} run(s) per page, ${server.url}`,
  );
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      // Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART); such a run measured nothing and is
      // made again, twice at most, before the bench gives up.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map((c) => c.id),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
        console.log(`    ${path}: ${result.lhr.runtimeError.code ?? 'runtime error'}, measuring again`);
      }
      results.push(result.lhr);
      if (values.save) writeFileSync(join(values.save, `${path.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`), result.report);
    }
    const perRun = results.map(scoresOf);
    const summary = Object.fromEntries(CATEGORIES.map(({ id }) => [id, median(perRun.map((s) => s[id] ?? 0))]));
    console.log(formatRow(path, summary));
    const last = results[results.length - 1];
    for (const { id, target } of CATEGORIES) {
      if (target !== null && summary[id] < target) failed = true;
      const lost = failedAudits(last, id);
      if (lost.length) console.log(`    ${id} lost points on: ${lost.slice(0, 8).join('; ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
}
if (failed) console.log('Below target (performance >= 95, accessibility 100) on at least one page.');
