import { randomUUID } from 'node:crypto';
import type { GrantResultDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { fundUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { inTransaction } from '../core/transaction';
import { UserModel } from '../users/model';
import { checkLedgerInvariant } from './invariant';
import { LedgerEntryModel } from './model';
import { credit, debit as debitCoins } from './service';

let server: TestServer;
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server.ctx, { role: 'admin' });
});
afterAll(() => server.stop());

const give = (path: 'give-coins' | 'give-credits', body: unknown, token = admin.token) =>
  server
    .request()
    .post(`/api/admin/${path}`)
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);

describe('admin grants', () => {
  it.each(['give-coins', 'give-credits'] as const)('%s credits coins with a ledger entry naming the admin and reason', async (path) => {
    const { user } = await buildUser(server.ctx, { username: `grantee${path.length}${Date.now() % 1000}` });
    const res = await give(path, { userId: String(user._id), amount: 2_500, reason: 'Welcome bonus' }).expect(200);
    expect(res.body as GrantResultDto).toMatchObject({
      message: `Gave 2,500 coins to ${user.username}.`,
      balance: 2_500,
      amount: 2_500,
      userId: String(user._id),
      replayed: false,
    });
    const entry = await LedgerEntryModel.findOne({ userId: user._id }).lean();
    expect(entry).toMatchObject({ kind: 'grant', amount: 2_500, balanceAfter: 2_500, reason: 'Welcome bonus' });
    expect(String(entry?.actorId)).toBe(String(admin.user._id));
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('refuses non-integer, out-of-range, non-numeric, missing and extra fields with 400', async () => {
    const { user } = await buildUser(server.ctx);
    const userId = String(user._id);
    const bad: Array<[unknown, string]> = [
      [{ userId, amount: 0 }, 'amount'],
      [{ userId, amount: -5 }, 'amount'],
      [{ userId, amount: 1.5 }, 'amount'],
      [{ userId, amount: 1_000_001 }, 'amount'],
      [{ userId, amount: 1e308 }, 'amount'],
      [{ userId, amount: '100' }, 'amount'],
      [{ userId, amount: null }, 'amount'],
      [{ userId }, 'amount'],
      [{ amount: 10 }, 'userId'],
      [{ userId: 'nope', amount: 10 }, 'userId'],
      [{ userId, amount: 10, reason: 'x'.repeat(201) }, 'reason'],
      [{ userId, amount: 10, balance: 5 }, '_'],
      [[], '_'],
    ];
    for (const [body, field] of bad) {
      const res = await give('give-coins', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toHaveProperty(field);
    }
    expect((await give('give-coins', { userId: '0123456789abcdef01234567', amount: 10 }).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await give('give-coins', { userId, amount: 1_000_000 }).expect(200)).body.balance).toBe(1_000_000);
    expect((await give('give-coins', { userId, amount: 1 }).expect(200)).body.balance).toBe(1_000_001);
  });

  it('is for admins only', async () => {
    const { user, token } = await buildUser(server.ctx);
    const support = await buildUser(server.ctx, { role: 'support' });
    const body = { userId: String(user._id), amount: 10 };
    expect((await give('give-coins', body, token).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    expect((await give('give-credits', body, support.token).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    expect((await server.request().post('/api/admin/give-coins').send(body).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await give('give-coins', body, 'forged.token.value').expect(401)).body.code).toBe('INVALID_TOKEN');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(0);
  });

  it('applies a repeated idempotency key once and refuses it for a different grant', async () => {
    const { user } = await buildUser(server.ctx);
    const key = randomUUID();
    const body = { userId: String(user._id), amount: 300, requestId: key };
    const first = (await give('give-coins', body).expect(200)).body as GrantResultDto;
    const again = (
      await server
        .request()
        .post('/api/admin/give-credits')
        .set('Authorization', `Bearer ${admin.token}`)
        .set('Idempotency-Key', key)
        .send({ userId: String(user._id), amount: 300 })
        .expect(200)
    ).body as GrantResultDto;
    expect(again).toMatchObject({ replayed: true, entryId: first.entryId, balance: 300 });
    expect((await give('give-coins', { ...body, amount: 301 }).expect(409)).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(300);
  });

  it('applies every one of 20 parallel grants with distinct keys, and one of 10 with the same key', async () => {
    const { user } = await buildUser(server.ctx);
    const userId = String(user._id);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) => give('give-coins', { userId, amount: i + 1, requestId: `k-${i}` })),
    );
    expect(distinct.every((r) => r.status === 200)).toBe(true);
    const same = await Promise.all(Array.from({ length: 10 }, () => give('give-coins', { userId, amount: 1_000, requestId: 'same' })));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(same.filter((r) => !(r.body as GrantResultDto).replayed)).toHaveLength(1);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(210 + 1_000);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id })).toBe(21);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });
});

describe('ledger service', () => {
  it('treats a duplicate ref as a no-op returning the first result', async () => {
    const { user } = await buildUser(server.ctx);
    const change = { userId: user._id, amount: 40, kind: 'daily-bonus' as const, ref: `daily-bonus:${randomUUID()}` };
    const apply = () => inTransaction(server.ctx.bus, (tx) => credit(tx, change));
    const first = await apply();
    const second = await apply();
    expect(first).toMatchObject({ applied: true, balance: 40 });
    expect(second).toMatchObject({ applied: false, balance: 40, user: null });
    expect(String(second.entry._id)).toBe(String(first.entry._id));
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(40);
  });

  it('debits conditionally: never below zero, nothing written when refused', async () => {
    const { user } = await buildUser(server.ctx);
    await fundUser(server.ctx, user._id, 50);
    const debit = (amount: number) =>
      inTransaction(server.ctx.bus, (tx) =>
        debitCoins(tx, { userId: user._id, amount, kind: 'opening', ref: `test:${randomUUID()}` }),
      );
    await expect(debit(51)).rejects.toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => debit(5)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(0);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
    await expect(
      credit(null as never, { userId: user._id, amount: 0.5, kind: 'grant', ref: 'x' }),
    ).rejects.toThrow(RangeError);
  });

  it('is append-only', async () => {
    const { user } = await buildUser(server.ctx);
    await fundUser(server.ctx, user._id, 10);
    await expect(LedgerEntryModel.updateOne({ userId: user._id }, { $set: { amount: 1_000 } })).rejects.toThrow(/append-only/);
    await expect(LedgerEntryModel.deleteMany({ userId: user._id })).rejects.toThrow(/append-only/);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, amount: 10 })).toBe(1);
  });

  it('reports a balance that does not match its entries', async () => {
    const { user } = await buildUser(server.ctx);
    await fundUser(server.ctx, user._id, 10);
    expect((await checkLedgerInvariant([user._id])).ok).toBe(true);
    await UserModel.updateOne({ _id: user._id }, { $set: { balance: 11 } });
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([`user ${String(user._id)}: entries sum to 10, balance is 11`]);
  });
});
