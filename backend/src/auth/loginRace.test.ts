import type { Response } from 'supertest';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * Sign-in limits under parallel attempts: every limit counts an attempt before its password is checked, so a burst
 * sent at once is held to the same budgets as attempts sent one after another. An answer 401 means argon2 checked
 * the password (unknown accounts are checked against a dummy hash); 429 means it was refused before. Time passes
 * through the limiters' clock (Date.now, shifted here), never by sleeping. A pair's delay runs on the real clock
 * while a burst is answered, so a burst that takes longer than a delay may see one more attempt per delay that ran
 * out (1 s, then 2 s, 4 s...), exactly as attempts sent one by one would; the bounds below allow for that.
 */
const FREE = 5;
const PER_IP = 20;
const PER_ACCOUNT = 10;
const STEP_UP = 30;
const BURST = 150;

let server: TestServer;
const realNow = Date.now.bind(Date);
let offsetMs = 0;

beforeAll(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
  server = await startTestServer({
    env: {
      LOGIN_FREE_FAILURES: String(FREE),
      LOGIN_FAILS_PER_IP_PER_DAY: String(PER_IP),
      LOGIN_FAILS_PER_ACCOUNT_PER_DAY: String(PER_ACCOUNT),
      LOGIN_STEP_UP_SECONDS: String(STEP_UP),
      AUTH_RATE_MAX_PER_IP: '50',
      TRUST_PROXY: '1',
    },
  });
  for (const name of ['Pia', 'Ivo', 'Ada']) {
    await server
      .request()
      .post('/api/register')
      .set('X-Forwarded-For', '192.168.9.1')
      .send({ username: name, email: `${name.toLowerCase()}@example.com`, password: 'secret123' })
      .expect(201);
  }
});
afterAll(async () => {
  await server.stop();
  jest.restoreAllMocks();
});

const pass = (seconds: number) => {
  offsetMs += seconds * 1000;
};
const login = (email: string, password: string, ip: string) =>
  server.request().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

/** Sends every attempt at once and sorts the answers: checked (401) and refused before checking (429). */
async function burst(
  attempts: readonly { email: string; ip: string }[],
): Promise<{ checked: number; refused: Response[]; seconds: number }> {
  const started = realNow();
  const answers = await Promise.all(attempts.map(({ email, ip }, i) => login(email, `wrong-${i}`, ip)));
  const seconds = (realNow() - started) / 1000;
  const refused = answers.filter((res) => res.status === 429);
  const checked = answers.filter((res) => res.status === 401).length;
  expect(checked + refused.length).toBe(attempts.length);
  for (const res of refused) {
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return { checked, refused, seconds };
}

/** Delays of 1, 2, 4... s that can run out one after another within `seconds`. */
const delaysWithin = (seconds: number) => Math.floor(Math.log2(seconds + 1));

describe('parallel wrong passwords', () => {
  it(`from one address to one account: at most LOGIN_FREE_FAILURES are checked, the rest refused with Retry-After`, async () => {
    const ip = '10.7.0.1';
    const { checked, seconds } = await burst(Array.from({ length: BURST }, () => ({ email: 'pia@example.com', ip })));
    expect(checked).toBeGreaterThanOrEqual(FREE);
    expect(checked).toBeLessThanOrEqual(FREE + delaysWithin(seconds));

    // The right password afterwards follows the rules: the owner elsewhere signs in at once (nothing is locked);
    // from this address once the pair's delay is over, and that clears the pair: the free failures start again.
    await login('pia@example.com', 'secret123', '10.7.0.2').expect(200);
    pass(900);
    await login('pia@example.com', 'secret123', ip).expect(200);
    for (let i = 0; i < FREE; i++) await login('pia@example.com', `wrong-again-${i}`, ip).expect(401);
    const waiting = await login('pia@example.com', 'secret123', ip).expect(429);
    expect(waiting.headers['retry-after']).toBe('1');
  });

  it('from one address to many accounts: at most LOGIN_FAILS_PER_IP_PER_DAY are checked; other addresses go on', async () => {
    const ip = '10.8.0.1';
    const { checked } = await burst(Array.from({ length: BURST }, (_, i) => ({ email: `spray${i}@example.com`, ip })));
    expect(checked).toBe(PER_IP);
    await login('ivo@example.com', 'secret123', ip).expect(429);
    await login('ivo@example.com', 'secret123', '10.8.0.2').expect(200);
  });

  it("from many addresses to one account: at most the account's daily failures and one step-up are checked; the owner's known client is not slowed", async () => {
    const known = '10.9.9.9';
    await login('ada@example.com', 'secret123', known).expect(200);
    const attempts = Array.from({ length: BURST }, (_, i) => ({ email: 'ada@example.com', ip: `10.9.${i >> 8}.${i & 255}` }));
    const { checked, refused, seconds } = await burst(attempts);
    expect(checked).toBeGreaterThanOrEqual(PER_ACCOUNT + 1);
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT + 1 + Math.floor(seconds / STEP_UP));
    for (const res of refused) expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(STEP_UP);
    await login('ada@example.com', 'secret123', known).expect(200);
    await login('ada@example.com', 'secret123', '10.9.200.1').expect(429);
  });
});
