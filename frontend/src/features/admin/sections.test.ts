import { PAGE_ROUTES } from '../../router/routes';
import { SECTION_CODE } from './routes';
import { ADMIN_LINKS, ADMIN_SECTIONS, linksFor, sectionsFor } from './sections';

describe('admin section registry', () => {
  it('lists each section once, on its own one-segment path', () => {
    expect(new Set(ADMIN_SECTIONS.map((s) => s.key)).size).toBe(ADMIN_SECTIONS.length);
    expect(new Set(ADMIN_SECTIONS.map((s) => s.path)).size).toBe(ADMIN_SECTIONS.length);
    for (const s of ADMIN_SECTIONS) expect(s.path).toMatch(/^[a-z][a-z-]*$/);
  });

  it('loads a component for every section and every page nested under one', async () => {
    for (const s of ADMIN_SECTIONS) {
      const { load, pages } = SECTION_CODE[s.key];
      expect(typeof (await load()).default).toBe('function');
      for (const page of Object.values(pages ?? {})) expect(typeof (await page()).default).toBe('function');
    }
    expect(Object.keys(SECTION_CODE.users.pages ?? {})).toEqual([':id']);
  });

  it('shows admins every section (the Overview first), support staff all but the admins-only ones, nobody else any', () => {
    expect(sectionsFor('admin').map((s) => s.key)).toEqual([
      'overview',
      'boxes',
      'users',
      'winners',
      'payments',
      'affiliates',
      'reviews',
      'leaderboard',
      'shipments',
      'tickets',
      'battles',
      'live',
      'audit',
    ]);
    expect(sectionsFor('support').map((s) => s.key)).toEqual(['users', 'reviews', 'shipments', 'tickets', 'live']);
    expect(sectionsFor('player')).toEqual([]);
    expect(sectionsFor(undefined)).toEqual([]);
    for (const s of ADMIN_SECTIONS) expect(s.roles.every((r) => ['admin', 'support'].includes(r))).toBe(true);
  });

  it('links only to pages that exist; the Game Simulator is for admins', () => {
    const paths = new Set<string>(PAGE_ROUTES.map((r) => r.path));
    for (const link of ADMIN_LINKS) expect(paths.has(link.to)).toBe(true);
    expect(linksFor('admin').map((l) => l.to)).toContain('/simulator');
    expect(linksFor('support')).toEqual([]);
  });
});
