import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageModulesOf } from '../../build/pagePreloads';
import { PAGE_ROUTES } from './routes';

describe('the page-preload map the build writes for the server', () => {
  it('finds the page module of every route in the route table', async () => {
    const pages = pageModulesOf(readFileSync(join(__dirname, 'routes.tsx'), 'utf8'));
    expect(Object.keys(pages).sort()).toEqual(PAGE_ROUTES.map((r) => r.path).sort());
    for (const route of PAGE_ROUTES) {
      const expected = (await import(`../pages/${pages[route.path]}`)) as { default: unknown };
      expect((await route.load()).default).toBe(expected.default);
    }
  });
});
