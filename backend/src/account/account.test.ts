import type { AuthResponseDto, SessionInfoDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { startLocalSmtp, verificationToken, type LocalSmtp } from '../../test/smtp';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { eventually } from '../../test/eventually';
import { ShipmentModel } from '../shipments/model';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';

let smtp: LocalSmtp;
let server: TestServer;
const clock = new TestClock(new Date());

beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url, LOGIN_FREE_FAILURES: '100' } });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
async function register(username: string, language?: string): Promise<AuthResponseDto> {
  const email = `${username.toLowerCase()}@nova.test`;
  const res = await server.request().post('/api/register').send({ username, email, password: 'first-password', language }).expect(201);
  return res.body as AuthResponseDto;
}

describe('email verification', () => {
  it('mails a link at registration (in the chosen language); the link verifies once', async () => {
    const player = await register('Verifier', 'de');
    expect(player.user.emailVerified).toBe(false);
    const mail = await smtp.mailTo('verifier@nova.test');
    expect(mail.subject).toMatch(/Bestätige deine E-Mail-Adresse/);
    expect(mail.html).toContain('/verify-email?code=');
    const token = verificationToken(mail);

    await server.request().post('/api/verify-email').send({ token }).expect(200, { email: 'verifier@nova.test', emailVerified: true, welcomeCoins: 50 });
    expect((await server.request().get('/api/me').set(auth(player.token)).expect(200)).body.emailVerified).toBe(true);
    const reused = await server.request().post('/api/verify-email').send({ token }).expect(400);
    expect(reused.body.code).toBe('VERIFICATION_TOKEN_INVALID');
  });

  it('refuses expired, unknown, malformed and missing tokens', async () => {
    await register('Expirer');
    const token = verificationToken(await smtp.mailTo('expirer@nova.test'));
    clock.advance(24 * 3600 * 1000 + 1000);
    try {
      expect((await server.request().post('/api/verify-email').send({ token }).expect(400)).body.code).toBe('VERIFICATION_TOKEN_INVALID');
    } finally {
      clock.set(new Date());
    }
    expect(
      (
        await server
          .request()
          .post('/api/verify-email')
          .send({ token: 'A'.repeat(43) })
          .expect(400)
      ).body.code,
    ).toBe('VERIFICATION_TOKEN_INVALID');
    expect((await server.request().post('/api/verify-email').send({ token: '../x' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.request().post('/api/verify-email').send({}).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('sends a new link on request (rate limited) and the older one stops working', async () => {
    const player = await register('Resender');
    const first = verificationToken(await smtp.mailTo('resender@nova.test'));
    expect((await server.request().post('/api/account/verification').set(auth(player.token)).send({ language: 'xx' })).status).toBe(400);
    await server.request().post('/api/account/verification').set(auth(player.token)).send({ language: 'fr' }).expect(202);
    const second = await smtp.mailTo('resender@nova.test', 2);
    expect(second.subject).toMatch(/Confirmez votre adresse e-mail/);
    expect((await server.request().post('/api/verify-email').send({ token: first }).expect(400)).body.code).toBe(
      'VERIFICATION_TOKEN_INVALID',
    );
    await server.request().post('/api/account/verification').set(auth(player.token)).send({}).expect(202);
    const limited = await server.request().post('/api/account/verification').set(auth(player.token)).send({}).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('keeps an unverified player from shipping a prize (EMAIL_UNVERIFIED) but not from playing', async () => {
    const { token } = await buildUser(server.ctx, { emailVerified: false, balance: 1000 });
    const res = await server
      .request()
      .post('/api/unboxings/000000000000000000000001/action')
      .set(auth(token))
      .send({ action: 'ship', address: { name: 'A B', line1: '1 Road', city: 'Town', postalCode: '12345', country: 'GB' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_UNVERIFIED');
    // Reselling (value stays in the shop) is checked on its own merits: unknown unboxing here.
    const resell = await server
      .request()
      .post('/api/unboxings/000000000000000000000001/action')
      .set(auth(token))
      .send({ action: 'resell' });
    expect(resell.status).toBe(404);
  });
});

describe('password change', () => {
  it('needs the current password, ends every other session (REST and socket) and keeps this one', async () => {
    const player = await register('Changer');
    const other = (await server.request().post('/api/login').send({ email: 'changer@nova.test', password: 'first-password' }).expect(200))
      .body as AuthResponseDto;
    const socket = await server.connect(other.token);
    const cut = new Promise((resolve) => socket.once('disconnect', resolve));

    const wrong = await server
      .request()
      .post('/api/account/password')
      .set(auth(player.token))
      .send({ currentPassword: 'not-it', newPassword: 'second-password' })
      .expect(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const short = await server
      .request()
      .post('/api/account/password')
      .set(auth(player.token))
      .send({ currentPassword: 'first-password', newPassword: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('VALIDATION_FAILED');
    await server
      .request()
      .post('/api/account/password')
      .set(auth(player.token))
      .send({ currentPassword: 'first-password', extra: 1 })
      .expect(400);

    await server
      .request()
      .post('/api/account/password')
      .set(auth(player.token))
      .send({ currentPassword: 'first-password', newPassword: 'second-password' })
      .expect(204);
    await cut;
    await server.request().get('/api/me').set(auth(other.token)).expect(401);
    await expect(server.connect(other.token)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
    await server.request().get('/api/me').set(auth(player.token)).expect(200);
    await server.request().post('/api/login').send({ email: 'changer@nova.test', password: 'first-password' }).expect(401);
    await server.request().post('/api/login').send({ email: 'changer@nova.test', password: 'second-password' }).expect(200);
    const notice = await eventually(() => smtp.received.find((m) => m.subject?.startsWith('Your password was changed')) ?? false);
    expect(notice.text).toContain('every other session was signed out');
  });
});

describe('sessions', () => {
  it('lists the active sessions (device, IP, times, current) and revokes one at once', async () => {
    const { user, token } = await buildUser(server.ctx);
    const second = await server.request().get('/api/account/sessions').set(auth(token)).set('User-Agent', 'Tester/1.0').expect(200);
    const rows = second.body as SessionInfoDto[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ current: true, userAgent: 'test factory', ip: '127.0.0.1', createdAt: expect.any(String) });

    const other = await buildUser(server.ctx, { username: `${user.username}x` });
    await server.request().delete(`/api/account/sessions/${rows[0]!.id}`).set(auth(other.token)).expect(404);
    await server.request().delete('/api/account/sessions/not-an-id').set(auth(token)).expect(400);
    await server.request().delete(`/api/account/sessions/${rows[0]!.id}`).set(auth(token)).expect(204);
    await server.request().get('/api/me').set(auth(token)).expect(401);
  });

  it('signs out everywhere', async () => {
    const player = await register('Everywhere');
    const other = (
      await server.request().post('/api/login').send({ email: 'everywhere@nova.test', password: 'first-password' }).expect(200)
    ).body as AuthResponseDto;
    await server.request().post('/api/account/sign-out-everywhere').set(auth(player.token)).expect(204);
    await server.request().get('/api/me').set(auth(player.token)).expect(401);
    await server.request().get('/api/me').set(auth(other.token)).expect(401);
    await server.request().post('/api/account/sign-out-everywhere').expect(401);
  });
});

describe('email change', () => {
  it('mails the new address, which replaces the old one only once verified', async () => {
    const player = await register('Mover');
    await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'mover@nova.test', currentPassword: 'first-password' })
      .expect(400);
    await register('Holder');
    const taken = await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'holder@nova.test', currentPassword: 'first-password' })
      .expect(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const wrong = await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'moved@nova.test', currentPassword: 'nope' });
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'not an email', currentPassword: 'first-password' })
      .expect(400);

    const pending = await server
      .request()
      .post('/api/account/email')
      .set(auth(player.token))
      .send({ email: 'Moved@nova.test', currentPassword: 'first-password' })
      .expect(202);
    expect(pending.body).toMatchObject({ pendingEmail: 'moved@nova.test', user: { email: 'mover@nova.test' } });
    const mail = await smtp.mailTo('moved@nova.test');
    expect(mail.subject).toMatch(/Confirm your new email address/);
    await server
      .request()
      .post('/api/verify-email')
      .send({ token: verificationToken(mail) })
      .expect(200);
    const account = await server.request().get('/api/account').set(auth(player.token)).expect(200);
    expect(account.body).toMatchObject({
      pendingEmail: null,
      hasPassword: true,
      googleLinked: false,
      user: { email: 'moved@nova.test', emailVerified: true },
    });
  });
});

describe('export and deletion', () => {
  it('exports the account as a JSON download without secrets', async () => {
    const { token } = await buildUser(server.ctx);
    const res = await server.request().get('/api/account/export').set(auth(token)).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nova-account-[0-9a-f]{24}\.json"$/);
    const data = JSON.parse(res.text) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['exportedAt', 'account', 'sessions', 'ledger', 'openings', 'shipments', 'supportTickets']);
    expect(res.text).not.toMatch(/passwordHash|googleSubject|serverSeed"/);
  });

  it('refuses while coins remain or a shipment is on its way, then anonymises and keeps the ledger', async () => {
    const { user, token } = await buildUser(server.ctx, { balance: 50 });
    await LedgerEntryModel.create({
      userId: user._id,
      amount: 50,
      balanceAfter: 50,
      kind: 'grant',
      ref: `test:${user.id as string}`,
      createdAt: new Date(),
    });
    const rich = await server.request().delete('/api/account').set(auth(token)).send({ confirm: 'DELETE' }).expect(409);
    expect(rich.body.code).toBe('ACCOUNT_HAS_BALANCE');
    await UserModel.updateOne({ _id: user._id }, { $set: { balance: 0 } });
    const shipment = await ShipmentModel.create({
      userId: user._id,
      openingId: user._id,
      prize: { name: 'Watch', imageUrl: '/x.png', valueInUSDCents: 100, rarity: 'rare' },
      address: { name: 'A B', line1: '1 Road', city: 'Town', postalCode: '123', country: 'GB' },
      status: 'shipped',
      trackingNumber: 'T1',
      history: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await server.request().delete('/api/account').set(auth(token)).send({ confirm: 'DELETE' }).expect(409)).body.code).toBe(
      'SHIPMENTS_PENDING',
    );
    await ShipmentModel.updateOne({ _id: shipment._id }, { $set: { status: 'delivered' } });
    await server.request().delete('/api/account').set(auth(token)).send({ confirm: 'yes' }).expect(400);
    await server.request().delete('/api/account').set(auth(token)).send({}).expect(400);

    await server.request().delete('/api/account').set(auth(token)).send({ confirm: 'DELETE' }).expect(204);
    await server.request().get('/api/me').set(auth(token)).expect(401);
    const gone = await UserModel.findById(user._id).lean();
    expect(gone).toMatchObject({ passwordHash: null, googleSubject: null, referralCode: null, deletedAt: expect.any(Date) });
    expect(gone?.username).toMatch(/^deleted-[0-9a-f]{10}$/);
    expect(gone?.email).toBe(`${user.id as string}@deleted.invalid`);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id })).toBe(1);
  });

  it('asks a password account for its password', async () => {
    const player = await register('Deleter');
    const res = await server
      .request()
      .delete('/api/account')
      .set(auth(player.token))
      .send({ confirm: 'DELETE', currentPassword: 'wrong' })
      .expect(400);
    expect(res.body.code).toBe('WRONG_PASSWORD');
    await server
      .request()
      .delete('/api/account')
      .set(auth(player.token))
      .send({ confirm: 'DELETE', currentPassword: 'first-password' })
      .expect(204);
    await server.request().post('/api/login').send({ email: 'deleter@nova.test', password: 'first-password' }).expect(401);
  });
});
