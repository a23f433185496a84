import type { AuthResponseDto, TwoFactorSetupDto, TwoFactorStatusDto } from '@nova/protocol';
import { eventually } from '../../../test/eventually';
import { buildUser } from '../../../test/factories';
import { startTestServer, TestClock, type TestServer } from '../../../test/server';
import { codeNow, turnOnTwoFactor } from '../../../test/twoFactor';
import { TwoFactorModel } from './model';

let server: TestServer;
/** Starts at the real time: challenges and link tokens expire through TTL indexes, which the database sweeps by real time. */
const clock = new TestClock(new Date());
const STEP_MS = 30_000;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { AUTH_RATE_MAX_PER_IP: '1000', TWO_FACTOR_MAX_FAILURES: '50' } });
});
afterAll(() => server.stop());

let counter = 0;
/** A password account, signed in. */
async function player(): Promise<{ token: string; email: string; userId: string }> {
  counter += 1;
  const email = `setup${counter}@example.com`;
  const res = await server
    .request()
    .post('/api/register')
    .send({ username: `setup${counter}`, email, password: 'correct-horse' })
    .expect(201);
  const body = res.body as AuthResponseDto;
  return { token: body.token, email, userId: body.user.id };
}

const call = (method: 'get' | 'post', path: string, token: string, body?: object) => {
  const req = server.request()[method](`/api/account/two-factor${path}`).set('Authorization', `Bearer ${token}`);
  return body ? req.send(body) : req;
};
const status = async (token: string) => (await call('get', '', token).expect(200)).body as TwoFactorStatusDto;

describe('setting up two-factor sign-in', () => {
  it('shows the secret once as a QR code and as text, then needs the password and a first code to turn on', async () => {
    const { token, email } = await player();
    expect(await status(token)).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = (await call('post', '/setup', token).expect(200)).body as TwoFactorSetupDto;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.otpauthUrl)).toContain(`Nova:${email}`);
    expect(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString('utf8')).toMatch(/^<svg/);
    // Pending only: not on until a code confirms the app has the secret.
    expect((await status(token)).enabled).toBe(false);

    const code = codeNow(setup.secret, clock);
    const noPassword = await call('post', '/enable', token, { code }).expect(400);
    expect(noPassword.body.code).toBe('WRONG_PASSWORD');
    await call('post', '/enable', token, { code, currentPassword: 'wrong-horse' }).expect(400);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('post', '/enable', token, { code: wrongCode, currentPassword: 'correct-horse' }).expect(400)).body.code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );

    const enabled = await call('post', '/enable', token, {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      currentPassword: 'correct-horse',
    }).expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await status(token);
    expect(after).toEqual({ enabled: true, required: false, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    // Never again: no route answers the secret or the codes.
    expect(JSON.stringify(after)).not.toContain(setup.secret);
    expect((await call('post', '/setup', token).expect(409)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await call('post', '/enable', token, { code, currentPassword: 'correct-horse' }).expect(409)).body.code).toBe(
      'TWO_FACTOR_ALREADY_ENABLED',
    );
  });

  it('stores the secret encrypted and the recovery codes only as keyed hashes', async () => {
    const { token, userId } = await player();
    const { secret, recoveryCodes } = await turnOnTwoFactor(server, clock, token, 'correct-horse');
    const stored = JSON.stringify(await TwoFactorModel.findById(userId).lean());
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses a setup that expired or was never started, and a new setup replaces the QR code', async () => {
    const { token } = await player();
    expect((await call('post', '/enable', token, { code: '123456', currentPassword: 'correct-horse' }).expect(409)).body.code).toBe(
      'TWO_FACTOR_SETUP_EXPIRED',
    );
    const first = (await call('post', '/setup', token).expect(200)).body as TwoFactorSetupDto;
    const second = (await call('post', '/setup', token).expect(200)).body as TwoFactorSetupDto;
    expect(second.secret).not.toBe(first.secret);
    expect((await call('post', '/enable', token, { code: codeNow(first.secret, clock), currentPassword: 'correct-horse' })).body.code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    clock.advance(16 * 60_000);
    expect(
      (await call('post', '/enable', token, { code: codeNow(second.secret, clock), currentPassword: 'correct-horse' }).expect(409)).body
        .code,
    ).toBe('TWO_FACTOR_SETUP_EXPIRED');
  });

  it('answers bad input with 400 VALIDATION_FAILED and stores nothing', async () => {
    const { token, userId } = await player();
    for (const body of [
      {},
      { code: '12345' },
      { code: 'ABCDE-FGHJK', currentPassword: 'correct-horse' },
      { code: 123456 },
      { code: '123456', extra: 1 },
    ]) {
      expect((await call('post', '/enable', token, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{}, { code: 'not a code' }, { code: '1'.repeat(40) }]) {
      expect((await call('post', '/disable', token, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await call('post', '/recovery-codes', token, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    expect(await TwoFactorModel.exists({ _id: userId })).toBeNull();
    await server.request().get('/api/account/two-factor').expect(401);
    await server.request().post('/api/account/two-factor/setup').expect(401);
  });
});

describe('recovery codes and turning it off', () => {
  it('makes new recovery codes with the password and a code; the old ones stop working', async () => {
    const { token } = await player();
    const { secret, recoveryCodes } = await turnOnTwoFactor(server, clock, token, 'correct-horse');
    clock.advance(STEP_MS);
    const fresh = await call('post', '/recovery-codes', token, { code: codeNow(secret, clock), currentPassword: 'correct-horse' }).expect(
      200,
    );
    const renewed = fresh.body.recoveryCodes as string[];
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(recoveryCodes[0]);
    const old = await call('post', '/recovery-codes', token, { code: recoveryCodes[0], currentPassword: 'correct-horse' }).expect(400);
    expect(old.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    await call('post', '/recovery-codes', token, { code: renewed[0], currentPassword: 'correct-horse' }).expect(200);
  });

  it('turns off only with the password AND a code (authenticator or recovery)', async () => {
    const { token } = await player();
    const { secret, recoveryCodes } = await turnOnTwoFactor(server, clock, token, 'correct-horse');
    clock.advance(STEP_MS);
    const code = codeNow(secret, clock);
    expect((await call('post', '/disable', token, { code }).expect(400)).body.code).toBe('WRONG_PASSWORD');
    expect((await call('post', '/disable', token, { code, currentPassword: 'wrong-horse' }).expect(400)).body.code).toBe('WRONG_PASSWORD');
    expect((await call('post', '/disable', token, { code: 'AAAAA-AAAAA', currentPassword: 'correct-horse' }).expect(400)).body.code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    expect((await status(token)).enabled).toBe(true);
    await call('post', '/disable', token, { code: recoveryCodes[3], currentPassword: 'correct-horse' }).expect(204);
    expect(await status(token)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await call('post', '/disable', token, { code, currentPassword: 'correct-horse' }).expect(409)).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
  });

  it('lets a Google-only account (no password) confirm with the code alone', async () => {
    const { token } = await buildUser(server.ctx, { googleSubject: 'google-2fa-1' });
    const { secret } = await turnOnTwoFactor(server, clock, token);
    clock.advance(STEP_MS);
    await call('post', '/disable', token, { code: codeNow(secret, clock) }).expect(204);
  });

  it('forgets the second factor of a deleted account', async () => {
    const { token, userId } = await player();
    await turnOnTwoFactor(server, clock, token, 'correct-horse');
    await server
      .request()
      .delete('/api/account')
      .set('Authorization', `Bearer ${token}`)
      .send({ confirm: 'DELETE', currentPassword: 'correct-horse' })
      .expect(204);
    await eventually(async () => expect(await TwoFactorModel.exists({ _id: userId })).toBeNull());
  });
});
