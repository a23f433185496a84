#!/usr/bin/env node
// `npm start`: install dependencies if they are missing or stale, build whatever is out of date, then run the
// shop in production mode from one port.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile, ensureDependencies, root, run } from './prepare.mjs';

/** Newest modification time under a directory (skipping build output and dependencies). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

ensureDependencies();
compile();
const webIndex = join(root, 'frontend', 'dist', 'index.html');
const webSources = Math.max(newest(join(root, 'frontend')), newest(join(root, 'protocol', 'src')));
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  console.log('Building the front end...');
  run('npm', ['run', 'build', '-w', '@nova/frontend', '--', '--logLevel', 'warn']);
}

const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
