import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { resetStaffStore } from '../../stores/useStaffStore';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { routeFetch } from '../../../test/routeFetch';
import { sectionsFor } from './sections';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
  routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/staff/openings': () => ({ entries: [], seq: 0 }),
    'GET /api/staff/tickets': () => ({ entries: [], nextCursor: null }),
    'GET /api/admin/shipments': () => ({ entries: [], nextCursor: null }),
    'GET /api/admin/audit': () => ({ entries: [], nextCursor: null }),
    'GET /api/admin/users': () => ({ users: [], total: 0, page: 1, pageSize: 100 }),
    'GET /api/staff/reviews': () => ({ entries: [], nextCursor: null }),
    'GET /api/reviews': () => ({ entries: [], nextCursor: null, summary: { average: 0, count: 0, distribution: [] }, seq: 0 }),
  });
});

/** The registry's sections for a role as [title, path] pairs, in navigation order. */
const expectedSections = (role: 'admin' | 'support') =>
  sectionsFor(role).map((s) => [i18n.t(`admin:sections.${s.key}.title`), `/admin/${s.path}`] as const);

const admin = () => buildUser({ role: 'admin', isAdmin: true, username: 'root' });
const support = () => buildUser({ role: 'support', username: 'ines' });
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
const sectionNav = () => within(screen.getByRole('navigation', { name: 'Admin sections' }));

describe('admin console', () => {
  it('an admin lands on the first section at /admin and sees every section in order', async () => {
    useSessionStore.setState({ user: admin(), token: 't' });
    const { router } = renderApp('/admin');
    const [firstTitle, firstPath] = expectedSections('admin')[0]!;
    expect(await screen.findByRole('heading', { level: 1, name: firstTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(firstPath);
    const links = sectionNav().getAllByRole('link');
    // The sections, then the links out of the console (the Game Simulator).
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ...expectedSections('admin'),
      ['Game Simulator', '/simulator'],
    ]);
    expect(expectedSections('admin').map(([, path]) => path)).toEqual(
      expect.arrayContaining(['/admin/shipments', '/admin/tickets', '/admin/live', '/admin/audit']),
    );
    expect(sectionNav().getByRole('link', { name: firstTitle })).toHaveAttribute('aria-current', 'page');
  });

  it('walks the sections through the side navigation; the address and the title follow', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: admin(), token: 't' });
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: expectedSections('admin')[0]![0] });
    for (const [name, path] of [
      ['Audit log', '/admin/audit'],
      ['Live openings', '/admin/live'],
      ['Support tickets', '/admin/tickets'],
    ] as const) {
      await user.click(sectionNav().getByRole('link', { name }));
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(document.title).toBe(`${name} · Nova`);
      expect(sectionNav().getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('support staff see their sections only; a deep link to the audit log is refused', async () => {
    useSessionStore.setState({ user: support(), token: 't' });
    const { unmount } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: expectedSections('support')[0]![0] })).toBeInTheDocument();
    const titles = sectionNav()
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(expectedSections('support').map(([title]) => title));
    expect(titles).toEqual(expect.arrayContaining(['Shipments', 'Support tickets', 'Live openings']));
    expect(titles).not.toContain('Audit log');
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    unmount();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Audit entries' })).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/shipments', '/admin/audit', '/admin/live'])("%s for a player: 'Access Denied', no console", async (path) => {
    useSessionStore.setState({ user: buildUser(), token: 't' });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signed out, it asks to log in; an unknown section is a 404 inside the console', async () => {
    const { unmount } = renderApp('/admin/shipments');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    unmount();
    useSessionStore.setState({ user: admin(), token: 't' });
    renderApp('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
