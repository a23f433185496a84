import type { DomainEvents } from '../core/events';
import { Types } from 'mongoose';
import { boundLinkToken } from '../../test/google';
import { accountRoleChangedSchema } from '@nova/protocol';
import { nextEvent, subscribe } from '../../test/realtime';
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

test('register -> login -> /api/me -> link token -> an admin changes the role: rights change at once, the sessions stay', async () => {
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
  const told = nextEvent(socket, 'account:roleChanged');
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

  // The user is told, and the socket is cut so that it reconnects under the new role.
  expect(accountRoleChangedSchema.parse(await told)).toMatchObject({ role: 'support', previousRole: 'player' });
  expect(await socketClosed).toBe('io server disconnect');
  // Every session stays signed in, with the new role's rights at once.
  expect((await server.request().get('/api/me').set(bearer(oldToken)).expect(200)).body).toMatchObject({ role: 'support', isAdmin: false });
  expect((await server.request().get('/api/me').set(bearer(linked.body.token)).expect(200)).body.role).toBe('support');
  await server.request().get('/api/admin/users').set(bearer(oldToken)).expect(200);
  const again = await server.connect(oldToken);
  expect((await subscribe(again, 'staff:feed')).ok).toBe(true);

  // Demoted back: staff rights end at once on the same token, the socket leaves the staff room and reconnects as a player.
  const demotedTold = nextEvent(again, 'account:roleChanged');
  const cut = disconnected(again);
  await server.request().patch(`/api/admin/users/${playerId}`).set(bearer(admin.body.token)).send({ role: 'player' }).expect(200);
  expect(await demotedTold).toMatchObject({ role: 'player', previousRole: 'support' });
  expect(await cut).toBe('io server disconnect');
  expect((await server.request().get('/api/admin/users').set(bearer(oldToken)).expect(403)).body.code).toBe('STAFF_REQUIRED');
  const player = await server.connect(oldToken);
  expect((await subscribe(player, 'staff:feed')).ok).toBe(false);
  expect(changes.at(-1)).toMatchObject({ userId: playerId, role: 'player', previousRole: 'support', revoked: false });
});

test('a ban still ends every token and session at once', async () => {
  const registered = await server.request().post('/api/register').send({ username: 'Banned', email: 'banned@example.com', password: 'banned-pass-1' }).expect(201);
  const token: string = registered.body.token;
  const socket = await server.connect(token);
  const closed = disconnected(socket);
  const login = await server.request().post('/api/login').send(ADMIN).expect(200);
  await server.request().patch(`/api/admin/users/${registered.body.user.id}`).set(bearer(login.body.token)).send({ banned: true }).expect(200);
  expect(await closed).toBe('io server disconnect');
  expect((await server.request().get('/api/me').set(bearer(token)).expect(403)).body.code).toBe('ACCOUNT_BANNED');
  await server.request().patch(`/api/admin/users/${registered.body.user.id}`).set(bearer(login.body.token)).send({ banned: false }).expect(200);
  expect((await server.request().get('/api/me').set(bearer(token)).expect(401)).body.code).toBe('INVALID_TOKEN');
  expect(changes.at(-1)).toMatchObject({ banned: false, revoked: true });
});
