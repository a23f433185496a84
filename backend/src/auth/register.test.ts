import type { DomainEvents } from '../core/events';
import { startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { hashParameters } from './passwords';

let server: TestServer;
const registered: DomainEvents['user.registered'][] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_MAX_PER_IP: '1000', AUTH_RATE_MAX_PER_ACCOUNT: '100' } });
  server.ctx.bus.on('user.registered', (event) => {
    registered.push(event);
  });
});
afterAll(() => server.stop());

const register = (body: unknown) =>
  server
    .request()
    .post('/api/register')
    .send(body as object);

describe('POST /api/register', () => {
  it('creates a player, answers 201 with a session and the spec message, and stores an argon2id hash', async () => {
    const res = await register({ username: '  Zara  ', email: ' Zara@Example.COM ', password: ' secret1 ' }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      token: expect.any(String),
      message: 'Account created successfully.',
      user: expect.objectContaining({
        username: 'Zara',
        email: 'zara@example.com',
        balance: 0,
        role: 'player',
        isAdmin: false,
        consecutivePlays: 0,
      }),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2|usernameKey|tokenVersion/);
    const stored = await UserModel.findOne({ email: 'zara@example.com' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    const params = hashParameters(stored?.passwordHash ?? '');
    expect(params?.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params?.timeCost).toBeGreaterThanOrEqual(2);
    expect(params?.parallelism).toBeGreaterThanOrEqual(1);
    expect(stored).toMatchObject({ usernameKey: 'zara', referralCode: expect.stringMatching(/^[A-Z0-9]{8}$/), referredBy: null });
    // Password trimmed as the spec says: the trimmed one signs in.
    await server.request().post('/api/login').send({ email: 'zara@example.com', password: 'secret1' }).expect(200);
    expect(registered.at(-1)).toMatchObject({ username: 'Zara', method: 'password', referredBy: null });
    // The session works at once.
    const me = await server.request().get('/api/me').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(me.body).toMatchObject({ username: 'Zara', email: 'zara@example.com' });
  });

  it('attributes a referral code (any case) to its referrer and refuses an unknown one', async () => {
    await register({ username: 'referrer', email: 'referrer@example.com', password: 'secret1' }).expect(201);
    const referrer = await UserModel.findOne({ email: 'referrer@example.com' });
    const code = referrer!.referralCode!;
    const referred = await register({
      username: 'referred',
      email: 'referred@example.com',
      password: 'secret1',
      ref: code.toLowerCase(),
    }).expect(201);
    expect(String((await UserModel.findById(referred.body.user.id))?.referredBy)).toBe(referrer!.id);
    expect(registered.at(-1)).toMatchObject({ username: 'referred', referredBy: referrer!.id });
    const stray = await register({ username: 'nobodys', email: 'nobodys@example.com', password: 'secret1', ref: 'NOSUCHCODE' }).expect(404);
    expect(stray.body).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN' });
    expect(await UserModel.exists({ email: 'nobodys@example.com' })).toBeNull();
    const codes = (await UserModel.find({}, { referralCode: 1 }).lean()).map((u) => u.referralCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a username taken in another case with 409 USERNAME_TAKEN', async () => {
    await register({ username: 'CaseTest', email: 'case1@example.com', password: 'secret1' }).expect(201);
    const res = await register({ username: 'casetest', email: 'case2@example.com', password: 'secret1' }).expect(409);
    expect(res.body).toEqual({ code: 'USERNAME_TAKEN', message: 'This username is already taken.' });
    await register({ username: 'CASETEST', email: 'case3@example.com', password: 'secret1' }).expect(409);
  });

  it('refuses an email taken in another case with 409 EMAIL_TAKEN', async () => {
    await register({ username: 'mailer1', email: 'mailer@example.com', password: 'secret1' }).expect(201);
    const res = await register({ username: 'mailer2', email: 'MAILER@example.com', password: 'secret1' }).expect(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
  });

  it('answers 20 parallel registrations of one email with exactly one 201 and nineteen 409s', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register({ username: `racer${i}`, email: 'race@example.com', password: 'secret1' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('EMAIL_TAKEN');
    expect(await UserModel.countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it('answers 20 parallel registrations of one username (different emails) with one 201 and 409 USERNAME_TAKEN', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register({ username: i % 2 ? 'Samename' : 'SAMENAME', email: `same${i}@example.com`, password: 'secret1' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'USERNAME_TAKEN')).toHaveLength(19);
  });
});

describe('POST /api/register: bad input', () => {
  const valid = { username: 'gooduser', email: 'good@example.com', password: 'secret1' };

  it.each([
    ['a short username', { ...valid, username: 'ab' }, { username: 'Username must be at least 3 characters' }],
    ['an over-long username', { ...valid, username: 'u'.repeat(33) }, { username: 'Username must be at most 32 characters' }],
    [
      'spaces and markup in a username',
      { ...valid, username: 'a b<script>' },
      { username: 'Username may only use letters, numbers, dots, dashes and underscores' },
    ],
    ['an invalid email', { ...valid, email: 'not-an-email' }, { email: 'Invalid email address' }],
    ['an over-long email', { ...valid, email: `${'e'.repeat(250)}@x.io` }, { email: 'Email must be at most 254 characters' }],
    ['a short password', { ...valid, password: '12345' }, { password: 'Password must be at least 6 characters' }],
    ['a password of spaces', { ...valid, password: '         ' }, { password: 'Password must be at least 6 characters' }],
    ['an over-long password', { ...valid, password: 'p'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
    ['an over-long referral code', { ...valid, ref: 'R'.repeat(33) }, { ref: 'Invalid referral code' }],
    ['a referral code with markup', { ...valid, ref: 'AB<script>' }, { ref: 'Invalid referral code' }],
  ])('answers %s with 400 VALIDATION_FAILED naming the field', async (_name, body, details) => {
    const res = await register(body).expect(400);
    expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details });
  });

  it.each([
    ['a number', { ...valid, username: 12345 }],
    ['an object (operator injection)', { ...valid, email: { $gt: '' } }],
    ['an array', { ...valid, password: ['secret1'] }],
    ['null', { ...valid, email: null }],
    ['a boolean referral code', { ...valid, ref: true }],
  ])('refuses %s where a string belongs with 400 VALIDATION_FAILED', async (_name, body) => {
    expect((await register(body).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a missing body, a non-object body and a form-encoded body with 400', async () => {
    expect((await server.request().post('/api/register').expect(400)).body.code).toBe('VALIDATION_FAILED');
    // The JSON parser is strict: a bare string is not an accepted body.
    expect(
      (await server.request().post('/api/register').set('content-type', 'application/json').send('"text"').expect(400)).body.code,
    ).toBe('MALFORMED_JSON');
    expect((await server.request().post('/api/register').set('content-type', 'application/json').send('[1,2]').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await server.request().post('/api/register').type('form').send('username=a&email=b').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('refuses malformed JSON with 400 MALFORMED_JSON and an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    expect(
      (await server.request().post('/api/register').set('content-type', 'application/json').send('{"username":').expect(400)).body.code,
    ).toBe('MALFORMED_JSON');
    const big = JSON.stringify({ ...valid, username: 'x'.repeat(200_000) });
    expect((await server.request().post('/api/register').set('content-type', 'application/json').send(big).expect(413)).body.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('stores nothing for refused registrations', async () => {
    expect(await UserModel.exists({ email: 'good@example.com' })).toBeNull();
  });
});

describe('usernames at registration', () => {
  it('are NFKC-normalised and refused when confusable with an existing one', async () => {
    const full = await server
      .request()
      .post('/api/register')
      .send({ username: 'Ｆｕｌｌｗｉｄｔｈ', email: 'fw@nova.test', password: 'secret123' })
      .expect(201);
    expect(full.body.user.username).toBe('Fullwidth');
    for (const [username, code] of [
      ['fullwidth', 'USERNAME_TAKEN'],
      ['Fu11width', 'USERNAME_CONFUSABLE'],
      ['Ϝullwidth', 'USERNAME_CONFUSABLE'],
    ] as const) {
      const res = await server
        .request()
        .post('/api/register')
        .send({ username, email: `${code}${username.length}@nova.test`, password: 'secret123' });
      expect({ username, status: res.status, code: res.body.code }).toEqual({ username, status: 409, code });
    }
  });
});
