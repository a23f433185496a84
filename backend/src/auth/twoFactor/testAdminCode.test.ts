import { buildUser } from '../../../test/factories';
import { startTestServer, TestClock, type TestServer } from '../../../test/server';
import { codeNow, turnOnTwoFactor, type EnabledTwoFactor } from '../../../test/twoFactor';
import { UserModel } from '../../users/model';
import { hashPassword } from '../passwords';

/** Starts at the real time (TTL-swept collections). */
const clock = new TestClock(new Date());
const STEP_MS = 30_000;
let server: TestServer;
let admin: EnabledTwoFactor;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { STAFF_TWO_FACTOR: 'required', LOGIN_FREE_FAILURES: '1000' } });
  const { token } = await buildUser(server.ctx, {
    email: 'boss@nova.test',
    role: 'admin',
    passwordHash: await hashPassword('boss-password-1'),
  });
  admin = await turnOnTwoFactor(server, clock, token, 'boss-password-1');
});
afterAll(() => server.stop());

const passwordForm = () => server.request().post('/test-admin').type('form').send({ email: 'boss@nova.test', password: 'boss-password-1' });
const challengeIn = (html: string) => /name="challenge" value="([A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? '';
const codeForm = (fields: Record<string, string>) => server.request().post('/test-admin/2fa').type('form').send(fields);

describe('/test-admin with two-factor on (no JavaScript)', () => {
  it('asks for the code in a second form after the password, then redirects to the console with a link that needs no code', async () => {
    clock.advance(STEP_MS);
    const first = await passwordForm().expect(200);
    expect(first.headers.location).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.text).toContain('<form method="post" action="/test-admin/2fa">');
    expect(first.text).toMatch(/<input id="code" name="code" type="text" required[^>]*autocomplete="one-time-code"/);
    expect(first.text).not.toMatch(/<script/i);
    const challenge = challengeIn(first.text);
    expect(challenge).not.toBe('');

    const wrong = await codeForm({ challenge, code: '000000' }).expect(400);
    expect(wrong.text).toContain('role="alert"');
    expect(challengeIn(wrong.text)).toBe(challenge);

    const done = await codeForm({ challenge, code: codeNow(admin.secret, clock) }).expect(303);
    const location = new URL(done.headers.location as string, server.url);
    expect(location.pathname).toBe('/admin');
    const binding = String(done.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const session = await server
      .request()
      .post('/api/verify-token')
      .set('Authorization', `Bearer ${location.searchParams.get('token') ?? ''}`)
      .set('Cookie', binding)
      .expect(200);
    expect(session.body).toMatchObject({ token: expect.any(String), user: { email: 'boss@nova.test', isAdmin: true } });
    // With that session, the staff routes answer (two-factor is on).
    await server
      .request()
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${session.body.token as string}`)
      .expect(200);
  });

  it('takes a recovery code, and each challenge only once', async () => {
    const challenge = challengeIn((await passwordForm().expect(200)).text);
    await codeForm({ challenge, code: admin.recoveryCodes[0] ?? '' }).expect(303);
    const reused = await codeForm({ challenge, code: admin.recoveryCodes[1] ?? '' }).expect(401);
    expect(reused.text).toContain('href="/test-admin"');
  });

  it('answers bad input with the form again and a 4xx', async () => {
    const challenge = challengeIn((await passwordForm().expect(200)).text);
    expect(challengeIn((await codeForm({ challenge, code: 'nope' }).expect(400)).text)).toBe(challenge);
    expect((await codeForm({ challenge: 'x', code: '123456' }).expect(400)).text).toContain('role="alert"');
    expect((await codeForm({}).expect(400)).text).toContain('role="alert"');
    expect((await codeForm({ challenge: 'B'.repeat(43), code: '123456' }).expect(401)).text).toContain('Please sign in again');
  });

  it('refuses an account that stopped being an admin between the password and the code', async () => {
    const challenge = challengeIn((await passwordForm().expect(200)).text);
    await UserModel.updateOne({ email: 'boss@nova.test' }, { $set: { role: 'support' } });
    try {
      clock.advance(STEP_MS);
      const res = await codeForm({ challenge, code: codeNow(admin.secret, clock) }).expect(403);
      expect(res.text).toContain('Admin access required');
      expect(res.headers.location).toBeUndefined();
    } finally {
      await UserModel.updateOne({ email: 'boss@nova.test' }, { $set: { role: 'admin' } });
    }
  });
});
