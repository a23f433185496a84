import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The repository explains itself: code, tests and docs never send a reader to documents that are not in it (the
 * product briefing). Rules the code relies on are written down in docs/ instead.
 */
const ROOT = join(__dirname, '..', '..');
const SCANNED = ['backend', 'frontend', 'protocol', 'emulator', 'e2e', 'cluster', 'docs', 'scripts', 'README.md', '.env.example'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|example)$/;
// Spelled in pieces so this file does not match the very search it stands for.
const CITATION = new RegExp(['\\bspec', ' 00[01]\\b|DESIGN', '\\.md'].join(''), 'i');

function* files(path: string): Generator<string> {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isFile()) {
    if (TEXT.test(path) || path.endsWith('.env.example')) yield path;
    return;
  }
  for (const name of readdirSync(path)) if (!SKIPPED.has(name)) yield* files(join(path, name));
}

it('no file sends the reader to documents outside the repository', () => {
  const found: string[] = [];
  for (const top of SCANNED)
    for (const file of files(join(ROOT, top))) {
      if (file === __filename) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (CITATION.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
  expect(found).toEqual([]);
});
