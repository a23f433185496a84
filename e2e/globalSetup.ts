import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Builds the front end once so every browser test runs against the production bundle. */
export default function globalSetup(): void {
  const root = join(__dirname, '..');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nova/frontend'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('front-end build failed');
}
