import { waitFor } from '@testing-library/react';
import { ErrorCode } from '@nova/protocol';
import { initI18n } from '../i18n';
import { createApiClient } from '../lib/api';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildUser } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { currentReferralCode, rememberedReferral } from '../features/affiliates/referralMemory';
import { isSessionExemptPath, resetSessionStartup, startSession } from './session';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetSessionStartup();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, user: null, loading: true });
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '', '/');
});

/** The app's client shape: the session token from the store, sign-out on a refused session. */
const api = () =>
  createApiClient({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: (token) => {
      if (useSessionStore.getState().token === token) useSessionStore.getState().logout();
    },
  });

const at = (address: string) => window.history.replaceState(null, '', address);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description }));

describe('start-up with a ?token= link token', () => {
  it('verifies it with POST /api/verify-token (Bearer), signs in, stores the session, then drops it from the address', async () => {
    const user = buildUser({ username: 'linked' });
    const { calls } = fetchRoutes({ 'POST /api/verify-token': { body: { token: 'session-jwt', user } } });
    at('/boxes?token=link-123&sort=name#top');
    const replace = jest.spyOn(window.history, 'replaceState');
    await startSession({ api: api() });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/verify-token', body: undefined });
    expect(calls[0]?.headers.Authorization).toBe('Bearer link-123');
    expect(useSessionStore.getState()).toMatchObject({ token: 'session-jwt', user: { username: 'linked' }, loading: false });
    expect(localStorage.getItem('token')).toBe('session-jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'linked' });
    expect(address()).toBe('/boxes?sort=name#top');
    // Removed after the answer, with history.replaceState (no new history entry).
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
  });

  it('stays signed out (and says why) when the server refuses the link, and still drops it', async () => {
    fetchRoutes({ 'POST /api/verify-token': { status: 401, body: { code: ErrorCode.LINK_TOKEN_INVALID, message: 'used' } } });
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify(buildUser()));
    at('/?token=used-link');
    await startSession({ api: api() });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
    expect(address()).toBe('/');
    expect(toasts()).toEqual([
      { title: 'Sign-in failed', description: 'This sign-in link is invalid, has expired or was already used. Please sign in again.' },
    ]);
  });

  it('stays signed out when the answer carries no user', async () => {
    fetchRoutes({ 'POST /api/verify-token': { body: { token: 'x' } } });
    at('/?token=t');
    await startSession({ api: api() });
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('ends loading silently, signed out, when the network fails', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    at('/?token=t');
    await startSession({ api: api() });
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
    expect(toasts()).toEqual([]);
    expect(address()).toBe('/');
  });

  it.each(['/admin-login', '/admin-login-standalone', '/admin-login-fix', '/test-admin'])(
    'on %s checks no link token and restores nothing',
    async (path) => {
      const { fn } = fetchRoutes({});
      localStorage.setItem('token', 'stored');
      localStorage.setItem('user', JSON.stringify(buildUser()));
      at(`${path}?token=t`);
      await startSession({ api: api() });
      expect(fn).not.toHaveBeenCalled();
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
    },
  );

  it('runs once per page load', async () => {
    const { fn } = fetchRoutes({ 'POST /api/verify-token': { body: { token: 's', user: buildUser() } } });
    at('/?token=once');
    await Promise.all([startSession({ api: api() }), startSession({ api: api() })]);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('start-up restore from storage', () => {
  it('restores the stored token and user, then refreshes the user from /api/me (its newer balance version)', async () => {
    const { calls } = fetchRoutes({ 'GET /api/me': { body: buildUser({ balance: 999, balanceVersion: 7 }) } });
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', JSON.stringify(buildUser({ balance: 5, balanceVersion: 6 })));
    await startSession({ api: api() });
    expect(useSessionStore.getState()).toMatchObject({ token: 'stored-token', user: { username: 'zara' }, loading: false });
    // The refresh runs after start-up returns: observe it land.
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(999));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/me' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it('signs out when the refreshed session is refused (revoked or expired token)', async () => {
    fetchRoutes({ 'GET /api/me': { status: 401, body: { code: 'INVALID_TOKEN', message: 'Invalid' } } });
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('user', JSON.stringify(buildUser()));
    await startSession({ api: api() });
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: null, user: null }));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['no token', null],
    ['a token containing "undefined"', 'undefined'],
    ['a token containing "undefined" inside', 'abc.undefined.def'],
  ])('does not restore with %s', async (_name, token) => {
    fetchRoutes({});
    if (token !== null) localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(buildUser()));
    await startSession({ api: api() });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
  });

  it.each(['{not json', 'null', '"a string"', '{"username":"no id"}'])('clears a corrupt stored user %s with a warning', async (raw) => {
    fetchRoutes({});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', raw);
    await startSession({ api: api() });
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
    warn.mockRestore();
  });
});

describe('start-up: other parameters', () => {
  it('turns ?authError=<code> into a translated toast and drops it from the address', async () => {
    fetchRoutes({});
    at('/?authError=GOOGLE_EMAIL_UNVERIFIED&x=1');
    await startSession({ api: api() });
    expect(toasts()).toEqual([{ title: 'Sign-in failed', description: 'The email address of your Google account is not verified.' }]);
    expect(address()).toBe('/?x=1');
  });

  it('shows a generic message for an unknown authError code', async () => {
    fetchRoutes({});
    at('/?authError=<script>');
    await startSession({ api: api() });
    expect(toasts()[0]?.description).toBe('Something went wrong. Please try again.');
  });

  it('remembers a ?ref= code the server knows, for a later registration (email or Google)', async () => {
    const { calls } = fetchRoutes({ 'GET /api/affiliates/codes/ABC123': { body: { code: 'ABC123', referrer: 'Vega' } } });
    at('/affiliates?ref=abc123');
    await startSession({ api: api() });
    await waitFor(() => expect(rememberedReferral()).toMatchObject({ code: 'ABC123', referrer: 'Vega' }));
    expect(calls.map((c) => c.path)).toContain('/api/affiliates/codes/ABC123');
    expect(currentReferralCode('?ref=fromurl')).toBe('FROMURL');
    expect(currentReferralCode('')).toBe('ABC123');
    expect(toasts()).toEqual([]);
  });

  it('tells the visitor about a ?ref= code nobody has, keeps the one it had, and drops the code from the address', async () => {
    fetchRoutes({
      'GET /api/affiliates/codes/GOOD1234': { body: { code: 'GOOD1234', referrer: 'Lyra' } },
      'GET /api/affiliates/codes/NOSUCH99': { status: 404, body: { code: ErrorCode.REFERRAL_CODE_UNKNOWN, message: 'unknown' } },
    });
    at('/?ref=GOOD1234');
    await startSession({ api: api() });
    await waitFor(() => expect(rememberedReferral()?.code).toBe('GOOD1234'));
    resetSessionStartup();
    at('/boxes?ref=NOSUCH99&x=1');
    await startSession({ api: api() });
    await waitFor(() => expect(address()).toBe('/boxes?x=1'));
    expect(toasts()).toEqual([
      { title: 'Referral link not recognised', description: 'This referral code does not exist. Check the link, or register without it.' },
    ]);
    expect(currentReferralCode()).toBe('GOOD1234');
  });

  it('ignores a malformed ?ref= without asking the server', async () => {
    const { calls } = fetchRoutes({});
    at('/?ref=%3Cscript%3E');
    await startSession({ api: api() });
    expect(calls.filter((c) => c.path.startsWith('/api/affiliates'))).toEqual([]);
    expect(currentReferralCode()).toBeUndefined();
  });

  it('knows the exempt paths', () => {
    expect(isSessionExemptPath('/admin-login-clean')).toBe(true);
    expect(isSessionExemptPath('/test-admin')).toBe(true);
    expect(isSessionExemptPath('/test-admin/x')).toBe(false);
    expect(isSessionExemptPath('/admin')).toBe(false);
  });
});
