import type { DomainEvents } from '../core/events';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
const limited: DomainEvents['auth:rateLimited'][] = [];
beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_RATE_MAX_PER_ACCOUNT: '3', AUTH_RATE_MAX_PER_IP: '8', AUTH_RATE_WINDOW_SECONDS: '600', TRUST_PROXY: '1' },
  });
  server.ctx.bus.on('auth:rateLimited', (event) => {
    limited.push(event);
  });
  await server.request().post('/api/register').send({ username: 'Rita', email: 'rita@example.com', password: 'secret123' }).expect(201);
});
afterAll(() => server.stop());

/** Each test uses its own client IP (TRUST_PROXY=1: the proxy's X-Forwarded-For is believed). */
const login = (email: string, password: string, ip: string) =>
  server.request().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

describe('sign-in rate limits', () => {
  it('limits attempts per account with 429 RATE_LIMITED, Retry-After and a clear message, and emits an event', async () => {
    for (let i = 0; i < 3; i++) await login('target@example.com', 'guess-000', '10.0.0.1').expect(401);
    // Another IP does not help: the account's budget is spent.
    const res = await login('target@example.com', 'guess-000', '10.0.0.9').expect(429);
    expect(res.body).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/),
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.at(-1)).toMatchObject({ action: 'login', scope: 'account', account: 'target@example.com', ip: null });
    // Other accounts are not affected by one account's budget.
    await login('rita@example.com', 'secret123', '10.0.0.1').expect(200);
  });

  it('resets the account budget after a successful login', async () => {
    const ip = '10.0.0.2';
    await login('rita@example.com', 'wrong-one', ip).expect(401);
    await login('rita@example.com', 'wrong-one', ip).expect(401);
    await login('rita@example.com', 'secret123', ip).expect(200);
    await login('rita@example.com', 'wrong-one', ip).expect(401);
    await login('rita@example.com', 'wrong-one', ip).expect(401);
    await login('rita@example.com', 'secret123', ip).expect(200);
  });

  it('limits attempts per IP across accounts (8 here)', async () => {
    for (let i = 0; i < 8; i++) await login(`spray${i}@example.com`, 'guess-000', '10.0.0.3').expect(401);
    const res = await login('spray9@example.com', 'guess-000', '10.0.0.3').expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(limited.at(-1)).toMatchObject({ action: 'login', scope: 'ip', ip: '10.0.0.3' });
    // The right password does not get through a spent IP budget either; another IP does.
    await login('rita@example.com', 'secret123', '10.0.0.3').expect(429);
    await login('rita@example.com', 'secret123', '10.0.0.4').expect(200);
    // Registration has its own budget.
    await server
      .request()
      .post('/api/register')
      .send({ username: 'Newbie', email: 'newbie@example.com', password: 'secret123' })
      .expect(201);
  });

  it('limits registration per account (email)', async () => {
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
