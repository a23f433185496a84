#!/usr/bin/env node
// `npm run bench`: runs every `bench:*` script of the root package.json in turn, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const name of Object.keys(scripts).filter((s) => s.startsWith('bench:'))) {
  console.log(`\n=== npm run ${name}`);
  const result = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
