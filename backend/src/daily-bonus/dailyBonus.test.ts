import { LIMITS, type DailyBonusClaimDto, type DailyBonusStatusDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import type { BalanceChangedEvent } from '../ledger/events';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';

const DAY = LIMITS.dailyBonusCooldownMs;
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const status = async (token: string) =>
  (await server.request().get('/api/daily-bonus').set(auth(token)).expect(200)).body as DailyBonusStatusDto;
const claim = (token: string) => server.request().post('/api/daily-bonus/claim').set(auth(token));

describe('daily bonus', () => {
  it('is available to a new player and credits 50 coins through the ledger, with balance.changed', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 25);
    expect(await status(token)).toEqual({
      coins: 50,
      available: true,
      lastClaimedAt: null,
      nextClaimAt: null,
      cooldownMs: DAY,
      serverTime: '2026-01-15T12:00:00.000Z',
      selfExcludedUntil: null,
      selfExclusionPermanent: false,
    });
    const seen: BalanceChangedEvent[] = [];
    const off = server.ctx.bus.on('balance.changed', (e) => {
      if (e.userId === String(user._id)) seen.push(e);
    });
    const res = (await claim(token).expect(200)).body as DailyBonusClaimDto;
    off();
    expect(res).toEqual({
      credited: 50,
      balance: 75,
      balanceVersion: 2,
      status: {
        coins: 50,
        available: false,
        lastClaimedAt: '2026-01-15T12:00:00.000Z',
        nextClaimAt: '2026-01-16T12:00:00.000Z',
        cooldownMs: DAY,
        serverTime: '2026-01-15T12:00:00.000Z',
        selfExcludedUntil: null,
        selfExclusionPermanent: false,
      },
    });
    expect(seen).toEqual([
      expect.objectContaining({ balance: 75, delta: 50, kind: 'daily-bonus', ref: expect.stringMatching(/^daily-bonus:/) }),
    ]);
    const entries = await LedgerEntryModel.find({ userId: user._id, kind: 'daily-bonus' }).lean();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 50, balanceAfter: 75, createdAt: new Date('2026-01-15T12:00:00.000Z') });
    expect((await UserModel.findById(user._id).lean())?.lastDailyBonusAt).toEqual(new Date('2026-01-15T12:00:00.000Z'));
    expect(await status(token)).toMatchObject({ available: false, nextClaimAt: '2026-01-16T12:00:00.000Z' });
  });

  it('refuses a second claim within 24 hours with 409 DAILY_BONUS_NOT_READY and the next claim time', async () => {
    const { user, token } = await buildUser(server.ctx);
    await claim(token).expect(200);
    for (const wait of [0, 60_000, DAY - 1]) {
      clock.set(new Date(Date.parse('2026-01-15T12:00:00.000Z') + wait));
      const res = await claim(token).expect(409);
      expect(res.body).toEqual({
        code: 'DAILY_BONUS_NOT_READY',
        message: expect.any(String),
        details: { nextClaimAt: '2026-01-16T12:00:00.000Z' },
      });
    }
    expect(await status(token)).toMatchObject({
      available: false,
      nextClaimAt: '2026-01-16T12:00:00.000Z',
      serverTime: '2026-01-16T11:59:59.999Z',
      selfExcludedUntil: null,
      selfExclusionPermanent: false,
    });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(50);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id })).toBe(1);
  });

  it('opens again 24 hours after the last claim (rolling, not by calendar day)', async () => {
    const { user, token } = await buildUser(server.ctx);
    clock.set('2026-01-15T23:59:00.000Z');
    await claim(token).expect(200);
    clock.set('2026-01-16T00:01:00.000Z');
    await claim(token).expect(409);
    clock.set('2026-01-16T23:59:00.000Z');
    expect(await status(token)).toMatchObject({ available: true, nextClaimAt: null, lastClaimedAt: '2026-01-15T23:59:00.000Z' });
    expect(((await claim(token).expect(200)).body as DailyBonusClaimDto).balance).toBe(100);
    clock.advance(DAY + 3_600_000);
    expect(((await claim(token).expect(200)).body as DailyBonusClaimDto).balance).toBe(150);
    const refs = (await LedgerEntryModel.find({ userId: user._id }).lean()).map((e) => e.ref);
    expect(new Set(refs).size).toBe(3);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('credits once when 20 claims race, and the ledger invariant holds', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body).toMatchObject({ code: 'DAILY_BONUS_NOT_READY', details: { nextClaimAt: '2026-01-16T12:00:00.000Z' } });
    }
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(60);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'daily-bonus' })).toBe(1);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('is refused to a self-excluded player with SELF_EXCLUDED, like openings; the status says until when', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10);
    await server.request().post('/api/payments/self-exclusion').set(auth(token)).send({ period: '24h', confirm: true }).expect(200);
    expect(await status(token)).toMatchObject({
      available: false,
      nextClaimAt: null,
      selfExcludedUntil: '2026-01-16T12:00:00.000Z',
      selfExclusionPermanent: false,
    });
    const refused = await claim(token).expect(403);
    expect(refused.body).toMatchObject({ code: 'SELF_EXCLUDED', details: { until: '2026-01-16T12:00:00.000Z', permanent: 'false' } });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(10);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'daily-bonus' })).toBe(0);

    // Once the exclusion ends, the bonus is there again.
    clock.advance(DAY + 1000);
    expect(await status(token)).toMatchObject({ available: true, selfExcludedUntil: null, selfExclusionPermanent: false });
    expect(((await claim(token).expect(200)).body as DailyBonusClaimDto).balance).toBe(60);
  });

  it('says a permanent self-exclusion is permanent', async () => {
    const { token } = await buildFundedUser(server.ctx, 0);
    await server.request().post('/api/payments/self-exclusion').set(auth(token)).send({ period: 'permanent', confirm: true }).expect(200);
    expect(await status(token)).toMatchObject({ available: false, selfExclusionPermanent: true });
    expect((await claim(token).expect(403)).body).toMatchObject({ code: 'SELF_EXCLUDED', details: { permanent: 'true' } });
  });

  it('needs a valid session: no token, a forged one, a revoked one -> 401; banned -> 403', async () => {
    const { user, token } = await buildUser(server.ctx);
    for (const req of [server.request().get('/api/daily-bonus'), server.request().post('/api/daily-bonus/claim')]) {
      expect((await req.expect(401)).body.code).toBe('AUTH_REQUIRED');
    }
    expect((await claim('forged.token.value').expect(401)).body.code).toBe('INVALID_TOKEN');
    expect((await server.request().get('/api/daily-bonus').set(auth('nope')).expect(401)).body.code).toBe('INVALID_TOKEN');
    await UserModel.updateOne({ _id: user._id }, { $inc: { tokenVersion: 1 } });
    expect((await claim(token).expect(401)).body.code).toBe('INVALID_TOKEN');
    const banned = await buildUser(server.ctx, { banned: true });
    expect((await claim(banned.token).expect(403)).body.code).toBe('ACCOUNT_BANNED');
    expect(await LedgerEntryModel.countDocuments({ userId: { $in: [user._id, banned.user._id] } })).toBe(0);
  });
});
