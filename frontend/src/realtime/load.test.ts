import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the realtime layer loads in steps', () => {
  it('evaluates every domain handler module on its own before start.ts', () => {
    const imported = (file: string, pattern: RegExp) =>
      [...readFileSync(join(__dirname, file), 'utf8').matchAll(pattern)].map((m) => m[1]).sort();
    const handlers = imported('handlers/index.ts', /from '\.\/(\w+)'/g);
    expect(handlers.length).toBeGreaterThan(10);
    expect(imported('load.ts', /import\('\.\/handlers\/(\w+)'\)/g)).toEqual(handlers);
  });
});
