import type { AffiliateSummaryDto, PageDto, ReferralDto } from '@nova/protocol';
import { buildReferral, summaryOf } from '../../test/affiliates';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { auth, buyCoins, deliver } from '../../test/payments';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';

const DAY = 24 * 3600_000;
const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ clock, env: stripeEnv(fake) });
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
beforeEach(() => clock.set('2026-04-20T12:00:00.000Z'));

const referrals = async (token: string, query = '') =>
  (await server.request().get(`/api/affiliates/referrals${query}`).set(auth(token)).expect(200)).body as PageDto<ReferralDto>;
const changeCode = (token: string, body: unknown) =>
  server
    .request()
    .put('/api/affiliates/me/code')
    .set(auth(token))
    .send(body as object);

describe('the affiliate dashboard API', () => {
  it('gives a player without a code one, and shows an empty programme', async () => {
    const { user, token } = await buildUser(server.ctx, { referralCode: null });
    const summary = await summaryOf(server, token);
    expect(summary).toEqual<AffiliateSummaryDto>({
      seq: 0,
      referralCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      codeChangeable: true,
      tier: 'bronze',
      percent: 5,
      activeReferrals: 0,
      totalReferrals: 0,
      totalEarnedCents: 0,
      thisMonthCents: 0,
      pendingCents: 0,
      availableCents: 0,
      requestedCents: 0,
      paidCents: 0,
      minPayoutCents: 5000,
      nextPayoutAt: null,
      emailVerified: true,
    });
    expect((await UserModel.findById(user._id).lean())?.referralCode).toBe(summary.referralCode);
    expect((await summaryOf(server, token)).referralCode).toBe(summary.referralCode);
  });

  it('lists referrals newest first, page by page, with what they bought (refunds excluded), the commission and activity', async () => {
    const referrer = await buildUser(server.ctx);
    const old = await buildReferral(server.ctx, referrer.user._id, { username: `old${Date.now()}` });
    await buyCoins(server, fake, old.token, 'plus');
    clock.advance(31 * DAY);
    const buyer = await buildReferral(server.ctx, referrer.user._id);
    await buyCoins(server, fake, buyer.token, 'basic');
    const refunded = await buyCoins(server, fake, buyer.token, 'pro');
    const charge = {
      id: 'ch_dash',
      object: 'charge',
      payment_intent: refunded.purchase.paymentIntentId,
      amount: 5000,
      amount_refunded: 5000,
      refunded: true,
    };
    await deliver(server, fake, 'charge.refunded', charge).expect(200);
    const idle = await buildReferral(server.ctx, referrer.user._id);
    // Someone else's referral is never listed.
    const stranger = await buildUser(server.ctx);
    await buildReferral(server.ctx, stranger.user._id);

    const first = await referrals(referrer.token, '?limit=2');
    expect(first.entries.map((r) => r.id)).toEqual([idle.user.id, buyer.user.id]);
    expect(first.entries[0]).toMatchObject({ totalSpentCents: 0, commissionCents: 0, lastPurchaseAt: null, active: false });
    expect(first.entries[1]).toMatchObject({ username: buyer.user.username, totalSpentCents: 1000, commissionCents: 50, active: true });
    expect(first.nextCursor).toBe(buyer.user.id);
    const second = await referrals(referrer.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      entries: [expect.objectContaining({ id: old.user.id, totalSpentCents: 2500, commissionCents: 125, active: false })],
      nextCursor: null,
    });
    expect(await summaryOf(server, referrer.token)).toMatchObject({
      totalReferrals: 3,
      activeReferrals: 1,
      thisMonthCents: 50,
      totalEarnedCents: 175,
    });
  });

  it('changes the referral code once: upper-cased, unique, and only the new code attributes afterwards', async () => {
    const { user, token } = await buildUser(server.ctx);
    const oldCode = user.referralCode!;
    const changed = (await changeCode(token, { code: ' nova2026x ' }).expect(200)).body as AffiliateSummaryDto;
    expect(changed).toMatchObject({ referralCode: 'NOVA2026X', codeChangeable: false });
    expect((await changeCode(token, { code: 'ANOTHER1' }).expect(409)).body).toMatchObject({ code: 'REFERRAL_CODE_ALREADY_CHANGED' });
    await server.request().get(`/api/affiliates/codes/${oldCode}`).expect(404);
    const joined = await server
      .request()
      .post('/api/register')
      .send({ username: 'viaNewCode', email: 'vianewcode@example.com', password: 'secret1', ref: 'nova2026x' })
      .expect(201);
    expect(String((await UserModel.findById(joined.body.user.id).lean())?.referredBy)).toBe(user.id);
  });

  it('settles two changes at once: one code wins, the account changes once', async () => {
    const { user, token } = await buildUser(server.ctx);
    const answers = await Promise.all([changeCode(token, { code: 'RACEONE1' }), changeCode(token, { code: 'RACETWO2' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = (await UserModel.findById(user._id).lean())!;
    expect(['RACEONE1', 'RACETWO2']).toContain(stored.referralCode);
    expect(stored.referralCodeChangedAt).not.toBeNull();
  });
});

describe('the affiliate dashboard API: bad input', () => {
  it('refuses a code another player has (409 REFERRAL_CODE_TAKEN), whatever its case, and keeps the change available', async () => {
    const owner = await buildUser(server.ctx, { referralCode: 'TAKENCODE' });
    const { token } = await buildUser(server.ctx);
    expect((await changeCode(token, { code: 'takencode' }).expect(409)).body).toMatchObject({ code: 'REFERRAL_CODE_TAKEN' });
    expect(await summaryOf(server, token)).toMatchObject({ codeChangeable: true });
    expect(owner.user.referralCode).toBe('TAKENCODE');
  });

  it.each([
    ['no body', undefined],
    ['too short', { code: 'ABC' }],
    ['too long', { code: 'A'.repeat(17) }],
    ['a dash', { code: 'NOVA-1' }],
    ['markup', { code: '<b>NOVA</b>' }],
    ['not a string', { code: 1234 }],
    ['an extra field', { code: 'NOVA1234', userId: '0123456789abcdef01234567' }],
  ])('answers a code change with %s with 400 VALIDATION_FAILED', async (_name, body) => {
    const { token } = await buildUser(server.ctx);
    const res = await changeCode(token, body).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(await summaryOf(server, token)).toMatchObject({ codeChangeable: true });
  });

  it('answers bad list queries with 400 and anonymous callers with 401', async () => {
    const { token } = await buildUser(server.ctx);
    for (const path of ['/api/affiliates/referrals', '/api/affiliates/payouts']) {
      for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?cursor=nope', '?userId=0123456789abcdef01234567']) {
        const res = await server.request().get(`${path}${query}`).set(auth(token)).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      await server.request().get(path).expect(401);
    }
    await server.request().put('/api/affiliates/me/code').send({ code: 'NOVA1234' }).expect(401);
  });
});
