import type { AuthResponseDto } from '@nova/protocol';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { mailer } from '../mail';
import type { OutboxMessage } from '../mail/transport';
import { UserModel } from '../users/model';
import { passwordResets } from './passwordResetRoutes';

/**
 * "Forgot password?" over HTTP and sockets, with mail read from the dev outbox (kept in memory: DATA_DIR=:memory:).
 * Each scenario asks from its own client address (TRUST_PROXY=1 believes one X-Forwarded-For hop), so the per-IP
 * budget of one never spends another's.
 */
let server: TestServer;
const clock = new TestClock(new Date());

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { TRUST_PROXY: '1', PASSWORD_RESET_MAX_PER_ACCOUNT: '3', PASSWORD_RESET_MAX_PER_IP: '5' },
  });
});
afterAll(() => server.stop());

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every message the dev outbox holds for `to` whose subject starts with `subject`. */
const mailsTo = (to: string, subject: string): OutboxMessage[] =>
  mailer(server.ctx).memoryOutbox.filter((m) => m.to === to && m.subject.startsWith(subject));

/** The reset token of a mail's link (`/reset-password?code=`). */
function resetToken(mail: OutboxMessage): string {
  const match = /\/reset-password\?code=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

async function register(username: string, ip = nextIp()): Promise<AuthResponseDto & { email: string }> {
  const email = `${username.toLowerCase()}@nova.test`;
  const res = await server
    .request()
    .post('/api/register')
    .set('X-Forwarded-For', ip)
    .send({ username, email, password: 'old-password', language: 'en' })
    .expect(201);
  return { ...(res.body as AuthResponseDto), email };
}

const askReset = (email: string, ip = nextIp(), language?: string) =>
  server.request().post('/api/password-reset').set('X-Forwarded-For', ip).send({ email, ...(language ? { language } : {}) });
const confirm = (token: string, password: string) =>
  server.request().post('/api/password-reset/confirm').set('X-Forwarded-For', nextIp()).send({ token, password });
const login = (email: string, password: string) =>
  server.request().post('/api/login').set('X-Forwarded-For', nextIp()).send({ email, password });

/** Asks for a link for `email` and returns its token, once the mail is in the outbox. */
async function linkFor(email: string): Promise<string> {
  const before = mailsTo(email, 'Reset your password').length;
  await askReset(email).expect(202);
  return resetToken(await eventually(() => mailsTo(email, 'Reset your password')[before] ?? false));
}

describe('POST /api/password-reset', () => {
  it('answers 202 with no body for an unknown address, and sends nothing', async () => {
    const res = await askReset('nobody@nova.test').expect(202);
    expect(res.text).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    await passwordResets(server.ctx).settled();
    expect(mailer(server.ctx).memoryOutbox.filter((m) => m.to === 'nobody@nova.test')).toEqual([]);
  });

  it('mails a single link for a known address, in the account language, valid for 30 minutes', async () => {
    const player = await register('Known');
    await UserModel.updateOne({ _id: player.user.id }, { $set: { language: 'de' } });
    const res = await askReset('  KNOWN@nova.test ', nextIp(), 'fr').expect(202);
    expect(res.text).toBe('');
    const mail = await eventually(() => mailsTo(player.email, 'Setze dein Passwort zurück')[0] ?? false);
    expect(mail.text).toContain(`${PASSWORD_RESET_TOKEN_TTL_SECONDS / 60} Minuten`);
    expect(mail.html).toContain('/reset-password?code=');
    expect(resetToken(mail)).toHaveLength(43);
  });

  it('tells a Google-only account to sign in with Google, and issues no link', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Googler', googleSubject: 'google-sub-1', passwordHash: null });
    await askReset(user.email).expect(202);
    const mail = await eventually(() => mailsTo(user.email, 'Sign in with Google')[0] ?? false);
    expect(mail.text).toContain('Continue with Google');
    expect(mail.text).not.toContain('/reset-password');
  });

  it('sends nothing to a banned account', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Banned', passwordHash: 'x', banned: true });
    await askReset(user.email).expect(202);
    await passwordResets(server.ctx).settled();
    expect(mailer(server.ctx).memoryOutbox.filter((m) => m.to === user.email)).toEqual([]);
  });

  it('refuses bad input with 400 VALIDATION_FAILED', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }, { email: 'a@b.test', language: 'xx' }, { email: 'a@b.test', extra: 1 }]) {
      const res = await server.request().post('/api/password-reset').set('X-Forwarded-For', nextIp()).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const malformed = await server
      .request()
      .post('/api/password-reset')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
  });

  it('is limited per account (known or not) and per client IP, with Retry-After', async () => {
    const player = await register('Limited');
    for (const email of [player.email, 'ghost@nova.test']) {
      for (let i = 0; i < 3; i++) await askReset(email).expect(202);
      const limited = await askReset(email).expect(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many password reset requests/) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await askReset(`someone${i}@nova.test`, ip).expect(202);
    expect((await askReset('someone-else@nova.test', ip).expect(429)).body.code).toBe('RATE_LIMITED');
    await askReset('someone-else@nova.test').expect(202);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the password once, ends every session and socket, and mails a notice', async () => {
    const player = await register('Resetter');
    const other = (await login(player.email, 'old-password').expect(200)).body as AuthResponseDto;
    const socket = await server.connect(other.token);
    const cut = new Promise((resolve) => socket.once('disconnect', resolve));
    const token = await linkFor(player.email);

    const done = await confirm(token, '  new-password ').expect(200);
    expect(done.body).toEqual({ email: player.email });
    expect(done.headers['cache-control']).toBe('no-store');
    await cut;
    await server.request().get('/api/me').set(auth(player.token)).expect(401);
    await server.request().get('/api/me').set(auth(other.token)).expect(401);
    await expect(server.connect(other.token)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
    await login(player.email, 'old-password').expect(401);
    const signedIn = (await login(player.email, 'new-password').expect(200)).body as AuthResponseDto;
    expect(signedIn.user.emailVerified).toBe(true);

    const again = await confirm(token, 'third-password').expect(400);
    expect(again.body.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    await login(player.email, 'new-password').expect(200);
    const notice = await eventually(() => mailsTo(player.email, 'Your password was reset')[0] ?? false);
    expect(notice.text).toContain('every session was signed out');
  });

  it('works for 30 minutes only (the injectable clock)', async () => {
    const player = await register('Expiring');
    const early = await linkFor(player.email);
    clock.advance(PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000 - 1000);
    try {
      await confirm(early, 'in-time-password').expect(200);
      const late = await linkFor(player.email);
      clock.advance(PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000 + 1000);
      expect((await confirm(late, 'too-late-password').expect(400)).body.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    } finally {
      clock.set(new Date());
    }
    await login(player.email, 'in-time-password').expect(200);
  });

  it('keeps only the newest link, and a link for an address the account no longer has is refused', async () => {
    const player = await register('Twice');
    const first = await linkFor(player.email);
    const second = await linkFor(player.email);
    expect((await confirm(first, 'first-try-pass').expect(400)).body.code).toBe('PASSWORD_RESET_TOKEN_INVALID');

    await UserModel.updateOne({ _id: player.user.id }, { $set: { email: 'twice-moved@nova.test' } });
    expect((await confirm(second, 'second-try-pass').expect(400)).body.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    await login('twice-moved@nova.test', 'old-password').expect(200);
  });

  it('drops a pending address change (its link stops working) and verifies the address', async () => {
    const player = await register('Pending');
    await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'attacker@nova.test', currentPassword: 'old-password' })
      .expect(202);
    const change = await eventually(() => mailsTo('attacker@nova.test', 'Confirm your new email address')[0] ?? false);
    const changeToken = /\/verify-email\?code=([A-Za-z0-9_-]{43})/.exec(change.text)?.[1];
    await confirm(await linkFor(player.email), 'reset-password-1').expect(200);
    const user = await UserModel.findById(player.user.id).lean();
    expect(user).toMatchObject({ email: player.email, emailVerified: true, pendingEmail: null });
    expect((await server.request().post('/api/verify-email').send({ token: changeToken }).expect(400)).body.code).toBe(
      'VERIFICATION_TOKEN_INVALID',
    );
  });

  it('refuses bad input with 400: malformed token, weak password, unknown token, extra fields', async () => {
    const unknown = 'A'.repeat(43);
    for (const body of [{}, { token: '../x', password: 'long-enough' }, { token: unknown, password: '123' }, { token: unknown }]) {
      const res = await server.request().post('/api/password-reset/confirm').set('X-Forwarded-For', nextIp()).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const extra = await server
      .request()
      .post('/api/password-reset/confirm')
      .set('X-Forwarded-For', nextIp())
      .send({ token: unknown, password: 'long-enough', email: 'x@y.test' })
      .expect(400);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect((await confirm(unknown, 'long-enough').expect(400)).body.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
  });

  it('leaves the link unused when the new password breaks the rules', async () => {
    const player = await register('Patient');
    const token = await linkFor(player.email);
    const weak = await confirm(token, 'abc').expect(400);
    expect(weak.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { password: 'Password must be at least 6 characters' } });
    await confirm(token, 'good-password').expect(200);
  });

  it('is limited per client IP like other account writes', async () => {
    const ip = nextIp();
    const send = () => server.request().post('/api/password-reset/confirm').set('X-Forwarded-For', ip).send({ token: 'A'.repeat(43), password: 'long-enough' });
    for (let i = 0; i < 20; i++) await send().expect(400);
    const limited = await send().expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
