import { Types } from 'mongoose';
import { balanceChangedSchema, type ClawbackResultDto, type Role } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { nextEvent } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { checkLedgerInvariant } from './invariant';
import { LedgerEntryModel } from './model';

// POST /api/admin/users/:id/clawback: an admin takes coins back with a reason; a balance never goes below zero.

let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer();
  const a = await buildUser(server.ctx, { username: 'Comptroller', role: 'admin' });
  admin = { token: a.token, id: a.user.id as string };
});
afterAll(() => server.stop());

const clawback = (userId: string, body: unknown, token: string | null = admin.token) => {
  const req = server
    .request()
    .post(`/api/admin/users/${userId}/clawback`)
    .send(body as object);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const balanceOf = async (id: Types.ObjectId | string) => (await UserModel.findById(id).lean())?.balance;

describe('taking coins back', () => {
  it('debits exactly the amount with a clawback entry naming the admin and the reason, and tells the player at once', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 1_000);
    const socket = await server.connect(token);
    const moved = nextEvent(socket, 'balance:changed', { schema: balanceChangedSchema });
    const res = await clawback(user.id as string, { amount: 300, reason: 'Refunded purchase' }).expect(200);
    expect(res.body as ClawbackResultDto).toMatchObject({
      message: `Took back 300 coins from ${user.username}.`,
      userId: user.id,
      amount: 300,
      requested: 300,
      balance: 700,
      replayed: false,
    });
    await expect(moved).resolves.toMatchObject({ balance: 700, delta: -300, kind: 'clawback' });
    const entry = await LedgerEntryModel.findOne({ userId: user._id, kind: 'clawback' }).lean();
    expect(entry).toMatchObject({ amount: -300, balanceAfter: 700, reason: 'Refunded purchase' });
    expect(String(entry?.actorId)).toBe(admin.id);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('refuses more than the balance with 409 CLAWBACK_EXCEEDS_BALANCE and takes nothing, unless asked to take up to the balance', async () => {
    const { user } = await buildFundedUser(server.ctx, 120);
    const id = user.id as string;
    const refused = await clawback(id, { amount: 500, reason: 'Chargeback' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'CLAWBACK_EXCEEDS_BALANCE', details: { balance: '120', requested: '500' } });
    expect(await balanceOf(id)).toBe(120);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'clawback' })).toBe(0);

    const partial = (await clawback(id, { amount: 500, reason: 'Chargeback', upToBalance: true }).expect(200)).body as ClawbackResultDto;
    expect(partial).toMatchObject({ amount: 120, requested: 500, balance: 0 });
    const empty = await clawback(id, { amount: 1, reason: 'Chargeback', upToBalance: true }).expect(409);
    expect(empty.body).toMatchObject({ code: 'CLAWBACK_EXCEEDS_BALANCE', details: { balance: '0' } });
    expect((await clawback(id, { amount: 1, reason: 'Chargeback' }).expect(409)).body.code).toBe('CLAWBACK_EXCEEDS_BALANCE');
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('refuses bad amounts, a missing or blank reason, unknown fields and bad ids with 400; an unknown user with 404', async () => {
    const { user } = await buildFundedUser(server.ctx, 2_000_000);
    const id = user.id as string;
    const bad: [unknown, string][] = [
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: -5, reason: 'x' }, 'amount'],
      [{ amount: 2.5, reason: 'x' }, 'amount'],
      [{ amount: 1_000_001, reason: 'x' }, 'amount'],
      [{ amount: '100', reason: 'x' }, 'amount'],
      [{ amount: null, reason: 'x' }, 'amount'],
      [{ amount: Number.MAX_SAFE_INTEGER, reason: 'x' }, 'amount'],
      [{ reason: 'x' }, 'amount'],
      [{ amount: 10 }, 'reason'],
      [{ amount: 10, reason: '' }, 'reason'],
      [{ amount: 10, reason: '   ' }, 'reason'],
      [{ amount: 10, reason: 'x'.repeat(201) }, 'reason'],
      [{ amount: 10, reason: 'bad\u0000reason' }, 'reason'],
      [{ amount: 10, reason: 7 }, 'reason'],
      [{ amount: 10, reason: 'x', upToBalance: 'yes' }, 'upToBalance'],
      [{ amount: 10, reason: 'x', requestId: 'spaces are not allowed' }, 'requestId'],
      [{ amount: 10, reason: 'x', balance: 0 }, '_'],
      [[10], '_'],
    ];
    for (const [body, field] of bad) {
      const res = await clawback(id, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toHaveProperty(field);
    }
    for (const badId of ['nope', '0123456789abcdef0123456g']) {
      expect((await clawback(badId, { amount: 10, reason: 'x' }).expect(400)).body.details).toHaveProperty('id');
    }
    const unknown = new Types.ObjectId().toHexString();
    expect((await clawback(unknown, { amount: 10, reason: 'x' }).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await clawback(unknown, { amount: 10, reason: 'x', upToBalance: true }).expect(404)).body.code).toBe('NOT_FOUND');
    expect(await balanceOf(id)).toBe(2_000_000);
    expect((await clawback(id, { amount: 1_000_000, reason: 'Limit' }).expect(200)).body.balance).toBe(1_000_000);
    expect((await clawback(id, { amount: 1, reason: '  trimmed  ' }).expect(200)).body.balance).toBe(999_999);
    expect((await LedgerEntryModel.findOne({ userId: user._id, amount: -1 }).lean())?.reason).toBe('trimmed');
  });

  it.each<[string, Role | null, number, string]>([
    ['a visitor', null, 401, 'AUTH_REQUIRED'],
    ['a player', 'player', 403, 'ADMIN_REQUIRED'],
    ['support staff', 'support', 403, 'ADMIN_REQUIRED'],
  ])('is refused to %s', async (_who, role, status, code) => {
    const { user } = await buildFundedUser(server.ctx, 100);
    const token = role ? (await buildUser(server.ctx, { role })).token : null;
    expect((await clawback(user.id as string, { amount: 10, reason: 'x' }, token).expect(status)).body.code).toBe(code);
    expect(await balanceOf(user._id)).toBe(100);
  });
});

describe('the floor under concurrency', () => {
  it('20 parallel clawbacks of 100 against a balance of 500: exactly 5 succeed, the balance ends at 0, the ledger sums to it', async () => {
    const { user } = await buildFundedUser(server.ctx, 500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clawback(user.id as string, { amount: 100, reason: `Burst ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'CLAWBACK_EXCEEDS_BALANCE')).toHaveLength(15);
    expect(await balanceOf(user._id)).toBe(0);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'clawback' })).toBe(5);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('parallel "up to the balance" clawbacks take exactly what there was, never more', async () => {
    const { user } = await buildFundedUser(server.ctx, 250);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => clawback(user.id as string, { amount: 100, reason: 'Sweep', upToBalance: true })),
    );
    const taken = answers.filter((a) => a.status === 200).map((a) => (a.body as ClawbackResultDto).amount);
    expect(taken.reduce((a, b) => a + b, 0)).toBe(250);
    expect(answers.every((a) => a.status === 200 || a.body.code === 'CLAWBACK_EXCEEDS_BALANCE')).toBe(true);
    expect(await balanceOf(user._id)).toBe(0);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });
});

describe('idempotency', () => {
  it('a repeated request key takes the coins once and answers the first result; a different clawback under it is 409', async () => {
    const { user } = await buildFundedUser(server.ctx, 1_000);
    const id = user.id as string;
    const body = { amount: 400, reason: 'Once', requestId: 'claw-0001' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => clawback(id, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const results = answers.map((a) => a.body as ClawbackResultDto);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    const header = await server
      .request()
      .post(`/api/admin/users/${id}/clawback`)
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', 'claw-0001')
      .send({ amount: 400, reason: 'Once' })
      .expect(200);
    expect(header.body).toMatchObject({ replayed: true, balance: 600 });
    expect((await clawback(id, { ...body, amount: 401 }).expect(409)).body.code).toBe('IDEMPOTENCY_CONFLICT');
    const { user: someoneElse } = await buildFundedUser(server.ctx, 1_000);
    expect((await clawback(someoneElse.id as string, body).expect(409)).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(id)).toBe(600);
    expect(await balanceOf(someoneElse._id)).toBe(1_000);
  });

  it('a key used for "up to the balance" replays even though less than the amount was taken', async () => {
    const { user } = await buildFundedUser(server.ctx, 30);
    const body = { amount: 100, reason: 'Sweep', upToBalance: true, requestId: 'claw-upto-1' };
    const first = (await clawback(user.id as string, body).expect(200)).body as ClawbackResultDto;
    const again = (await clawback(user.id as string, body).expect(200)).body as ClawbackResultDto;
    expect([first.amount, first.replayed, again.amount, again.replayed, again.entryId]).toEqual([30, false, 30, true, first.entryId]);
  });
});
