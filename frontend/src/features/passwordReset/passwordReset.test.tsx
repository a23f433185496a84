import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildPublicConfig } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';
import { useForgotEmailStore } from './store';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
  useForgotEmailStore.setState({ email: '' });
  useToastStore.setState({ toasts: [] });
});

const config = { 'GET /api/config': { body: buildPublicConfig() } };
const TOKEN = 'r'.repeat(43);
/** The red message under a field (linked with aria-describedby). */
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('"Forgot password?" in the sign-in dialog', () => {
  it('carries the typed address over, sends it with the page language and shows the same answer for any address', async () => {
    const { calls } = fetchRoutes({ ...config, 'POST /api/password-reset': { status: 202 } });
    const user = userEvent.setup();
    renderApp('/');
    act(() => useAuthDialogStore.getState().openAuthDialog('login'));
    const login = await screen.findByRole('dialog');
    await user.type(within(login).getByLabelText('Email'), 'zara@example.com');
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('zara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If an account uses zara@example.com, a link to choose a new password is on its way. It works once, for 30 minutes.',
    );
    expect(calls.filter((c) => c.path === '/api/password-reset').map((c) => c.body)).toEqual([{ email: 'zara@example.com', language: 'en' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('checks the address before sending, and shows a refusal (429) as a toast', async () => {
    const { calls } = fetchRoutes({ ...config, 'POST /api/password-reset': { status: 429, body: { code: 'RATE_LIMITED', message: 'x' } } });
    const user = userEvent.setup();
    renderApp('/');
    act(() => useAuthDialogStore.getState().openAuthDialog('forgot'));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorOf(email)).toHaveTextContent('Invalid email address'));
    expect(calls.filter((c) => c.path === '/api/password-reset')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'zara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.description)).toContain('Too many attempts. Please wait a moment and try again.'),
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});

describe('/reset-password', () => {
  it('takes the code out of the address, checks the new password like sign-up, sets it and offers to sign in', async () => {
    let sent: unknown = null;
    fetchRoutes({
      ...config,
      'POST /api/password-reset/confirm': ({ body }) => {
        sent = body;
        return { body: { email: 'zara@example.com' } };
      },
    });
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reset-password?code=${TOKEN}`);
    renderApp(`/reset-password?code=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));

    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(password, '123');
    await user.type(confirm, '456');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(errorOf(password)).toHaveTextContent('Password must be at least 6 characters'));
    expect(errorOf(confirm)).toHaveTextContent("Passwords don't match");
    expect(sent).toBeNull();

    await user.clear(password);
    await user.type(password, 'brand-new-pass');
    await user.clear(confirm);
    await user.type(confirm, 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(sent).toEqual({ token: TOKEN, password: 'brand-new-pass' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('zara@example.com');
  });

  it('says when the link is refused or incomplete, and asks for a new one', async () => {
    fetchRoutes({
      ...config,
      'POST /api/password-reset/confirm': { status: 400, body: { code: 'PASSWORD_RESET_TOKEN_INVALID', message: 'x' } },
    });
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reset-password?code=${TOKEN}`);
    const { unmount } = renderApp(`/reset-password?code=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This link is invalid, has expired or was already used.')).toBeInTheDocument();
    unmount();

    window.history.replaceState(null, '', '/reset-password');
    renderApp('/reset-password');
    expect(await screen.findByText('This link is incomplete. Open the link from the email again, or ask for a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
