#!/usr/bin/env node
// `npm start`: install dependencies if they are missing or stale, build whatever is out of date, then run the
// shop in production mode from one port. Each step says what it does and how long it took.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildFrontEndIfStale, compile, ensureDependencies, root } from './prepare.mjs';

await ensureDependencies();
await compile();
await buildFrontEndIfStale();

const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
