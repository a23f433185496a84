import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorStatusDto } from '@nova/protocol';
import { resetSessionStartup, startSession } from '../../auth/session';
import { initI18n } from '../../i18n';
import { createApiClient } from '../../lib/api';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildPublicConfig, buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';
import { useTwoFactorChallengeStore } from './challengeStore';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
  useTwoFactorChallengeStore.setState({ challenge: null });
  useToastStore.setState({ toasts: [] });
});

const config = { 'GET /api/config': { body: buildPublicConfig() } };
const CHALLENGE = { twoFactorRequired: true, challenge: 'c'.repeat(43), expiresAt: '2026-01-15T12:05:00.000Z' };
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i + 2}-EFGH${i + 2}`);

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, offers a recovery code instead, and then signs in', async () => {
    const user = buildUser({ username: 'Lena' });
    const { calls } = fetchRoutes({
      ...config,
      'POST /api/login': { body: CHALLENGE },
      'POST /api/login/2fa': ({ body }) =>
        (body as { code: string }).code === 'ABCDEFGHJK'
          ? { body: { token: 'jwt', user, message: 'ok' } }
          : { status: 400, body: { code: 'TWO_FACTOR_CODE_INVALID', message: 'wrong' } },
    });
    const ue = userEvent.setup();
    renderApp('/');
    act(() => useAuthDialogStore.getState().openAuthDialog('login'));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Email'), 'lena@example.com');
    await ue.type(within(dialog).getByLabelText('Password'), 'correct-horse');
    await ue.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const step = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(useSessionStore.getState().token).toBeNull();
    await ue.type(within(step).getByLabelText('Authentication code'), '123456');
    await ue.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(
      await within(step).findByText('That code is not right, or it was already used. Enter the current code from your app.'),
    ).toBeInTheDocument();

    await ue.click(within(step).getByRole('button', { name: 'Use a recovery code' }));
    await ue.type(within(step).getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await ue.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(calls.filter((c) => c.path === '/api/login/2fa').map((c) => c.body)).toEqual([
      { challenge: CHALLENGE.challenge, code: '123456' },
      // The form sends the code as the protocol schema normalizes it (no dash, no spaces).
      { challenge: CHALLENGE.challenge, code: 'ABCDEFGHJK' },
    ]);
    await waitFor(() => expect(useSessionStore.getState().token).toBe('jwt'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes back to the password step when the challenge expired', async () => {
    fetchRoutes({ ...config, 'POST /api/login/2fa': { status: 401, body: { code: 'TWO_FACTOR_CHALLENGE_INVALID', message: 'expired' } } });
    const ue = userEvent.setup();
    renderApp('/');
    act(() => {
      useTwoFactorChallengeStore.getState().hold(CHALLENGE as never);
      useAuthDialogStore.getState().openAuthDialog('login');
    });
    const step = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    await ue.type(within(step).getByLabelText('Authentication code'), '123456');
    await ue.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('back from Google with two-factor on', () => {
  it('exchanges the link token for a challenge: no session, the sign-in dialog opens on the code step', async () => {
    resetSessionStartup();
    fetchRoutes({ 'POST /api/verify-token': { body: CHALLENGE } });
    window.history.replaceState(null, '', '/?token=link-1');
    await startSession({ api: createApiClient() });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
    expect(useTwoFactorChallengeStore.getState().challenge).toEqual(CHALLENGE);
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
    expect(window.location.search).toBe('');
  });
});

describe('the console for staff who must have two-factor', () => {
  it('sends an admin without it to set it up, shows the recovery codes once, then opens the console', async () => {
    let status: TwoFactorStatusDto = { enabled: false, required: true, enabledAt: null, recoveryCodesLeft: 0 };
    const qr = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    const { calls } = fetchRoutes({
      ...config,
      'GET /api/account/two-factor': () => ({ body: status }),
      'GET /api/account': {
        body: { user: buildUser({ role: 'admin', isAdmin: true }), pendingEmail: null, hasPassword: true, googleLinked: false },
      },
      'POST /api/account/two-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Nova:a?secret=x',
          qrCode: qr,
          expiresAt: '2026-01-15T12:15:00.000Z',
        },
      },
      'POST /api/account/two-factor/enable': () => {
        status = { enabled: true, required: true, enabledAt: '2026-01-15T12:00:00.000Z', recoveryCodesLeft: 10 };
        return { body: { recoveryCodes: CODES } };
      },
      'GET /api/staff/feed': { body: { entries: [], seq: 0 } },
      'GET /api/admin/overview': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true }), token: 't', loading: false });
    const ue = userEvent.setup();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in required' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await ue.type(screen.getByLabelText('Code from the app'), '123456');
    await ue.type(screen.getByLabelText('Current password'), 'boss-password');
    await ue.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(calls.find((c) => c.path === '/api/account/two-factor/enable')?.body).toEqual({
      code: '123456',
      currentPassword: 'boss-password',
    });
    await ue.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
