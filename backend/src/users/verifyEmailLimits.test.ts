import { VERIFY_EMAIL_LIMITS } from '../auth/playerLimits';
import { startLocalSmtp, verificationToken, type LocalSmtp } from '../../test/smtp';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * `POST /api/verify-email` is signed out: its budget is per link token and, generously, per address, so one person
 * behind a shared address (a NAT, an office) cannot block everyone else's verification links.
 */
let smtp: LocalSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', AUTH_RATE_MAX_PER_IP: '100' } });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const verify = (token: string, ip: string) => server.request().post('/api/verify-email').set('X-Forwarded-For', ip).send({ token });
const unknownToken = (i: number) => `unknown${String(i).padStart(4, '0')}`.padEnd(43, 'x');

async function linkFor(username: string): Promise<string> {
  const email = `${username.toLowerCase()}@nova.test`;
  await server.request().post('/api/register').send({ username, email, password: 'first-password' }).expect(201);
  return verificationToken(await smtp.mailTo(email));
}

describe('verify-email budgets', () => {
  it('a neighbour sending bad links from the same address does not block a valid link', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < 30; i++) expect((await verify(unknownToken(i), ip)).body.code).toBe('VERIFICATION_TOKEN_INVALID');
    const token = await linkFor('Neighbour');
    await verify(token, ip).expect(200, { email: 'neighbour@nova.test', emailVerified: true, welcomeCoins: 50 });
  });

  it('limits attempts per token, with Retry-After; other tokens from the same address go on', async () => {
    const ip = '10.21.0.1';
    const hammered = unknownToken(9000);
    for (let i = 0; i < VERIFY_EMAIL_LIMITS.perToken; i++) await verify(hammered, ip).expect(400);
    const limited = await verify(hammered, '10.21.0.2').expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await verify(unknownToken(9001), ip).expect(400);
  });

  it('still limits one address, past a generous budget', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < VERIFY_EMAIL_LIMITS.perAddress; i++) await verify(unknownToken(i), ip).expect(400);
    const limited = await verify(unknownToken(VERIFY_EMAIL_LIMITS.perAddress), ip).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await verify(unknownToken(0), '10.22.0.2').expect(400);
  });
});
