import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildPublicConfig, buildUser } from '../../../test/fixtures';
import { mockFetch, renderApp } from '../../../test/render';
import { preloadShellWidgets } from './shellWidgets';

beforeAll(() => Promise.all([initI18n('en'), preloadShellWidgets()]));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
});

const topBar = () => within(screen.getByRole('banner'));

describe('top bar', () => {
  it('signed out: shows the product name, the main links, Login and Sign Up, no Admin link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const bar = topBar();
    expect(bar.getByRole('link', { name: /Nova/ })).toHaveAttribute('href', '/');
    const nav = within(bar.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/', '/boxes', '/free-boxes', '/battles', '/winners', '/leaderboard', '/reviews',
    ]);
    expect(bar.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('signed out: Login and Sign Up open the auth dialog in the matching mode', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(topBar().getByRole('button', { name: 'Sign Up' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'register' });
    expect(await screen.findByRole('dialog', { name: 'Join Nova Mystery Vault' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(useAuthDialogStore.getState().open).toBe(false);
    await user.click(topBar().getByRole('button', { name: 'Login' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('signed in: shows the coin balance and the avatar initial; the menu has Dashboard, Add Coins and Logout', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'zara', balance: 1250 }), token: 't' });
    const user = userEvent.setup();
    renderApp('/');
    const bar = topBar();
    expect(bar.getByRole('link', { name: /Balance: 1,250 coins \(≈ \$12\.50\)/ })).toHaveTextContent('1,250');
    expect(bar.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    const avatar = bar.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('Z');
    expect(bar.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    avatar.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Signed in as zara')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Add Coins' })).toHaveAttribute('href', '/checkout');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(useSessionStore.getState().user).toBeNull();
    expect(await topBar().findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each(['admin', 'support'] as const)('%s: shows the Admin link to the console at /admin', async (role) => {
    useSessionStore.setState({ user: buildUser({ isAdmin: role === 'admin', role }), token: 't' });
    renderApp('/');
    expect(topBar().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(topBar().queryByRole('link', { name: /Live/ })).not.toBeInTheDocument();
  });

  it('offers the language and currency pickers', () => {
    renderApp('/');
    expect(topBar().getByRole('combobox', { name: 'Language' })).toHaveTextContent('en');
    expect(topBar().getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
  });
});
