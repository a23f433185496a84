import type { ErrorCode, LinkExchangeDto, UserDto } from '@nova/protocol';
import { captureReferral } from '../features/affiliates/referralMemory';
import { useTwoFactorChallengeStore } from '../features/twoFactor/challengeStore';
import { i18n } from '../i18n';
import { ApiError, type ApiClient } from '../lib/api';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { readStoredSession, clearStoredSession, useSessionStore } from '../stores/useSessionStore';
import { toast } from '../stores/useToastStore';

/**
 * Start-up session rules:
 * - On the admin-login pages and `/test-admin`, nothing is restored and no link token is checked.
 * - A `?token=` link token is exchanged with `POST /api/verify-token` (Bearer = the link token); with a user in
 *   the answer the session starts and is stored, with a two-factor challenge the sign-in dialog opens on the code
 *   step, otherwise it stays signed out; then the parameter is removed from the address. A network failure ends loading silently, signed out.
 * - Without it, the stored token and user are restored, unless the token is missing or contains 'undefined';
 *   a stored user that does not parse logs a warning and clears both keys.
 * - `?authError=<code>` (a failed Google sign-in) becomes a translated toast and leaves the address.
 * - `?ref=<code>` is remembered for registration.
 */
export function isSessionExemptPath(pathname: string): boolean {
  return pathname.includes('admin-login') || pathname === '/test-admin';
}

export interface SessionStartOptions {
  api: Pick<ApiClient, 'json'>;
  /** Defaults to the page's own location and history. */
  location?: Pick<Location, 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

let started: Promise<void> | null = null;

/** Runs the start-up rules once per page load (later calls return the same promise). */
export function startSession(options: SessionStartOptions): Promise<void> {
  started ??= runStartup(options);
  return started;
}

/** Forgets that start-up ran (tests). */
export function resetSessionStartup(): void {
  started = null;
}

async function runStartup({ api, location = window.location, history = window.history }: SessionStartOptions): Promise<void> {
  const store = useSessionStore.getState();
  const url = new URL(location.href);
  void captureReferral(api, url.search).then((outcome) => {
    if (outcome === 'unknown') forgetUnknownReferral(location, history);
  });

  const authError = url.searchParams.get('authError');
  if (authError !== null) {
    showAuthError(authError);
    url.searchParams.delete('authError');
    replaceAddress(history, url);
  }

  if (isSessionExemptPath(url.pathname)) {
    store.setLoading(false);
    return;
  }

  const linkToken = url.searchParams.get('token');
  if (linkToken === null) {
    restoreStoredSession();
    const token = useSessionStore.getState().token;
    if (token) void refreshUser(api);
    return;
  }

  try {
    const answer = await api.json<LinkExchangeDto | undefined>('POST', '/api/verify-token', undefined, { token: linkToken });
    // (Checked by hand, not with the protocol's zod-backed helper: this runs before the first page and keeps zod out of it.)
    if (answer && 'twoFactorRequired' in answer) {
      // Google sign-in to an account with two-factor on: the sign-in dialog asks for the code.
      useTwoFactorChallengeStore.getState().hold(answer);
      useAuthDialogStore.getState().openAuthDialog('login');
    } else if (answer?.user && answer.token) store.setSession(answer.token, answer.user);
  } catch (err) {
    // A refused link says why; an unreachable server ends loading silently.
    if (err instanceof ApiError && err.status > 0) showAuthError(err.code ?? 'LINK_TOKEN_INVALID');
  } finally {
    url.searchParams.delete('token');
    replaceAddress(history, url);
    useSessionStore.getState().setLoading(false);
  }
}

/** Restores the stored session when the token is present and sane; clears a corrupt stored user. */
export function restoreStoredSession(): void {
  const store = useSessionStore.getState();
  const stored = readStoredSession();
  if (!stored.token || stored.token.includes('undefined') || !stored.user) {
    store.setLoading(false);
    return;
  }
  let user: UserDto;
  try {
    user = JSON.parse(stored.user) as UserDto;
    if (typeof user !== 'object' || user === null || typeof user.id !== 'string' || typeof user.username !== 'string') {
      throw new Error('stored user has no id or username');
    }
  } catch (err) {
    console.warn('Clearing the stored session: the stored user could not be read.', err);
    clearStoredSession();
    store.setLoading(false);
    return;
  }
  useSessionStore.setState({ token: stored.token, user, loading: false });
}

/**
 * Re-reads the signed-in user from `GET /api/me` (role, email, progress; the balance only if its version is newer
 * than the one held). A refused token signs out through the API client's 401 handling; a network failure keeps
 * the stored user.
 */
export async function refreshUser(api: Pick<ApiClient, 'json'>): Promise<void> {
  const token = useSessionStore.getState().token;
  if (!token) return;
  try {
    const user = await api.json<UserDto>('GET', '/api/me', undefined, { auth: true });
    if (useSessionStore.getState().token === token && user?.id) useSessionStore.getState().updateUser(user);
  } catch {
    // Signed out by the client on 401/403; otherwise keep what we have.
  }
}

/** Removes a parameter-free address from history without adding an entry (keeps the router's state). */
function replaceAddress(history: Pick<History, 'replaceState' | 'state'>, url: URL): void {
  const search = url.searchParams.toString();
  history.replaceState(history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
}

/** Raises a toast once `ns` has loaded (only `common` and the page's namespaces load before the first render). */
function toastIn(ns: 'auth' | 'affiliates', build: () => Parameters<typeof toast>[0]): void {
  void i18n.loadNamespaces(ns).then(() => toast(build()));
}

function showAuthError(code: string): void {
  // Every code the server sends has its text in the shell's namespace (a newer server's unknown code reads generic).
  const known = i18n.exists(`errors.${code}`, { ns: 'common' });
  toastIn('auth', () => ({
    title: i18n.t('toast.signInFailed', { ns: 'auth' }),
    description: known ? i18n.t(`errors.${code as ErrorCode}`, { ns: 'common' }) : i18n.t('errors.generic', { ns: 'common' }),
    variant: 'destructive',
  }));
}

/** A `?ref=` code nobody has: the visitor is told, and the code leaves the address (so registering does not send it). */
function forgetUnknownReferral(location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'>): void {
  toastIn('affiliates', () => ({
    title: i18n.t('invite.unknownTitle', { ns: 'affiliates' }),
    description: i18n.t('errors.REFERRAL_CODE_UNKNOWN', { ns: 'common' }),
    variant: 'destructive',
  }));
  const url = new URL(location.href);
  url.searchParams.delete('ref');
  replaceAddress(history, url);
}
