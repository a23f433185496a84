import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildPublicConfig, buildUser } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';
import { useAuth } from './useAuth';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
});

describe('guarded routes', () => {
  it.each(['/dashboard', '/affiliate-dashboard'])(
    "%s signed out: 'Access Denied', 'Please log in', log-in buttons and a home link",
    async (path) => {
      const user = userEvent.setup();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('Please log in')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
    },
  );

  it("/checkout signed out says 'Login Required'", async () => {
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in')).toBeInTheDocument();
  });

  it('shows a loader, not the denial, while the session is being restored', async () => {
    useSessionStore.setState({ loading: true });
    renderApp('/dashboard');
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('signed in: the page content shows', async () => {
    useSessionStore.setState({ user: buildUser(), token: 't' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('zara@example.com')).toBeInTheDocument();
  });

  it("/admin for a player: 'Access Denied' with 'Admin privileges required'", async () => {
    useSessionStore.setState({ user: buildUser({ role: 'player' }), token: 't' });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  // Each staff member has turned two-factor sign-in on, so the console opens (the gate has its own tests).
  it.each([
    ['support staff', buildUser({ role: 'support' })],
    ['admins', buildUser({ role: 'admin', isAdmin: true })],
  ])('/admin opens the console for %s', async (_who, staff) => {
    mockFetch({
      '/api/config': buildPublicConfig(),
      '/api/account/two-factor': { enabled: true, required: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 10 },
    });
    useSessionStore.setState({ user: staff, token: 't' });
    renderApp('/admin');
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('/admin signed out asks to log in', async () => {
    renderApp('/admin');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  function Probe() {
    const { user, isAdmin } = useAuth();
    return <p>{user ? `${user.username} ${isAdmin ? 'admin' : 'player'}` : 'nobody'}</p>;
  }

  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    error.mockRestore();
  });

  it('reads the session inside the app providers', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'ana', role: 'admin', isAdmin: true }), token: 't' });
    const { renderWithProviders } = await import('../../test/render');
    renderWithProviders(<Probe />);
    expect(screen.getByText('ana admin')).toBeInTheDocument();
  });
});
