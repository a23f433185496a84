import type { AuthResponseDto, LoginAnswerDto, TwoFactorChallengeDto, TwoFactorStatusDto } from '@nova/protocol';
import { startFakeOidcProvider, type FakeOidcProvider } from '../../../test/fakeOidc';
import { buildUser } from '../../../test/factories';
import { googleSignIn } from '../../../test/google';
import { startTestServer, TestClock, type TestServer } from '../../../test/server';
import { codeNow, turnOnTwoFactor, type EnabledTwoFactor } from '../../../test/twoFactor';
import { UserModel } from '../../users/model';
import { SessionModel } from '../sessions';

let provider: FakeOidcProvider;
let server: TestServer;
/** Starts at the real time: challenges and link tokens expire through TTL indexes, which the database sweeps by real time. */
const clock = new TestClock(new Date());
const STEP_MS = 30_000;
const MAX_FAILURES = 8;
beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({
    clock,
    env: {
      AUTH_RATE_MAX_PER_IP: '1000',
      LOGIN_FREE_FAILURES: '1000',
      TWO_FACTOR_MAX_FAILURES: String(MAX_FAILURES),
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    },
  });
});
afterAll(async () => {
  await server.stop();
  await provider.close();
});

let counter = 0;
/** A password account with two-factor on. */
async function protectedPlayer(): Promise<{ email: string; token: string; userId: string } & EnabledTwoFactor> {
  counter += 1;
  const email = `login${counter}@example.com`;
  const res = await server
    .request()
    .post('/api/register')
    .send({ username: `login${counter}`, email, password: 'correct-horse' })
    .expect(201);
  const { token, user } = res.body as AuthResponseDto;
  const enabled = await turnOnTwoFactor(server, clock, token, 'correct-horse');
  clock.advance(STEP_MS);
  return { email, token, userId: user.id, ...enabled };
}

const passwordStep = async (email: string): Promise<TwoFactorChallengeDto> => {
  const answer = (await server.request().post('/api/login').send({ email, password: 'correct-horse' }).expect(200)).body as LoginAnswerDto;
  if (!('twoFactorRequired' in answer)) throw new Error('expected a two-factor challenge');
  return answer;
};
const codeStep = (challenge: string, code: unknown) => server.request().post('/api/login/2fa').send({ challenge, code });

describe('signing in with two-factor on', () => {
  it('answers the password with a short-lived challenge and no session; the code completes the sign-in', async () => {
    const player = await protectedPlayer();
    const sessionsBefore = await SessionModel.countDocuments({ userId: player.userId });
    const challenge = await passwordStep(player.email);
    expect(Object.keys(challenge).sort()).toEqual(['challenge', 'expiresAt', 'twoFactorRequired']);
    expect(new Date(challenge.expiresAt).getTime() - clock.now().getTime()).toBe(300_000);
    expect(await SessionModel.countDocuments({ userId: player.userId })).toBe(sessionsBefore);

    const done = await codeStep(challenge.challenge, codeNow(player.secret, clock)).expect(200);
    expect(done.headers['cache-control']).toBe('no-store');
    const session = done.body as AuthResponseDto;
    expect(session).toMatchObject({ message: 'Successfully logged in.', user: { email: player.email } });
    await server.request().get('/api/me').set('Authorization', `Bearer ${session.token}`).expect(200);
    // The challenge worked once.
    clock.advance(STEP_MS);
    expect((await codeStep(challenge.challenge, codeNow(player.secret, clock)).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a code that was accepted once (same time step), and an older one, even on a new challenge', async () => {
    const player = await protectedPlayer();
    const code = codeNow(player.secret, clock);
    await codeStep((await passwordStep(player.email)).challenge, code).expect(200);
    const replay = await codeStep((await passwordStep(player.email)).challenge, code).expect(400);
    expect(replay.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    clock.advance(STEP_MS);
    // The previous step is inside the drift window but was used: refused; the current one works.
    const again = await passwordStep(player.email);
    await codeStep(again.challenge, code).expect(400);
    await codeStep(again.challenge, codeNow(player.secret, clock)).expect(200);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const player = await protectedPlayer();
    const [a, b] = await Promise.all([passwordStep(player.email), passwordStep(player.email)]);
    const code = codeNow(player.secret, clock);
    const results = await Promise.all([codeStep(a.challenge, code), codeStep(b.challenge, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once', async () => {
    const player = await protectedPlayer();
    const recovery = player.recoveryCodes[0] ?? '';
    await codeStep((await passwordStep(player.email)).challenge, recovery.toLowerCase()).expect(200);
    const again = await codeStep((await passwordStep(player.email)).challenge, recovery).expect(400);
    expect(again.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const status = (await server.request().get('/api/account/two-factor').set('Authorization', `Bearer ${player.token}`).expect(200))
      .body as TwoFactorStatusDto;
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('allows a few codes per challenge, then only a new password step', async () => {
    const player = await protectedPlayer();
    const { challenge } = await passwordStep(player.email);
    for (let i = 0; i < 5; i++) await codeStep(challenge, 'AAAAA-AAAAA').expect(400);
    expect((await codeStep(challenge, codeNow(player.secret, clock)).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    await codeStep((await passwordStep(player.email)).challenge, codeNow(player.secret, clock)).expect(200);
  });

  it('limits wrong codes per account across challenges (429 with Retry-After, even for the right code)', async () => {
    const player = await protectedPlayer();
    let failures = 0;
    while (failures < MAX_FAILURES) {
      const { challenge } = await passwordStep(player.email);
      for (let i = 0; i < 4 && failures < MAX_FAILURES; i++, failures++) await codeStep(challenge, '000000').expect(400);
    }
    const { challenge } = await passwordStep(player.email);
    const refused = await codeStep(challenge, codeNow(player.secret, clock)).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not slowed.
    const other = await protectedPlayer();
    await codeStep((await passwordStep(other.email)).challenge, codeNow(other.secret, clock)).expect(200);
  });

  it('answers bad input with 4xx and stable codes', async () => {
    const player = await protectedPlayer();
    const { challenge } = await passwordStep(player.email);
    for (const body of [
      {},
      { challenge },
      { challenge, code: '12345' },
      { challenge, code: 123456 },
      { challenge: 'short', code: '123456' },
      { challenge, code: '123456', x: 1 },
    ]) {
      expect((await server.request().post('/api/login/2fa').send(body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = 'A'.repeat(43);
    expect((await codeStep(unknown, '123456').expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    clock.advance(301_000);
    expect((await codeStep(challenge, codeNow(player.secret, clock)).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a banned account at the code step, and voids a challenge when two-factor is turned off meanwhile', async () => {
    const banned = await protectedPlayer();
    const first = await passwordStep(banned.email);
    await UserModel.updateOne({ _id: banned.userId }, { $set: { banned: true } });
    expect((await codeStep(first.challenge, codeNow(banned.secret, clock)).expect(403)).body.code).toBe('ACCOUNT_BANNED');

    const player = await protectedPlayer();
    const pending = await passwordStep(player.email);
    await server
      .request()
      .post('/api/account/two-factor/disable')
      .set('Authorization', `Bearer ${player.token}`)
      .send({ currentPassword: 'correct-horse', code: player.recoveryCodes[1] })
      .expect(204);
    expect((await codeStep(pending.challenge, codeNow(player.secret, clock)).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    const plain = (await server.request().post('/api/login').send({ email: player.email, password: 'correct-horse' }).expect(200)).body;
    expect(plain).toHaveProperty('token');
  });
});

describe('Google sign-in to an account with two-factor on', () => {
  it('exchanges the link token for a challenge instead of a session', async () => {
    const { token } = await buildUser(server.ctx, { email: 'g2fa@gmail.test', googleSubject: 'google-2fa-login' });
    const { secret } = await turnOnTwoFactor(server, clock, token);
    clock.advance(STEP_MS);
    provider.signInAs({ sub: 'google-2fa-login', email: 'g2fa@gmail.test', email_verified: true });
    const { location, jar } = await googleSignIn.begin(server);
    const exchanged = await server
      .request()
      .post('/api/verify-token')
      .set('Authorization', `Bearer ${location.searchParams.get('token') ?? ''}`)
      .set('Cookie', jar.header())
      .expect(200);
    const challenge = exchanged.body as TwoFactorChallengeDto;
    expect(challenge.twoFactorRequired).toBe(true);
    expect(exchanged.body).not.toHaveProperty('token');
    const session = (await codeStep(challenge.challenge, codeNow(secret, clock)).expect(200)).body as AuthResponseDto;
    expect(session.user.email).toBe('g2fa@gmail.test');
  });
});
