import { NAMESPACES, firstRenderNamespaces } from './namespaces';

describe('namespaces before the first render', () => {
  it('are the shell’s and the page’s only, never all of them', () => {
    expect(firstRenderNamespaces('/')).toEqual(['common', 'home', 'boxes', 'catalog']);
    expect(firstRenderNamespaces('/leaderboard')).toEqual(['common', 'leaderboard']);
    expect(firstRenderNamespaces('/admin/users/42')).toContain('admin');
    expect(firstRenderNamespaces('/admin-login')).toContain('admin');
    expect(firstRenderNamespaces('/no-such-page')).toEqual(['common']);
    for (const path of ['/', '/boxes', '/dashboard', '/faq', '/checkout']) {
      const first = firstRenderNamespaces(path);
      expect(first.length).toBeLessThan(NAMESPACES.length / 2);
      for (const ns of first) expect(NAMESPACES).toContain(ns);
    }
  });
});
