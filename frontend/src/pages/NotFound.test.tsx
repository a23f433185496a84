import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { PAGE_ROUTES } from '../router/routes';
import { useSessionStore } from '../stores/useSessionStore';
import { mockFetch, renderApp } from '../../test/render';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  mockFetch({});
  useSessionStore.setState({ user: null, token: null, loading: false });
});

describe('404 page', () => {
  it("shows 'Page Not Found', a hint and a link home inside the shell", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has moved.")).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unbox something extraordinary' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  // /test-admin is not a front-end route: the backend serves it so it works without JavaScript.
  const spec = [
    '/',
    '/boxes',
    '/free-boxes',
    '/dashboard',
    '/winners',
    '/reviews',
    '/leaderboard',
    '/support',
    '/demo',
    '/admin',
    '/admin-login',
    '/admin-login-clean',
    '/admin-login-fix',
    '/admin-login-standalone',
    '/faq',
    '/terms',
    '/privacy',
    '/affiliates',
    '/affiliate-dashboard',
    '/checkout',
    '/fairness',
    '/simulator',
    '/account', // account settings
    '/verify-email', // the landing page of verification mail links
    '/reset-password', // the landing page of password reset mail links
    '/battles', // box battles: the lobby
    '/battles/:id', // one battle
  ];

  it('has a page for every route of the spec', () => {
    expect(PAGE_ROUTES.map((r) => r.path).sort()).toEqual([...spec].sort());
  });
});
