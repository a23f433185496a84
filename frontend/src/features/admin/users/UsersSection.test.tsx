import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDto, AdminUserPageDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildAdminUser, buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
});

const signIn = (role: 'support' | 'admin') =>
  useSessionStore.setState({
    user: buildUser({ id: 'me', role, isAdmin: role === 'admin', username: 'boss' }),
    token: 't',
    loading: false,
  });

/** A users API over a list: filters by `search` (name or email) and `role`, pages by 20, sorts by balance when asked. */
function serve(users: AdminUserDto[]) {
  return routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/admin/users': (url) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const role = url.searchParams.get('role');
      let rows = users.filter((u) => (!search || `${u.username} ${u.email}`.includes(search)) && (!role || u.role === role));
      if (url.searchParams.get('sort') === 'balance') rows = [...rows].sort((a, b) => b.balance - a.balance);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 20);
      const body: AdminUserPageDto = { users: rows.slice((page - 1) * size, page * size), total: rows.length, page, pageSize: size };
      return body;
    },
  });
}

const usersAsked = (fn: jest.Mock) =>
  fn.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/api/admin/users');

describe('Users section', () => {
  it('lists users as a table and as cards, with role, ban and balance; each opens the user page', async () => {
    signIn('admin');
    const users = [
      buildAdminUser({ username: 'vega', balance: 4200, role: 'support' }),
      buildAdminUser({ username: 'orion', banned: true }),
    ];
    serve(users);
    const { router } = renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByTestId('admin-user');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('vega'), expect.stringContaining('orion')]);
    expect(within(rows[0]!).getByText('Support')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4,200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Banned')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByTestId('admin-user');
    expect(cards).toHaveLength(2);
    expect(screen.getByText(/1–2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give coins' })).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('link', { name: 'vega' }));
    expect(router.state.location.pathname).toBe(`/admin/users/${users[0]!.id}`);
  });

  it('searches as the admin types (once the typing pauses), filters by role, sorts, and keeps it in the address', async () => {
    signIn('admin');
    const user = userEvent.setup();
    const { fn } = serve([
      buildAdminUser({ username: 'vega', balance: 1 }),
      buildAdminUser({ username: 'velma', balance: 9 }),
      buildAdminUser({ username: 'orion' }),
    ]);
    const { router } = renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 've');
    await waitFor(() => expect(router.state.location.search).toContain('q=ve'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByTestId('admin-user')).toHaveLength(2));
    expect(usersAsked(fn).filter((u) => u.searchParams.get('search') === 've')).toHaveLength(1);
    expect(usersAsked(fn).some((u) => u.searchParams.get('search') === 'v')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest balance' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=balance-desc'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByTestId('admin-user')
          .map((r) => r.textContent),
      ).toEqual([expect.stringContaining('velma'), expect.stringContaining('vega')]),
    );
    expect(usersAsked(fn).at(-1)?.searchParams.get('order')).toBe('desc');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admins' }));
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(usersAsked(fn).at(-1)?.searchParams.get('role')).toBe('admin');
  });

  it('pages through the list with the total, Previous and Next', async () => {
    signIn('admin');
    const user = userEvent.setup();
    serve(Array.from({ length: 45 }, () => buildAdminUser()));
    renderApp('/admin/users');
    await screen.findByRole('table');
    const pages = within(screen.getByRole('navigation', { name: 'Pages of users' }));
    expect(pages.getByText(/1–20 of 45/)).toBeInTheDocument();
    expect(pages.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    await user.click(await pages.findByRole('button', { name: 'Next' }));
    expect(await pages.findByText(/41–45 of 45/)).toBeInTheDocument();
    await waitFor(() => expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('shows support staff the list without Give coins', async () => {
    signIn('support');
    serve([buildAdminUser({ username: 'vega' })]);
    renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Give coins' })).toBeNull();
  });

  it('says when the list could not be loaded and retries', async () => {
    signIn('admin');
    let fail = true;
    routeFetch({
      'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
      'GET /api/admin/users': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { users: [], total: 0, page: 1, pageSize: 20 },
    });
    renderApp('/admin/users');
    expect(await screen.findByText(/The users could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });
});
