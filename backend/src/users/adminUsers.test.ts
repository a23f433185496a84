import type { Role } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { hashPassword } from '../auth/passwords';
import { UserModel } from './model';

let server: TestServer;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await buildUser(server.ctx, { username: 'Admiral', role: 'admin' });
  adminToken = admin.token;
  adminId = admin.user.id as string;
  for (let i = 0; i < 25; i++)
    await buildUser(server.ctx, { username: `member${String(i).padStart(2, '0')}`, email: `member${i}@club.test` });
  await buildUser(server.ctx, { username: 'Helper', email: 'helper@nova.test', role: 'support' });
});
afterAll(() => server.stop());

const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });

describe('GET /api/admin/users', () => {
  it('lists users newest first, paginated, without secrets', async () => {
    const first = await server.request().get('/api/admin/users?pageSize=10').set(asAdmin()).expect(200);
    expect(first.body).toMatchObject({ total: 27, page: 1, pageSize: 10 });
    expect(first.body.users).toHaveLength(10);
    expect(first.body.users[0]).toMatchObject({
      username: 'Helper',
      role: 'support',
      banned: false,
      hasPassword: false,
      googleLinked: false,
    });
    expect(JSON.stringify(first.body)).not.toMatch(/passwordHash|googleSubject|tokenVersion/);
    const third = await server.request().get('/api/admin/users?pageSize=10&page=3').set(asAdmin()).expect(200);
    expect(third.body.users).toHaveLength(7);
    const ids = new Set([...first.body.users, ...third.body.users].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(17);
  });

  it('searches username and email case-insensitively, treating the search as text', async () => {
    const byName = await server.request().get('/api/admin/users').query({ search: 'MEMBER1' }).set(asAdmin()).expect(200);
    // member10-member19 by name, member01 by its email member1@club.test.
    expect(byName.body.total).toBe(11);
    const byEmail = await server.request().get('/api/admin/users').query({ search: '@nova.test' }).set(asAdmin()).expect(200);
    expect(byEmail.body.users.map((u: { username: string }) => u.username)).toEqual(['Helper']);
    const regexy = await server.request().get('/api/admin/users').query({ search: '.*' }).set(asAdmin()).expect(200);
    expect(regexy.body.total).toBe(0);
    const staff = await server.request().get('/api/admin/users').query({ role: 'support' }).set(asAdmin()).expect(200);
    expect(staff.body.total).toBe(1);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'page=abc', 'role=king', `search=${'x'.repeat(101)}`]) {
      expect((await server.request().get(`/api/admin/users?${query}`).set(asAdmin()).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
  });

  it.each<[string, Role | null, number, string]>([
    ['anonymous', null, 401, 'AUTH_REQUIRED'],
    ['a player', 'player', 403, 'ADMIN_REQUIRED'],
    ['support staff', 'support', 403, 'ADMIN_REQUIRED'],
  ])('refuses %s', async (_who, role, status, code) => {
    const req = server.request().get('/api/admin/users');
    if (role) req.set('Authorization', `Bearer ${(await buildUser(server.ctx, { role })).token}`);
    expect((await req.expect(status)).body.code).toBe(code);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('bans and unbans: the ban takes effect at once on tokens and sign-in', async () => {
    const { user, token } = await buildUser(server.ctx, { passwordHash: await hashPassword('secret123'), email: 'victim@club.test' });
    const ban = await server.request().patch(`/api/admin/users/${user.id}`).set(asAdmin()).send({ banned: true }).expect(200);
    expect(ban.body).toMatchObject({ id: user.id, banned: true });
    expect((await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(403)).body.code).toBe('ACCOUNT_BANNED');
    expect(
      (await server.request().post('/api/login').send({ email: 'victim@club.test', password: 'secret123' }).expect(403)).body.code,
    ).toBe('ACCOUNT_BANNED');
    await server.request().patch(`/api/admin/users/${user.id}`).set(asAdmin()).send({ banned: false }).expect(200);
    // The old token stays dead (token version), a new sign-in works.
    expect((await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(401)).body.code).toBe('INVALID_TOKEN');
    await server.request().post('/api/login').send({ email: 'victim@club.test', password: 'secret123' }).expect(200);
  });

  it('does not bump the token version when nothing changes', async () => {
    const { user, token } = await buildUser(server.ctx);
    await server.request().patch(`/api/admin/users/${user.id}`).set(asAdmin()).send({ role: 'player', banned: false }).expect(200);
    await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('refuses to change your own role or ban with 403 CANNOT_CHANGE_SELF', async () => {
    for (const body of [{ role: 'player' }, { banned: true }, { role: 'admin' }]) {
      expect((await server.request().patch(`/api/admin/users/${adminId}`).set(asAdmin()).send(body).expect(403)).body.code).toBe(
        'CANNOT_CHANGE_SELF',
      );
    }
    expect((await UserModel.findById(adminId))?.role).toBe('admin');
  });

  it('accepts only role and banned (no mass assignment), and checks the id', async () => {
    const { user } = await buildUser(server.ctx);
    for (const body of [{ balance: 1_000_000 }, { role: 'admin', balance: 5 }, { role: 'owner' }, { banned: 'yes' }, {}]) {
      expect((await server.request().patch(`/api/admin/users/${user.id}`).set(asAdmin()).send(body).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await UserModel.findById(user.id))?.balance).toBe(0);
    expect((await server.request().patch('/api/admin/users/not-an-id').set(asAdmin()).send({ banned: true }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await server.request().patch('/api/admin/users/0123456789abcdef01234567').set(asAdmin()).send({ banned: true }).expect(404)).body
        .code,
    ).toBe('NOT_FOUND');
  });

  it('refuses non-admins', async () => {
    const { user } = await buildUser(server.ctx);
    const { token } = await buildUser(server.ctx, { role: 'support' });
    expect(
      (
        await server
          .request()
          .patch(`/api/admin/users/${user.id}`)
          .set('Authorization', `Bearer ${token}`)
          .send({ role: 'admin' })
          .expect(403)
      ).body.code,
    ).toBe('ADMIN_REQUIRED');
  });
});
