import { rooms, type TwoFactorStatusDto } from '@nova/protocol';
import { buildUser } from '../../../test/factories';
import { subscribe } from '../../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../../test/server';
import { codeNow, turnOnTwoFactor } from '../../../test/twoFactor';

/** Starts at the real time (TTL-swept collections). */
const clock = new TestClock(new Date());
const STEP_MS = 30_000;
const get = (server: TestServer, path: string, token: string) => server.request().get(path).set('Authorization', `Bearer ${token}`);
const status = async (server: TestServer, token: string) =>
  (await get(server, '/api/account/two-factor', token).expect(200)).body as TwoFactorStatusDto;

describe('STAFF_TWO_FACTOR=required (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { STAFF_TWO_FACTOR: 'required' } });
  });
  afterAll(() => server.stop());

  it('refuses staff routes to an admin without two-factor, then serves them once it is on', async () => {
    const { token } = await buildUser(server.ctx, { role: 'admin' });
    expect(await status(server, token)).toMatchObject({ enabled: false, required: true });
    for (const path of ['/api/admin/users', '/api/admin/overview', '/api/staff/feed', '/api/admin/audit']) {
      const refused = await get(server, path, token).expect(403);
      expect(refused.body).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: expect.stringContaining('two-factor') });
    }
    const grant = await server.request().post('/api/admin/give-coins').set('Authorization', `Bearer ${token}`).send({});
    expect(grant.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // The account still works as a player's.
    await get(server, '/api/me', token).expect(200);

    await turnOnTwoFactor(server, clock, token);
    await get(server, '/api/admin/users', token).expect(200);
    await get(server, '/api/staff/feed', token).expect(200);
  });

  it('refuses support staff likewise, and players still get STAFF_REQUIRED', async () => {
    const support = await buildUser(server.ctx, { role: 'support' });
    expect((await get(server, '/api/staff/tickets', support.token).expect(403)).body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const player = await buildUser(server.ctx);
    expect((await get(server, '/api/staff/tickets', player.token).expect(403)).body.code).toBe('STAFF_REQUIRED');
    expect(await status(server, player.token)).toMatchObject({ required: false });
  });

  it('refuses staff socket feeds until two-factor is on, then the same socket subscribes without reconnecting', async () => {
    const { user, token } = await buildUser(server.ctx, { role: 'admin' });
    const socket = await server.connect(token);
    for (const feed of ['staff:feed', 'staff:openings', 'staff:overview'] as const) {
      await expect(subscribe(socket, feed)).resolves.toMatchObject({ ok: false, error: { code: 'TWO_FACTOR_SETUP_REQUIRED' } });
    }
    await expect(subscribe(socket, 'winners')).resolves.toMatchObject({ ok: true });
    const serverSide = (await server.io.fetchSockets()).find((s) => s.data.userId === (user.id as string));
    expect([...(serverSide?.rooms ?? [])]).not.toContain(rooms.staffFeed);
    await turnOnTwoFactor(server, clock, token);
    await expect(subscribe(socket, 'staff:feed')).resolves.toMatchObject({ ok: true, data: { feed: 'staff:feed', subscribed: true } });
  });

  it('keeps staff from turning it off while it is required', async () => {
    const { token } = await buildUser(server.ctx, { role: 'support' });
    const { secret } = await turnOnTwoFactor(server, clock, token);
    clock.advance(STEP_MS);
    const refused = await server
      .request()
      .post('/api/account/two-factor/disable')
      .set('Authorization', `Bearer ${token}`)
      .send({ code: codeNow(secret, clock) })
      .expect(409);
    expect(refused.body.code).toBe('TWO_FACTOR_REQUIRED_FOR_STAFF');
    expect((await status(server, token)).enabled).toBe(true);
  });
});

describe('STAFF_TWO_FACTOR=optional (local demos, test harnesses)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { STAFF_TWO_FACTOR: 'optional' } });
  });
  afterAll(() => server.stop());

  it('serves staff routes and feeds to staff signed in with a password alone', async () => {
    const { token } = await buildUser(server.ctx, { role: 'admin' });
    expect(await status(server, token)).toMatchObject({ enabled: false, required: false });
    await get(server, '/api/admin/users', token).expect(200);
    const socket = await server.connect(token);
    await expect(subscribe(socket, 'staff:feed')).resolves.toMatchObject({ ok: true });
  });
});
