import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDto, SessionInfoDto } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));

const session = (over: Partial<SessionInfoDto>): SessionInfoDto => ({
  id: 'a'.repeat(24),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36',
  ip: '10.0.0.1',
  createdAt: '2026-01-15T12:00:00.000Z',
  lastSeenAt: '2026-01-15T12:30:00.000Z',
  current: false,
  ...over,
});

function signIn(account: AccountDto) {
  useSessionStore.setState({ user: account.user, token: 'jwt', loading: false });
}

describe('/account', () => {
  it('shows an unverified address with the resend action, the sessions, and sends the link again', async () => {
    const user = userEvent.setup();
    const account: AccountDto = { user: buildUser({ emailVerified: false }), pendingEmail: null, hasPassword: true, googleLinked: false };
    signIn(account);
    const { calls } = routeFetch({
      'GET /api/account': () => account,
      'GET /api/account/sessions': () => [session({ current: true, id: 'b'.repeat(24) }), session({ userAgent: null })],
      'POST /api/account/verification': () => ({ status: 202, body: '' }),
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Unknown device')).toBeInTheDocument();
    expect(screen.getAllByText('Chrome · Linux')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to zara@example.com.')).toBeInTheDocument();
    expect(calls.some((u) => u.pathname === '/api/account/verification')).toBe(true);
  });

  it('shows a wrong current password under its field and validates the confirmation', async () => {
    const user = userEvent.setup();
    const account: AccountDto = { user: buildUser(), pendingEmail: null, hasPassword: true, googleLinked: true };
    signIn(account);
    routeFetch({
      'GET /api/account': () => account,
      'GET /api/account/sessions': () => [],
      'POST /api/account/password': () => ({
        status: 400,
        body: { code: 'WRONG_PASSWORD', message: 'Your current password is not correct.' },
      }),
    });
    renderApp('/account');
    const card = (await screen.findByRole('heading', { name: 'Password' })).closest('section')!;
    await user.type(within(card).getByLabelText('Current password'), 'not-it');
    await user.type(within(card).getByLabelText('New password'), 'second-password');
    await user.type(within(card).getByLabelText('Confirm new password'), 'other');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Confirm new password'));
    await user.type(within(card).getByLabelText('Confirm new password'), 'second-password');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByText('A Google account is connected: you can sign in with it.')).toBeInTheDocument();
    expect(screen.getByText('No active sessions.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    useSessionStore.setState({ user: null, token: null, loading: false });
    routeFetch({});
    renderApp('/account');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('posts the code from the link, removes it from the address and says the address is verified', async () => {
    useSessionStore.setState({ user: null, token: null, loading: false });
    const code = 'c'.repeat(43);
    const { calls } = routeFetch({ 'POST /api/verify-email': () => ({ email: 'zara@example.com', emailVerified: true }) });
    window.history.replaceState(null, '', `/verify-email?code=${code}`);
    renderApp('/verify-email');
    expect(await screen.findByText('Your email address zara@example.com is verified.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(calls.filter((u) => u.pathname === '/api/verify-email')).toHaveLength(1);
  });

  it('says so when the link is missing or refused', async () => {
    routeFetch({ 'POST /api/verify-email': () => ({ status: 400, body: { code: 'VERIFICATION_TOKEN_INVALID', message: 'x' } }) });
    window.history.replaceState(null, '', `/verify-email?code=${'d'.repeat(43)}`);
    const { unmount } = renderApp('/verify-email');
    expect(await screen.findByText('This link did not work.')).toBeInTheDocument();
    expect(screen.getByText('This verification link is invalid, has expired or was already used.')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/verify-email');
    renderApp('/verify-email');
    expect(await screen.findByText('This page needs the link from your email.')).toBeInTheDocument();
  });
});
