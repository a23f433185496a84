import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildPublicConfig, buildUser } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { renderApp } from '../../test/render';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
  useToastStore.setState({ toasts: [] });
});

const config = { 'GET /api/config': { body: buildPublicConfig() } };

async function openDialog(mode: 'login' | 'register') {
  renderApp('/');
  act(() => useAuthDialogStore.getState().openAuthDialog(mode));
  return screen.findByRole('dialog');
}

const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description, variant: t.variant }));
/** The red message under a field (linked with aria-describedby). */
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

describe('auth dialog: login mode', () => {
  it('shows the title, subtitle, Google button, divider and the toggle to sign up', async () => {
    fetchRoutes(config);
    const dialog = await openDialog('login');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to continue your mystery box adventure')).toBeInTheDocument();
    expect(within(dialog).getByText('Or continue with email')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(redirectTo).toHaveBeenCalledWith('/api/auth/google');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Join Nova Mystery Vault' })).toBeInTheDocument();
    expect(screen.getByText('Create your account and start winning prizes')).toBeInTheDocument();
  });

  it('shows the spec validation messages in red under each field and makes no call', async () => {
    const { fn } = fetchRoutes(config);
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(errorOf(email)).toHaveTextContent('Invalid email address'));
    expect(errorOf(email)).toHaveClass('text-danger');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(password)).toHaveTextContent('Password must be at least 6 characters');
    expect(fn.mock.calls.filter(([url]) => String(url).includes('/api/login'))).toHaveLength(0);
  });

  it('signs in with trimmed fields: session stored, "Welcome back!" toast, dialog closed', async () => {
    let release: () => void = () => undefined;
    const { calls } = fetchRoutes({
      ...config,
      'POST /api/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { token: 'jwt-1', user: buildUser({ username: 'zara' }), message: 'Successfully logged in.' } });
        }),
    });
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), '  Zara@Example.com ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const pending = await within(dialog).findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('jwt-1'));
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ email: 'zara@example.com', password: 'secret1' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(toasts()).toEqual([{ title: 'Welcome back!', description: 'Successfully logged in.', variant: 'success' }]);
    await waitFor(() => expect(useAuthDialogStore.getState().open).toBe(false));
  });

  it('shows "Login failed" with the translated server message when the server refuses', async () => {
    fetchRoutes({
      ...config,
      'POST /api/login': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } },
    });
    const error = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), 'zara@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Login failed', description: 'Invalid email or password.', variant: 'destructive' }]),
    );
    // A wrong password is an answer, not a bug: shown in the toast, not logged with a stack trace.
    expect(error).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useAuthDialogStore.getState().open).toBe(true);
    error.mockRestore();
  });

  it("falls back to 'Login failed' when the answer lacks a token or user", async () => {
    fetchRoutes({ ...config, 'POST /api/login': { body: { message: '' } } });
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), 'zara@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Login failed', description: 'Login failed', variant: 'destructive' }]));
  });
});

describe('auth dialog: register mode', () => {
  it('shows each validation message, including "Passwords don\'t match" on confirm password', async () => {
    fetchRoutes(config);
    const user = userEvent.setup();
    const dialog = await openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'ab');
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret2');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Username'))).toHaveTextContent('Username must be at least 3 characters'),
    );
    expect(errorOf(within(dialog).getByLabelText('Email'))).toHaveTextContent('Invalid email address');
    expect(errorOf(within(dialog).getByLabelText('Confirm Password'))).toHaveTextContent("Passwords don't match");
    expect(errorOf(within(dialog).getByLabelText('Password'))).toBeNull();
  });

  it('registers with the ?ref= code, never sends confirmPassword, and welcomes the player', async () => {
    window.history.replaceState(null, '', '/?ref=friend42');
    const { calls } = fetchRoutes({
      ...config,
      'POST /api/register': {
        status: 201,
        body: { token: 'jwt-new', user: buildUser({ username: 'newbie' }), message: 'Account created successfully.' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openDialog('register');
    expect(within(dialog).getByText('Referral code FRIEND42 will be applied.')).toBeInTheDocument();
    // Google sign-up carries the code too, so the new account is attributed the same way.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(redirectTo).toHaveBeenLastCalledWith('/api/auth/google?ref=FRIEND42');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('newbie'));
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'secret1',
      ref: 'FRIEND42',
      // The verification mail is written in the page's language.
      language: 'en',
    });
    expect(toasts()).toEqual([
      { title: 'Welcome to Nova Mystery Vault!', description: 'Account created successfully.', variant: 'success' },
    ]);
  });

  it('shows "Registration failed" with the message, and the server\'s field errors under the fields', async () => {
    fetchRoutes({
      ...config,
      'POST /api/register': { status: 409, body: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' } },
    });
    const error = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const dialog = await openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'taken');
    await user.type(within(dialog).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Registration failed', description: 'This username is already taken.', variant: 'destructive' }]),
    );
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it("shows 'An unexpected error occurred.' for an unexpected failure", async () => {
    fetchRoutes({
      ...config,
      'POST /api/register': () => {
        throw new Error('something nobody expected');
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const dialog = await openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'oddity');
    await user.type(within(dialog).getByLabelText('Email'), 'odd@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(toasts()[0]).toEqual({ title: 'Registration failed', description: 'An unexpected error occurred.', variant: 'destructive' }),
    );
    jest.restoreAllMocks();
  });
});
