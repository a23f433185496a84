import { ROUTES, type RoutePath } from '../firstLoad/rule';
import { PAGE_ROUTES } from './routes';

describe('the route table and the first-load rule (the build names each route page from the rule for the server)', () => {
  it('has a route for each of the rule, in its order, that loads the page module the rule names', async () => {
    expect(PAGE_ROUTES.map((r) => r.path)).toEqual(Object.keys(ROUTES));
    for (const route of PAGE_ROUTES) {
      const expected = (await import(`../pages/${ROUTES[route.path].page}`)) as { default: unknown };
      expect((await route.load()).default).toBe(expected.default);
    }
  });

  it('nests routes below the rule’s nested routes only', () => {
    const nested = (Object.keys(ROUTES) as RoutePath[]).filter((path) => 'nested' in ROUTES[path]);
    expect(PAGE_ROUTES.filter((r) => r.children).map((r) => r.path)).toEqual(nested);
  });
});
