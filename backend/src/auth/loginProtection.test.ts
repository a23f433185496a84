import type { DomainEvents } from '../core/events';
import { startTestServer, type TestServer } from '../../test/server';
import { delaySeconds } from './loginProtection';

/**
 * Brute-force protection of password sign-in. Time passes through the limiter's own clock (Date.now, shifted here),
 * never by sleeping.
 */
let server: TestServer;
const limited: DomainEvents['auth.rateLimited'][] = [];
const realNow = Date.now.bind(Date);
let offsetMs = 0;

beforeAll(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
  server = await startTestServer({
    env: {
      LOGIN_FREE_FAILURES: '3',
      LOGIN_FAILS_PER_IP_PER_DAY: '8',
      LOGIN_FAILS_PER_ACCOUNT_PER_DAY: '6',
      LOGIN_STEP_UP_SECONDS: '30',
      AUTH_RATE_MAX_PER_ACCOUNT: '3',
      AUTH_RATE_MAX_PER_IP: '50',
      TRUST_PROXY: '1',
    },
  });
  server.ctx.bus.on('auth.rateLimited', (event) => {
    limited.push(event);
  });
  for (const name of ['Rita', 'Owen', 'Tess', 'Sam']) {
    await server
      .request()
      .post('/api/register')
      .set('X-Forwarded-For', '192.168.0.1')
      .send({ username: name, email: `${name.toLowerCase()}@example.com`, password: 'secret123' })
      .expect(201);
  }
});
afterAll(async () => {
  await server.stop();
  jest.restoreAllMocks();
});

/** Moves the limiter's clock on (the app clock is not involved in these counters). */
const pass = (seconds: number) => {
  offsetMs += seconds * 1000;
};
const login = (email: string, password: string, ip: string) =>
  server.request().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

describe('consecutive failures per account and client IP', () => {
  it('are free up to LOGIN_FREE_FAILURES, then make that pair wait 1, 2, 4 s; the owner elsewhere is never stopped', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 3; i++) await login('rita@example.com', `guess-${i}`, ip).expect(401);
    const waiting = await login('rita@example.com', 'secret123', ip).expect(429);
    expect(waiting.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please wait 1 seconds and try again.' });
    expect(waiting.headers['retry-after']).toBe('1');
    expect(limited.at(-1)).toMatchObject({ action: 'login', scope: 'ip', ip, account: 'rita@example.com' });
    // The owner from another address is not slowed at all.
    await login('rita@example.com', 'secret123', '10.1.0.2').expect(200);

    pass(1.1);
    await login('rita@example.com', 'guess-4', ip).expect(401);
    expect((await login('rita@example.com', 'guess-5', ip).expect(429)).headers['retry-after']).toBe('2');
    pass(2.1);
    await login('rita@example.com', 'guess-5', ip).expect(401);
    expect((await login('rita@example.com', 'guess-6', ip).expect(429)).headers['retry-after']).toBe('4');
    pass(4.1);
    // The right password clears the pair: the next failures are free again. Only failures stay on this IP's daily
    // count (right passwords and refused attempts are given back): the 8th is again-2, then the IP waits for the day.
    await login('rita@example.com', 'secret123', ip).expect(200);
    for (let i = 0; i < 2; i++) await login('rita@example.com', `again-${i}`, ip).expect(401);
    await login('rita@example.com', 'secret123', ip).expect(200);
    await login('rita@example.com', 'again-2', ip).expect(401);
    const overDay = await login('rita@example.com', 'secret123', ip).expect(429);
    expect(Number(overDay.headers['retry-after'])).toBeGreaterThan(86_000);
  });

  it('doubles up to LOGIN_MAX_DELAY_SECONDS', () => {
    expect([1, 2, 3, 4, 10, 11, 40].map((n) => delaySeconds(n, 900))).toEqual([1, 2, 4, 8, 512, 900, 900]);
  });
});

describe('failures per client IP per day', () => {
  it('stop that IP after LOGIN_FAILS_PER_IP_PER_DAY across accounts, right password included; other IPs go on', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 8; i++) await login(`spray${i}@example.com`, 'guess-000', ip).expect(401);
    const res = await login('owen@example.com', 'secret123', ip).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(limited.at(-1)).toMatchObject({ action: 'login', scope: 'ip', ip });
    await login('owen@example.com', 'secret123', '10.2.0.2').expect(200);
  });
});

describe('failures per account per day (a distributed attack)', () => {
  it('slow unknown clients to one attempt per LOGIN_STEP_UP_SECONDS; a client the owner signed in from is not slowed', async () => {
    const known = '10.3.0.100';
    await login('tess@example.com', 'secret123', known).expect(200);
    for (let i = 0; i < 6; i++) await login('tess@example.com', 'guess-000', `10.3.1.${i}`).expect(401);
    // Over the account's daily failures: a new client gets one try, then waits.
    await login('tess@example.com', 'guess-000', '10.3.2.1').expect(401);
    const slowed = await login('tess@example.com', 'secret123', '10.3.2.2').expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(25);
    expect(limited.at(-1)).toMatchObject({ action: 'login', scope: 'account', account: 'tess@example.com' });
    // The owner's known client signs in at once, with nothing locked.
    await login('tess@example.com', 'secret123', known).expect(200);
    pass(31);
    await login('tess@example.com', 'secret123', '10.3.2.2').expect(200);
  });
});

describe('the no-JavaScript admin login', () => {
  it('has counters of its own: failures there never slow /api/login', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 6; i++) {
      await server
        .request()
        .post('/test-admin')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({ email: 'sam@example.com', password: `bad-${i}` });
    }
    const page = await server
      .request()
      .post('/test-admin')
      .set('X-Forwarded-For', ip)
      .type('form')
      .send({ email: 'sam@example.com', password: 'bad' });
    expect(page.status).toBe(429);
    expect(page.text).toMatch(/Too many sign-in attempts/);
    expect(limited.at(-1)).toMatchObject({ action: 'admin-page' });
    await login('sam@example.com', 'secret123', ip).expect(200);
  });
});

describe('registration limits', () => {
  it('limit sign-ups per account (email) with 429 and Retry-After', async () => {
    // The registration in beforeAll counted once for this email.
    for (let i = 0; i < 2; i++) {
      await server
        .request()
        .post('/api/register')
        .send({ username: `dupe${i}`, email: 'rita@example.com', password: 'secret123' })
        .expect(409);
    }
    const res = await server
      .request()
      .post('/api/register')
      .send({ username: 'dupe9', email: 'rita@example.com', password: 'secret123' })
      .expect(429);
    expect(res.body.message).toMatch(/^Too many sign-up attempts/);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
