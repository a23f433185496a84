import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildPublicConfig, buildUser } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { sectionsFor } from '../features/admin/sections';
import { renderApp } from '../../test/render';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ user: null, token: null, loading: false });
  useToastStore.setState({ toasts: [] });
});

// Staff who sign in here have two-factor on (the console's gate reads it; its own tests cover the setup).
const config = {
  'GET /api/config': { body: buildPublicConfig() },
  'GET /api/account/two-factor': { body: { enabled: true, required: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 10 } },
};
const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description }));

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin login page', () => {
  it.each(['/admin-login', '/admin-login-clean', '/admin-login-fix', '/admin-login-standalone'])(
    '%s is the one admin login: empty fields, stored session cleared on load',
    async (path) => {
      fetchRoutes(config);
      localStorage.setItem('token', 'old');
      localStorage.setItem('user', JSON.stringify(buildUser()));
      sessionStorage.setItem('something', 'x');
      useSessionStore.setState({ user: buildUser(), token: 'old' });
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(sessionStorage.getItem('something')).toBeNull();
      expect(useSessionStore.getState().user).toBeNull();
      expect(screen.getByRole('link', { name: 'No JavaScript? Use the basic admin login' })).toHaveAttribute('href', '/test-admin');
    },
  );

  it("refuses a player with 'Admin access required' and stores nothing", async () => {
    fetchRoutes({
      ...config,
      'POST /api/login': { body: { token: 'player-jwt', user: buildUser({ role: 'player', isAdmin: false }), message: 'ok' } },
    });
    renderApp('/admin-login');
    await signIn('player@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    expect(toasts()).toEqual([{ title: 'Login Failed', description: 'Admin access required' }]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("admits an admin: session stored, 'Success / Welcome to Admin Panel!', then /admin (its first section)", async () => {
    const { calls } = fetchRoutes({
      ...config,
      'POST /api/login': { body: { token: 'admin-jwt', user: buildUser({ role: 'admin', isAdmin: true }), message: 'ok' } },
      'GET /api/staff/feed': { body: { entries: [], seq: 0 } },
      'GET /api/admin/shipments': { body: { entries: [], nextCursor: null } },
    });
    const { router } = renderApp('/admin-login');
    await signIn(' Boss@Nova.test ', 'admin-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/${sectionsFor('admin')[0]!.path}`));
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ email: 'boss@nova.test', password: 'admin-pass' });
    expect(useSessionStore.getState().token).toBe('admin-jwt');
    expect(localStorage.getItem('token')).toBe('admin-jwt');
    expect(toasts()).toEqual([{ title: 'Success', description: 'Welcome to Admin Panel!' }]);
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('admits a support agent too, into the console at their first section (Users)', async () => {
    fetchRoutes({
      ...config,
      'POST /api/login': { body: { token: 'support-jwt', user: buildUser({ role: 'support', isAdmin: false }), message: 'ok' } },
      'GET /api/staff/feed': { body: { entries: [], seq: 0 } },
      'GET /api/admin/users': { body: { users: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { router } = renderApp('/admin-login');
    await signIn('agent@nova.test', 'support-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/${sectionsFor('support')[0]!.path}`));
    expect(sectionsFor('support')[0]!.path).toBe('users');
    expect(useSessionStore.getState().token).toBe('support-jwt');
    expect(toasts()).toEqual([{ title: 'Success', description: 'Welcome to Admin Panel!' }]);
    // The section names arrive with the admin texts, which may load after the nav's first frame, and the console may
    // render its nav again meanwhile: each look reads the nav afresh.
    await waitFor(() => {
      const nav = screen.getByRole('navigation', { name: 'Admin sections' });
      expect(within(nav).getByRole('link', { name: 'Live openings' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    });
  });

  it('shows the failure inline and as a toast for wrong credentials', async () => {
    fetchRoutes({
      ...config,
      'POST /api/login': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } },
    });
    const error = jest.spyOn(console, 'error');
    renderApp('/admin-login');
    await signIn('boss@nova.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(toasts()).toEqual([{ title: 'Login Failed', description: 'Invalid email or password.' }]);
    // A refusal the server explained is shown, not logged.
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('requires an email-format value and a password', async () => {
    const { calls } = fetchRoutes(config);
    const user = userEvent.setup();
    renderApp('/admin-login');
    await user.type(await screen.findByLabelText('Email'), 'boss');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/login')).toHaveLength(0);
  });
});
