import { NAMESPACES } from '../i18n/namespaces';
import { ROUTES, STAGES, UNITS, UNIT_CODE, firstRenderNamespaces, routeOf } from './rule';

describe('the first-load rule', () => {
  it('finds the route a path shows as the router does', () => {
    expect(routeOf('/')?.path).toBe('/');
    expect(routeOf('/boxes/')?.path).toBe('/boxes');
    expect(routeOf('/Boxes')?.path).toBe('/boxes');
    expect(routeOf('/battles')?.path).toBe('/battles');
    expect(routeOf('/battles/abc123')?.path).toBe('/battles/:id');
    expect(routeOf('/battles/abc123/more')).toBeUndefined();
    expect(routeOf('/admin')?.path).toBe('/admin');
    expect(routeOf('/admin/users/42')?.path).toBe('/admin');
    expect(routeOf('/admin-login')?.path).toBe('/admin-login');
    expect(routeOf('/no-such-page')).toBeUndefined();
    expect(routeOf('/boxes')?.data).toBe('catalog');
  });

  it('loads the shell’s namespaces and the page’s only before the first render, never all of them', () => {
    expect(firstRenderNamespaces('/')).toEqual(['common', 'home', 'boxes', 'catalog']);
    expect(firstRenderNamespaces('/leaderboard')).toEqual(['common', 'leaderboard']);
    expect(firstRenderNamespaces('/admin/users/42')).toContain('admin');
    expect(firstRenderNamespaces('/admin-login')).toContain('admin');
    expect(firstRenderNamespaces('/no-such-page')).toEqual(['common']);
    for (const path of Object.keys(ROUTES)) {
      const first = firstRenderNamespaces(path);
      expect(first.length).toBeLessThan(NAMESPACES.length / 2);
      for (const ns of first) expect(NAMESPACES).toContain(ns);
    }
  });

  it('gives every deferred unit a stage after the route’s, and modules as source paths or library names', () => {
    const later = Object.keys(STAGES).filter((stage) => stage !== 'entry' && stage !== 'route');
    for (const stage of Object.values(UNITS)) expect(later).toContain(stage);
    expect(Object.keys(UNIT_CODE)).toEqual(Object.keys(UNITS));
    for (const { modules } of Object.values(UNIT_CODE)) {
      for (const entry of modules) expect(entry).toMatch(/^(src\/[\w*/.-]+\.tsx?|(@[\w.-]+\/)?[\w.-]+)$/);
    }
  });
});
