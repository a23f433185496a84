import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { startTestServer, type TestServer } from '../../test/server';
import { buildUser } from '../../test/factories';
import { UserModel } from '../users/model';
import { hashParameters, hashPassword, PASSWORD_HASH_OPTIONS } from './passwords';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      AUTH_RATE_MAX_PER_IP: '1000',
      AUTH_RATE_MAX_PER_ACCOUNT: '100',
      LOGIN_FREE_FAILURES: '1000',
      LOGIN_FAILS_PER_IP_PER_DAY: '1000',
    },
  });
  await server.request().post('/api/register').send({ username: 'Lena', email: 'lena@example.com', password: 'correct-horse' }).expect(201);
});
afterAll(() => server.stop());

const login = (body: unknown) =>
  server
    .request()
    .post('/api/login')
    .send(body as object);
const me = (token: string) => server.request().get('/api/me').set('Authorization', `Bearer ${token}`);

describe('POST /api/login', () => {
  it('signs in with trimmed, case-insensitive email and answers the spec message', async () => {
    const res = await login({ email: '  LENA@Example.com ', password: ' correct-horse ' }).expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      message: 'Successfully logged in.',
      user: expect.objectContaining({ username: 'Lena', isAdmin: false }),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await me(res.body.token).expect(200)).body.email).toBe('lena@example.com');
  });

  it('answers a wrong password and an unknown email with the same 401 INVALID_CREDENTIALS', async () => {
    const wrong = await login({ email: 'lena@example.com', password: 'wrong-horse' }).expect(401);
    const unknown = await login({ email: 'nobody@example.com', password: 'wrong-horse' }).expect(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends comparable time on an unknown email, a Google-only account and a wrong password', async () => {
    await buildUser(server.ctx, { email: 'google-only@example.com', googleSubject: 'g-1' });
    // The time of a failed sign-in is one argon2 verification; each case must run exactly one, with the app's
    // parameters (without the dummy hash the unknown email would answer in a few milliseconds). Counting the
    // work instead of timing it holds on a loaded machine; bench:auth measures the time itself.
    const verify = jest.spyOn(argon2, 'verify');
    try {
      for (const email of ['lena@example.com', 'ghost@example.com', 'google-only@example.com']) {
        verify.mockClear();
        await login({ email, password: 'wrong-horse' }).expect(401);
        expect(verify).toHaveBeenCalledTimes(1);
        expect(hashParameters(verify.mock.calls[0]![0])).toMatchObject({
          memoryCost: PASSWORD_HASH_OPTIONS.memoryCost,
          timeCost: PASSWORD_HASH_OPTIONS.timeCost,
          parallelism: PASSWORD_HASH_OPTIONS.parallelism,
        });
      }
    } finally {
      verify.mockRestore();
    }
  });

  it('tells a banned user ACCOUNT_BANNED, only with the right password', async () => {
    await UserModel.create({
      username: 'Banned',
      usernameKey: 'banned',
      email: 'banned@example.com',
      passwordHash: await hashPassword('secret123'),
      banned: true,
    });
    expect((await login({ email: 'banned@example.com', password: 'secret123' }).expect(403)).body.code).toBe('ACCOUNT_BANNED');
    expect((await login({ email: 'banned@example.com', password: 'nope-nope' }).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses bad input with 400 VALIDATION_FAILED', async () => {
    expect((await login({ email: 'lena@example.com' }).expect(400)).body.details).toEqual({ password: expect.any(String) });
    expect((await login({ email: 'lena@example.com', password: { $ne: 'x' } }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await login({ email: ['lena@example.com'], password: 'correct-horse' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await login({ email: 'lena@example.com', password: 'x'.repeat(129) }).expect(400)).body.details).toEqual({
      password: 'Password must be at most 128 characters',
    });
    expect((await server.request().post('/api/login').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('upgrades a hash made with weaker parameters at the next login', async () => {
    const argon2 = await import('argon2');
    const weak = await argon2.hash('upgrade-me', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await UserModel.create({ username: 'Upgrader', usernameKey: 'upgrader', email: 'upgrade@example.com', passwordHash: weak });
    await login({ email: 'upgrade@example.com', password: 'upgrade-me' }).expect(200);
    expect(hashParameters((await UserModel.findOne({ email: 'upgrade@example.com' }))?.passwordHash ?? '')).toEqual({
      version: 19,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await login({ email: 'upgrade@example.com', password: 'upgrade-me' }).expect(200);
  });
});

describe('session tokens on protected routes', () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const res = await login({ email: 'lena@example.com', password: 'correct-horse' }).expect(200);
    token = res.body.token;
    userId = res.body.user.id;
  });
  const secret = () => (server.ctx.tokens as unknown as { key: KeyObject }).key;
  const claims = () => ({ ver: 0, sub: userId });

  it('GET /api/me and GET /api/user/profile answer the signed-in user', async () => {
    expect((await me(token).expect(200)).body).toMatchObject({ id: userId, username: 'Lena' });
    const profile = await server.request().get('/api/user/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(profile.body).toEqual({
      balance: 0,
      balanceVersion: 0,
      consecutivePlays: 0,
      totalSpent: 0,
      experiencePoints: 0,
      freeBoxLevel: 0,
      lastFreeBoxClaim: null,
    });
  });

  it('without a token: 401 AUTH_REQUIRED "No auth token"', async () => {
    expect((await server.request().get('/api/me').expect(401)).body).toEqual({ code: 'AUTH_REQUIRED', message: 'No auth token' });
    expect((await server.request().get('/api/user/profile').expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it.each([
    [
      'a tampered payload',
      () => {
        const [h, , s] = token.split('.');
        const payload = Buffer.from(
          JSON.stringify({ ...claims(), ver: 0, role: 'admin', iss: 'nova', aud: 'nova:session', exp: 9_999_999_999 }),
        ).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
    ['a tampered signature', () => `${token.slice(0, -4)}AAAA`],
    [
      'another secret',
      () => jwt.sign(claims(), 'x'.repeat(48), { algorithm: 'HS256', issuer: 'nova', audience: 'nova:session', expiresIn: 60 }),
    ],
    ['HS512', () => jwt.sign(claims(), secret(), { algorithm: 'HS512', issuer: 'nova', audience: 'nova:session', expiresIn: 60 })],
    [
      'RS256',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return jwt.sign(claims(), privateKey, { algorithm: 'RS256', issuer: 'nova', audience: 'nova:session', expiresIn: 60 });
      },
    ],
    ['alg none', () => jwt.sign(claims(), '', { algorithm: 'none', issuer: 'nova', audience: 'nova:session', expiresIn: 60 })],
    [
      'alg none with a signature part',
      () => {
        const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const body = Buffer.from(JSON.stringify({ ...claims(), iss: 'nova', aud: 'nova:session', exp: 9_999_999_999 })).toString(
          'base64url',
        );
        return `${head}.${body}.`;
      },
    ],
    [
      'a wrong issuer',
      () => jwt.sign(claims(), secret(), { algorithm: 'HS256', issuer: 'someone-else', audience: 'nova:session', expiresIn: 60 }),
    ],
    ['a wrong audience', () => jwt.sign(claims(), secret(), { algorithm: 'HS256', issuer: 'nova', audience: 'nova:admin', expiresIn: 60 })],
    ['no expiry', () => jwt.sign(claims(), secret(), { algorithm: 'HS256', issuer: 'nova', audience: 'nova:session' })],
    [
      'a non-ObjectId subject',
      () =>
        jwt.sign({ ver: 0, sub: 'not-an-id' }, secret(), { algorithm: 'HS256', issuer: 'nova', audience: 'nova:session', expiresIn: 60 }),
    ],
    ['garbage', () => 'not.a.token'],
  ])('refuses %s with 401 INVALID_TOKEN', async (_name, make) => {
    const res = await me(make()).expect(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED', async () => {
    const expired = jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 10 }, secret(), {
      algorithm: 'HS256',
      issuer: 'nova',
      audience: 'nova:session',
    });
    expect((await me(expired).expect(401)).body).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it("refuses a banned user's token with 403 ACCOUNT_BANNED, and an older token version with INVALID_TOKEN", async () => {
    const { user, token: bannedToken } = await buildUser(server.ctx);
    await UserModel.updateOne({ _id: user._id }, { $set: { banned: true } });
    expect((await me(bannedToken).expect(403)).body.code).toBe('ACCOUNT_BANNED');
    await UserModel.updateOne({ _id: user._id }, { $set: { banned: false }, $inc: { tokenVersion: 1 } });
    expect((await me(bannedToken).expect(401)).body.code).toBe('INVALID_TOKEN');
  });

  it('keeps public routes answering with a refused token', async () => {
    await server.request().get('/api/boxes').set('Authorization', 'Bearer not.a.token').expect(200);
  });
});
