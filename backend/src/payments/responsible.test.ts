import { randomUUID } from 'node:crypto';
import type { ResponsiblePlayDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { fundUser } from '../../test/ledger';
import { cheapestBox, listBoxes, openBox, socketOpen } from '../../test/openings';
import { auth, buildBuyer, postIntent } from '../../test/payments';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';

const HOUR = 3600_000;
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { PAYMENTS_PROVIDER: 'simulated' } });
});
afterAll(() => server.stop());
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

const limits = async (token: string) =>
  (await server.request().get('/api/payments/limits').set(auth(token)).expect(200)).body as ResponsiblePlayDto;
const setLimits = (token: string, body: unknown) =>
  server
    .request()
    .put('/api/payments/limits')
    .set(auth(token))
    .send(body as object);
const exclude = (token: string, body: unknown) =>
  server
    .request()
    .post('/api/payments/self-exclusion')
    .set(auth(token))
    .send(body as object);

describe('deposit limits', () => {
  it('start empty; lowering applies at once, raising and removing only after 24 hours', async () => {
    const { token } = await buildUser(server.ctx);
    expect(await limits(token)).toEqual({
      ageConfirmedAt: null,
      limits: {
        daily: { limit: null, pending: null, used: '0.00' },
        weekly: { limit: null, pending: null, used: '0.00' },
        monthly: { limit: null, pending: null, used: '0.00' },
      },
      selfExcludedUntil: null,
      selfExclusionPermanent: false,
      serverTime: '2026-01-15T12:00:00.000Z',
    });
    let state = (await setLimits(token, { daily: 100, monthly: 500 }).expect(200)).body as ResponsiblePlayDto;
    expect(state.limits.daily).toEqual({ limit: 100, pending: null, used: '0.00' });
    expect(state.limits.monthly.limit).toBe(500);

    state = (await setLimits(token, { daily: 250 }).expect(200)).body as ResponsiblePlayDto;
    expect(state.limits.daily).toEqual({ limit: 100, pending: { limit: 250, effectiveAt: '2026-01-16T12:00:00.000Z' }, used: '0.00' });
    clock.advance(24 * HOUR - 1);
    expect((await limits(token)).limits.daily.limit).toBe(100);
    clock.advance(1);
    expect((await limits(token)).limits.daily).toEqual({ limit: 250, pending: null, used: '0.00' });

    state = (await setLimits(token, { daily: null }).expect(200)).body as ResponsiblePlayDto;
    expect(state.limits.daily).toMatchObject({ limit: 250, pending: { limit: null } });
    // Lowering cancels the waiting removal and applies at once.
    state = (await setLimits(token, { daily: 50 }).expect(200)).body as ResponsiblePlayDto;
    expect(state.limits.daily).toEqual({ limit: 50, pending: null, used: '0.00' });
    expect(state.limits.monthly.limit).toBe(500);
  });

  it('refuses a purchase over a limit before any charge (pending payments count), and concurrent ones cannot pass it together', async () => {
    const { token } = await buildBuyer(server.ctx);
    await setLimits(token, { daily: 30 }).expect(200);
    const over = await postIntent(server, token, 'pro').expect(403);
    expect(over.body).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      details: { period: 'daily', limit: '30.00', used: '0.00', remaining: '30.00' },
    });
    const attempts = await Promise.all(Array.from({ length: 6 }, () => postIntent(server, token, 'basic')));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
    expect(attempts.filter((r) => r.status === 403).map((r) => (r.body as { code: string }).code)).toEqual(
      Array(3).fill('DEPOSIT_LIMIT_EXCEEDED'),
    );
    expect((await limits(token)).limits.daily.used).toBe('30.00');
    // An unfinished payment stops holding room after an hour; the window is rolling.
    clock.advance(HOUR + 1);
    expect((await limits(token)).limits.daily.used).toBe('0.00');
    await postIntent(server, token, 'basic').expect(201);
  });

  it('answers bad limits with 400 VALIDATION_FAILED and no session with 401', async () => {
    const { token } = await buildUser(server.ctx);
    for (const body of [{}, { daily: 0 }, { daily: 1.5 }, { daily: '10' }, { weekly: 2_000_000 }, { yearly: 5 }, []]) {
      expect((await setLimits(token, body).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await server.request().put('/api/payments/limits').send({ daily: 5 }).expect(401)).body).toMatchObject({
      code: 'AUTH_REQUIRED',
    });
    expect((await server.request().get('/api/payments/limits').expect(401)).body).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});

describe('self-exclusion', () => {
  it('blocks purchases, openings (REST and socket), free-box claims and the daily bonus with 403 SELF_EXCLUDED until it ends', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    await fundUser(server.ctx, user._id, 10_000);
    const box = cheapestBox(await listBoxes(server));
    const state = (await exclude(token, { period: '24h', confirm: true }).expect(200)).body as ResponsiblePlayDto;
    expect(state).toMatchObject({ selfExcludedUntil: '2026-01-16T12:00:00.000Z', selfExclusionPermanent: false });

    expect((await postIntent(server, token, 'basic').expect(403)).body).toMatchObject({
      code: 'SELF_EXCLUDED',
      details: { until: '2026-01-16T12:00:00.000Z', permanent: 'false' },
    });
    expect((await openBox(server, token, box.id, { requestId: randomUUID() }).expect(403)).body).toMatchObject({ code: 'SELF_EXCLUDED' });
    const socket = await server.connect(token);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: randomUUID() });
    expect(ack).toMatchObject({ ok: false, error: { code: 'SELF_EXCLUDED' } });
    const claim = await server.request().post('/api/free-boxes/claim').set(auth(token)).send({ level: 1 }).expect(403);
    expect(claim.body).toMatchObject({ code: 'SELF_EXCLUDED' });
    // The daily bonus too: its coins are play money (docs/payments.md).
    const bonus = await server.request().post('/api/daily-bonus/claim').set(auth(token)).expect(403);
    expect(bonus.body).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(10_000);

    clock.advance(24 * HOUR);
    await server.request().post('/api/daily-bonus/claim').set(auth(token)).expect(200);
    await openBox(server, token, box.id, { requestId: randomUUID() }).expect(200);
    await postIntent(server, token, 'basic').expect(201);
  });

  it('cannot be shortened (409 SELF_EXCLUSION_ACTIVE) but can be extended, up to permanent', async () => {
    const { token } = await buildUser(server.ctx);
    await exclude(token, { period: '7d', confirm: true }).expect(200);
    const shorter = await exclude(token, { period: '24h', confirm: true }).expect(409);
    expect(shorter.body).toMatchObject({ code: 'SELF_EXCLUSION_ACTIVE', details: { until: '2026-01-22T12:00:00.000Z' } });
    await exclude(token, { period: '30d', confirm: true }).expect(200);
    const permanent = (await exclude(token, { period: 'permanent', confirm: true }).expect(200)).body as ResponsiblePlayDto;
    expect(permanent.selfExclusionPermanent).toBe(true);
    clock.advance(365 * 24 * HOUR);
    expect((await limits(token)).selfExclusionPermanent).toBe(true);
    expect((await exclude(token, { period: '30d', confirm: true }).expect(409)).body).toMatchObject({ code: 'SELF_EXCLUSION_ACTIVE' });
  });

  it('answers bad input with 400 VALIDATION_FAILED', async () => {
    const { token } = await buildUser(server.ctx);
    for (const body of [
      {},
      { period: '1y', confirm: true },
      { period: '24h' },
      { period: '24h', confirm: 'yes' },
      { period: '24h', confirm: true, until: 'x' },
    ]) {
      expect((await exclude(token, body).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await limits(token)).selfExcludedUntil).toBeNull();
  });
});
