#!/usr/bin/env node
// `npm start`: install dependencies if they are missing or stale, compile and build whatever is out of date, then run
// the shop in production mode from one port. Each step says what it does and how long it took. The server then runs in
// this process (as a shell's exec would), so a stop signal sent to this process alone, by a process manager or passed
// on by npm, reaches the server's own shutdown; the package.json script execs node for the same reason (npm runs
// scripts under `sh -c`, and that shell died of the signal npm passed on, leaving the server running).
// `--skip-build` serves what is already built without installing, compiling or building anything.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFrontEndIfStale, compile, ensureDependencies, root } from './prepare.mjs';

if (!process.argv.includes('--skip-build')) {
  await ensureDependencies();
  await compile();
  await buildFrontEndIfStale();
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'backend', 'dist', 'main.js')).href);
