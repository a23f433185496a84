import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Builds the front end once so every browser test runs against the production bundle. Jest sets
 * NODE_ENV=test, which would make Vite bundle React's development build: build as production explicitly.
 */
export default function globalSetup(): void {
  const root = join(__dirname, '..');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nova/frontend'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('front-end build failed');
}
