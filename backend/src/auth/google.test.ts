import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fakeOidc';
import { buildUser } from '../../test/factories';
import { CookieJar, googleSignIn } from '../../test/google';
import { startTestServer, type TestServer } from '../../test/server';
import { hashPassword } from './passwords';
import { SessionModel } from './sessions';
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

const errorOf = async (options: Parameters<typeof googleSignIn.begin>[1] = {}) =>
  (await googleSignIn.begin(server, options)).location.searchParams.get('authError');

describe('GET /api/auth/google', () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge, and sets the state and browser-binding cookies', async () => {
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
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/nova_google_state=.+; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/nova_link_binding=[A-Za-z0-9_-]{43}; Path=\/api\/verify-token; HttpOnly; SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Google sign-in end to end against a local provider', () => {
  it('creates a new, verified account (with its welcome coins) with a derived username and signs it in through a link token', async () => {
    provider.signInAs({ sub: 'g-new-1', email: 'New.Person@Gmail.test', email_verified: true, name: 'New Person' });
    const session = await googleSignIn(server);
    expect(session.user).toMatchObject({ email: 'new.person@gmail.test', username: 'New_Person', emailVerified: true, balance: server.ctx.config.WELCOME_COINS });
    const stored = await UserModel.findById(session.user.id);
    expect(stored).toMatchObject({ googleSubject: 'g-new-1', passwordHash: null, role: 'player', emailVerified: true });
    expect(stored?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signing in again finds the same account by its Google subject.
    expect((await googleSignIn(server)).user.id).toBe(session.user.id);
  });

  it('never links a verified password account by email: GOOGLE_LINK_REQUIRED, and the account is untouched', async () => {
    const existing = await UserModel.create({
      username: 'Linker',
      usernameKey: 'linker',
      email: 'linker@gmail.test',
      emailVerified: true,
      passwordHash: await hashPassword('secret123'),
    });
    provider.signInAs({ sub: 'g-link-1', email: 'linker@gmail.test', email_verified: true, name: 'Someone Else' });
    expect(await errorOf()).toBe('GOOGLE_LINK_REQUIRED');
    expect(await UserModel.findById(existing.id)).toMatchObject({ googleSubject: null });
    await server.request().post('/api/login').send({ email: 'linker@gmail.test', password: 'secret123' }).expect(200);
  });

  it('takes over an unverified password account: its password is removed and its sessions end', async () => {
    const squatter = await server
      .request()
      .post('/api/register')
      .send({ username: 'Squatter', email: 'owner@gmail.test', password: 'squatter-pass' })
      .expect(201);
    provider.signInAs({ sub: 'g-owner', email: 'owner@gmail.test', email_verified: true, name: 'Owner' });
    const owner = await googleSignIn(server);
    expect(owner.user).toMatchObject({ id: squatter.body.user.id, emailVerified: true });
    expect(await UserModel.findById(owner.user.id)).toMatchObject({ passwordHash: null, googleSubject: 'g-owner' });
    await server.request().post('/api/login').send({ email: 'owner@gmail.test', password: 'squatter-pass' }).expect(401);
    await server.request().get('/api/me').set('Authorization', `Bearer ${squatter.body.token}`).expect(401);
    expect(await SessionModel.countDocuments({ userId: owner.user.id, revokedAt: null })).toBe(1);
  });

  it('de-duplicates a taken username for a new Google account', async () => {
    await UserModel.create({ username: 'Dupe_Name', usernameKey: 'dupe_name', email: 'dn@x.test' });
    provider.signInAs({ sub: 'g-dup-1', email: 'dup@gmail.test', email_verified: true, name: 'Dupe Name' });
    expect((await googleSignIn(server)).user.username).toMatch(/^Dupe_Name\d{4}$/);
  });

  it('refuses an unverified email with GOOGLE_EMAIL_UNVERIFIED and creates nothing', async () => {
    provider.signInAs({ sub: 'g-unverified', email: 'unverified@gmail.test', email_verified: false, name: 'Unverified' });
    const { location } = await googleSignIn.begin(server);
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('authError')).toBe('GOOGLE_EMAIL_UNVERIFIED');
    expect(location.searchParams.has('token')).toBe(false);
    expect(await UserModel.exists({ email: 'unverified@gmail.test' })).toBeNull();
  });

  it('refuses a bad state, a state from another browser and a replayed callback with GOOGLE_STATE_INVALID', async () => {
    provider.signInAs({ sub: 'g-state', email: 'state@gmail.test', email_verified: true });
    expect(await errorOf({ state: () => 'forged-state' })).toBe('GOOGLE_STATE_INVALID');
    expect(await errorOf({ cookie: () => 'nova_google_state=someone-elses' })).toBe('GOOGLE_STATE_INVALID');

    // A callback URL used twice: the stored state is consumed by the first use.
    const jar = new CookieJar();
    const start = await server.request().get('/api/auth/google').expect(302);
    jar.take(start.headers['set-cookie']);
    const callback = new URL((await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location') as string);
    const first = await server.request().get(`${callback.pathname}${callback.search}`).set('Cookie', jar.header()).expect(302);
    expect(first.headers.location).toMatch(/^\/\?token=/);
    const replay = await server.request().get(`${callback.pathname}${callback.search}`).set('Cookie', jar.header()).expect(302);
    expect(replay.headers.location).toBe('/?authError=GOOGLE_STATE_INVALID');
    expect(await UserModel.countDocuments({ email: 'state@gmail.test' })).toBe(1);
  });

  it('refuses an ID token whose nonce does not match with GOOGLE_FAILED', async () => {
    provider.signInAs({ sub: 'g-nonce', email: 'nonce@gmail.test', email_verified: true });
    provider.overrideNonce('not-the-nonce-we-sent');
    try {
      expect(await errorOf()).toBe('GOOGLE_FAILED');
    } finally {
      provider.overrideNonce(null);
    }
    expect(await UserModel.exists({ email: 'nonce@gmail.test' })).toBeNull();
  });

  it('refuses a banned account with ACCOUNT_BANNED', async () => {
    await UserModel.create({ username: 'Banned1', usernameKey: 'banned1', email: 'banned@gmail.test', banned: true });
    provider.signInAs({ sub: 'g-banned', email: 'banned@gmail.test', email_verified: true });
    expect(await errorOf()).toBe('ACCOUNT_BANNED');
  });
});

describe('Connect Google from the account page', () => {
  const startLink = async (token: string, jar: CookieJar) => {
    const res = await server.request().post('/api/auth/google/link').set('Authorization', `Bearer ${token}`).expect(200);
    jar.take(res.headers['set-cookie']);
    const url = new URL(res.body.url as string);
    const atProvider = await fetch(url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') as string);
    const back = await server.request().get(`${callback.pathname}${callback.search}`).set('Cookie', jar.header()).expect(302);
    return back.headers.location as string;
  };

  it('links the Google account to the signed-in user, who can then sign in with either', async () => {
    const { user, token } = await buildUser(server.ctx, { email: 'connect@nova.test' });
    provider.signInAs({ sub: 'g-connect', email: 'other-address@gmail.test', email_verified: true });
    expect(await startLink(token, new CookieJar())).toBe('/account?googleLinked=1');
    expect(await UserModel.findById(user._id)).toMatchObject({ googleSubject: 'g-connect' });
    expect((await googleSignIn(server)).user.id).toBe(user.id);
  });

  it('refuses a Google account already linked elsewhere with GOOGLE_ALREADY_LINKED', async () => {
    await buildUser(server.ctx, { googleSubject: 'g-taken' });
    const { user, token } = await buildUser(server.ctx);
    provider.signInAs({ sub: 'g-taken', email: 'taken@gmail.test', email_verified: true });
    expect(await startLink(token, new CookieJar())).toBe('/account?authError=GOOGLE_ALREADY_LINKED');
    expect(await UserModel.findById(user._id)).toMatchObject({ googleSubject: null });
  });

  it('needs a signed-in user (401) and refuses a callback without the starting browser’s state cookie', async () => {
    await server.request().post('/api/auth/google/link').expect(401);
    const { user, token } = await buildUser(server.ctx);
    provider.signInAs({ sub: 'g-stolen', email: 'stolen@gmail.test', email_verified: true });
    const res = await server.request().post('/api/auth/google/link').set('Authorization', `Bearer ${token}`).expect(200);
    const callback = new URL((await fetch(res.body.url as string, { redirect: 'manual' })).headers.get('location') as string);
    const back = await server.request().get(`${callback.pathname}${callback.search}`).expect(302);
    expect(back.headers.location).toBe('/?authError=GOOGLE_STATE_INVALID');
    expect(await UserModel.findById(user._id)).toMatchObject({ googleSubject: null });
  });
});
