import type { AdminUserPageDto, Role } from '@nova/protocol';
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

  it('sorts by sign-up, balance, coins spent or name, either way, ties by id, and pages through a sort', async () => {
    const rich = await buildUser(server.ctx, { username: 'zz-rich', balance: 900_000, totalSpent: 5 });
    const spender = await buildUser(server.ctx, { username: 'aa-spender', balance: 1, totalSpent: 800_000 });
    const names = async (query: string) =>
      ((await server.request().get(`/api/admin/users?${query}`).set(asAdmin()).expect(200)).body as AdminUserPageDto).users.map(
        (u) => u.username,
      );
    expect((await names('sort=balance&pageSize=1'))[0]).toBe('zz-rich');
    expect((await names('sort=totalSpent&order=desc&pageSize=1'))[0]).toBe('aa-spender');
    expect(await names('sort=username&order=asc&pageSize=2')).toEqual(['aa-spender', 'Admiral']);
    expect((await names('sort=username&order=desc&pageSize=1'))[0]).toBe('zz-rich');
    expect((await names('sort=created&order=asc&pageSize=1'))[0]).toBe('Admiral');
    expect((await names('pageSize=1'))[0]).toBe('aa-spender');
    // Equal balances (0) keep one order across pages: every user appears exactly once.
    const all: string[] = [];
    for (let page = 1; page <= 6; page++) all.push(...(await names(`sort=balance&order=asc&pageSize=5&page=${page}`)));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(29);
    await UserModel.deleteMany({ _id: { $in: [rich.user._id, spender.user._id] } });
  });

  it('refuses bad queries with 400 VALIDATION_FAILED naming the field', async () => {
    const bad: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['role=king', 'role'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['search=a%00b', 'search'],
      ['search=%1B%5B31m', 'search'],
      ['search=a&search=b', 'search'],
      ['sort=password', 'sort'],
      ['sort=balance&order=up', 'order'],
      ['isAdmin=true', '_'],
    ];
    for (const [query, field] of bad) {
      const res = await server.request().get(`/api/admin/users?${query}`).set(asAdmin()).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toHaveProperty(field);
    }
  });

  it('lets support staff read the list (they look players up for tickets)', async () => {
    const { token } = await buildUser(server.ctx, { role: 'support' });
    const res = await server.request().get('/api/admin/users?search=member0').set('Authorization', `Bearer ${token}`).expect(200);
    expect((res.body as AdminUserPageDto).total).toBe(10);
  });

  it.each<[string, Role | null, number, string]>([
    ['anonymous', null, 401, 'AUTH_REQUIRED'],
    ['a player', 'player', 403, 'STAFF_REQUIRED'],
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
