import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fakeOidc';
import { startTestServer, type TestServer } from '../../test/server';
import { hashPassword } from './passwords';
import { UserModel } from '../users/model';

let provider: FakeOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({
    env: { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER_URL: provider.issuer },
  });
});
afterAll(async () => {
  await server.stop();
  await provider.close();
});

/** The browser's part: /api/auth/google -> provider -> callback, carrying the state cookie. Returns the app redirect. */
async function signInWithGoogle(options: { cookie?: (cookie: string) => string; state?: (state: string) => string } = {}): Promise<URL> {
  const start = await server.request().get('/api/auth/google').expect(302);
  const cookie = String(start.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  const authorize = new URL(start.headers.location as string);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') as string);
  if (options.state) callback.searchParams.set('state', options.state(callback.searchParams.get('state') ?? ''));
  const back = await server
    .request()
    .get(`${callback.pathname}${callback.search}`)
    .set('Cookie', options.cookie ? options.cookie(cookie) : cookie)
    .expect(302);
  return new URL(back.headers.location as string, server.url);
}

async function exchange(location: URL) {
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  const res = await server.request().post('/api/verify-token').set('Authorization', `Bearer ${token}`).expect(200);
  return res.body as { token: string; user: { id: string; username: string; email: string } };
}

describe('GET /api/auth/google', () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge, and sets a state cookie', async () => {
    const res = await server.request().get('/api/auth/google').expect(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/api/auth/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/nova_google_state=.+; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Google sign-in end to end against a local provider', () => {
  it('creates a new account with a derived username and signs it in through a link token', async () => {
    provider.signInAs({ sub: 'g-new-1', email: 'New.Person@Gmail.test', email_verified: true, name: 'New Person' });
    const location = await signInWithGoogle();
    expect(location.pathname).toBe('/');
    const session = await exchange(location);
    expect(session.user).toMatchObject({ email: 'new.person@gmail.test', username: 'New_Person' });
    const stored = await UserModel.findById(session.user.id);
    expect(stored).toMatchObject({ googleSubject: 'g-new-1', passwordHash: null, role: 'player' });
    expect(stored?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    // The provider saw the PKCE verifier and the client secret.
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signing in again finds the same account by its Google subject.
    const again = await exchange(await signInWithGoogle());
    expect(again.user.id).toBe(session.user.id);
  });

  it('links an existing email account and de-duplicates a taken username', async () => {
    const existing = await UserModel.create({
      username: 'Linker',
      usernameKey: 'linker',
      email: 'linker@gmail.test',
      passwordHash: await hashPassword('secret123'),
    });
    await UserModel.create({ username: 'New_Person2', usernameKey: 'new_person2', email: 'np2@x.test' });
    provider.signInAs({ sub: 'g-link-1', email: 'linker@gmail.test', email_verified: true, name: 'Someone Else' });
    const session = await exchange(await signInWithGoogle());
    expect(session.user.id).toBe(existing.id);
    expect(await UserModel.findById(existing.id)).toMatchObject({ googleSubject: 'g-link-1' });
    // The password still works.
    await server.request().post('/api/login').send({ email: 'linker@gmail.test', password: 'secret123' }).expect(200);

    provider.signInAs({ sub: 'g-dup-1', email: 'dup@gmail.test', email_verified: true, name: 'Linker' });
    const dup = await exchange(await signInWithGoogle());
    expect(dup.user.username).toMatch(/^Linker\d{4}$/);
  });

  it('refuses an unverified email with GOOGLE_EMAIL_UNVERIFIED and creates nothing', async () => {
    provider.signInAs({ sub: 'g-unverified', email: 'unverified@gmail.test', email_verified: false, name: 'Unverified' });
    const location = await signInWithGoogle();
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('authError')).toBe('GOOGLE_EMAIL_UNVERIFIED');
    expect(location.searchParams.has('token')).toBe(false);
    expect(await UserModel.exists({ email: 'unverified@gmail.test' })).toBeNull();
  });

  it('refuses a bad state, a state from another browser and a replayed callback with GOOGLE_STATE_INVALID', async () => {
    provider.signInAs({ sub: 'g-state', email: 'state@gmail.test', email_verified: true });
    const forged = await signInWithGoogle({ state: () => 'forged-state' });
    expect(forged.searchParams.get('authError')).toBe('GOOGLE_STATE_INVALID');
    const otherBrowser = await signInWithGoogle({ cookie: () => 'nova_google_state=someone-elses' });
    expect(otherBrowser.searchParams.get('authError')).toBe('GOOGLE_STATE_INVALID');

    // A callback URL used twice: the stored state is consumed by the first use.
    const start = await server.request().get('/api/auth/google').expect(302);
    const cookie = String(start.headers['set-cookie']?.[0]).split(';')[0] ?? '';
    const callback = new URL((await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location') as string);
    const first = await server.request().get(`${callback.pathname}${callback.search}`).set('Cookie', cookie).expect(302);
    expect(first.headers.location).toMatch(/^\/\?token=/);
    const replay = await server.request().get(`${callback.pathname}${callback.search}`).set('Cookie', cookie).expect(302);
    expect(replay.headers.location).toBe('/?authError=GOOGLE_STATE_INVALID');
    expect(await UserModel.countDocuments({ email: 'state@gmail.test' })).toBe(1);
  });

  it('refuses an ID token whose nonce does not match with GOOGLE_FAILED', async () => {
    provider.signInAs({ sub: 'g-nonce', email: 'nonce@gmail.test', email_verified: true });
    provider.overrideNonce('not-the-nonce-we-sent');
    try {
      const location = await signInWithGoogle();
      expect(location.searchParams.get('authError')).toBe('GOOGLE_FAILED');
    } finally {
      provider.overrideNonce(null);
    }
    expect(await UserModel.exists({ email: 'nonce@gmail.test' })).toBeNull();
  });

  it('refuses a banned account with ACCOUNT_BANNED', async () => {
    await UserModel.create({ username: 'Banned1', usernameKey: 'banned1', email: 'banned@gmail.test', banned: true });
    provider.signInAs({ sub: 'g-banned', email: 'banned@gmail.test', email_verified: true });
    expect((await signInWithGoogle()).searchParams.get('authError')).toBe('ACCOUNT_BANNED');
  });
});
