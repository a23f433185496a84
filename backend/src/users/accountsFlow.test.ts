import type { DomainEvents } from '../core/events';
import { Types } from 'mongoose';
import { boundLinkToken } from '../../test/google';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

const ADMIN = { email: 'boss@nova.test', password: 'boss-password-1' };

let server: TestServer;
const changes: DomainEvents['user.accessChanged'][] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  server.ctx.bus.on('user.accessChanged', (event) => {
    changes.push(event);
  });
});
afterAll(() => server.stop());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const disconnected = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

test('register -> login -> /api/me -> link token -> an admin changes the role -> old tokens and sockets stop at once', async () => {
  // A player registers and signs in.
  const registered = await server
    .request()
    .post('/api/register')
    .send({ username: 'Flow', email: 'flow@example.com', password: 'flow-pass-1' })
    .expect(201);
  const playerId: string = registered.body.user.id;
  const login = await server.request().post('/api/login').send({ email: 'flow@example.com', password: 'flow-pass-1' }).expect(200);
  const oldToken: string = login.body.token;
  expect((await server.request().get('/api/me').set(bearer(oldToken)).expect(200)).body).toMatchObject({
    id: playerId,
    role: 'player',
    isAdmin: false,
  });

  // A link token (as the Google callback hands out) becomes a second session, once.
  const link = await boundLinkToken(server.ctx, new Types.ObjectId(playerId));
  const linked = await server.request().post('/api/verify-token').set(bearer(link.token)).set('Cookie', link.cookie).expect(200);
  expect(linked.body.user).toMatchObject({ id: playerId, username: 'Flow' });
  await server.request().post('/api/verify-token').set(bearer(link.token)).set('Cookie', link.cookie).expect(401);

  // The player has a live socket; players cannot look users up (staff only).
  const socket = await server.connect(oldToken);
  const socketClosed = disconnected(socket);
  expect((await server.request().get('/api/admin/users').set(bearer(oldToken)).expect(403)).body.code).toBe('STAFF_REQUIRED');

  // The first admin (ADMIN_EMAIL) signs in through the no-JavaScript page and its link token.
  const form = await server.request().post('/test-admin').type('form').send(ADMIN).expect(303);
  const adminLink = new URL(form.headers.location as string, server.url);
  expect(adminLink.pathname).toBe('/admin');
  const admin = await server
    .request()
    .post('/api/verify-token')
    .set(bearer(adminLink.searchParams.get('token') ?? ''))
    .set('Cookie', String(form.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '')
    .expect(200);
  expect(admin.body.user).toMatchObject({ email: ADMIN.email, role: 'admin', isAdmin: true });

  // The admin makes the player a support agent.
  const patched = await server
    .request()
    .patch(`/api/admin/users/${playerId}`)
    .set(bearer(admin.body.token))
    .send({ role: 'support' })
    .expect(200);
  expect(patched.body).toMatchObject({ id: playerId, role: 'support', banned: false });
  expect(changes.at(-1)).toMatchObject({ userId: playerId, role: 'support', banned: false, changedBy: admin.body.user.id });

  // Every token issued before the change is refused at once, and the open socket is cut.
  expect(await socketClosed).toBe('io server disconnect');
  expect((await server.request().get('/api/me').set(bearer(oldToken)).expect(401)).body.code).toBe('INVALID_TOKEN');
  expect((await server.request().get('/api/me').set(bearer(linked.body.token)).expect(401)).body.code).toBe('INVALID_TOKEN');
  await expect(server.connect(oldToken)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });

  // Signing in again gives a session with the new role.
  const again = await server.request().post('/api/login').send({ email: 'flow@example.com', password: 'flow-pass-1' }).expect(200);
  expect(again.body.user).toMatchObject({ role: 'support', isAdmin: false });
  expect((await server.request().get('/api/me').set(bearer(again.body.token)).expect(200)).body.role).toBe('support');
  expect((await server.connect(again.body.token)).connected).toBe(true);
});
