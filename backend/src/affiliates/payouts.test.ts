import {
  payoutUpdatedSchema,
  type AdminAffiliatePayoutDto,
  type AffiliateProgrammeDto,
  type AuditPageDto,
  type PageDto,
  type PayoutDto,
  type StaffFeedPageDto,
} from '@nova/protocol';
import { buildReferral, summaryOf } from '../../test/affiliates';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { auth, buyCoins, deliver } from '../../test/payments';
import { nextEvent } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { matureDueCommissions } from './commissions';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ clock, env: stripeEnv(fake) });
  const built = await buildUser(server.ctx, { role: 'admin' });
  admin = { token: built.token, id: built.user.id as string };
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
beforeEach(() => clock.set('2026-02-10T12:00:00.000Z'));

const ask = (token: string, body: object) => server.request().post('/api/affiliates/payouts').set(auth(token)).send(body);
const approve = (token: string, id: string) => server.request().post(`/api/admin/affiliates/payouts/${id}/approve`).set(auth(token));
const reject = (token: string, id: string, body: object) =>
  server.request().post(`/api/admin/affiliates/payouts/${id}/reject`).set(auth(token)).send(body);

/** A referrer whose referred player bought `packages`, the refund windows closed: their commissions are available. */
async function affiliateWithAvailable(packages: string[] = ['legend'], overrides: { emailVerified?: boolean } = {}) {
  const referrer = await buildUser(server.ctx, overrides);
  const buyer = await buildReferral(server.ctx, referrer.user._id);
  const intents = [];
  for (const p of packages) intents.push(await buyCoins(server, fake, buyer.token, p));
  clock.advance(DAY + 1000);
  await matureDueCommissions(server.ctx);
  return { referrer, buyer, intents };
}

describe('payout requests and admin decisions', () => {
  it('pays a coin payout exactly once though two admins approve at once; audited, live, in the feed; every ledger balances', async () => {
    const { token: staffToken } = await buildUser(server.ctx, { role: 'support' });
    const second = await buildUser(server.ctx, { role: 'admin' });
    const { referrer } = await affiliateWithAvailable(['legend']);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 5000, pendingCents: 0, nextPayoutAt: null });
    const tab = await server.connect(referrer.token);

    const requested = nextEvent(tab, 'payout:updated', { schema: payoutUpdatedSchema });
    const asked = (await ask(referrer.token, { method: 'coins', amountCents: 5000, email: 'ignored@example.com' }).expect(201))
      .body as PayoutDto;
    expect(asked).toMatchObject({ amountCents: 5000, method: 'coins', email: null, status: 'requested', decidedAt: null });
    expect((await requested).payout).toEqual(asked);
    expect(await summaryOf(server, referrer.token)).toMatchObject({
      availableCents: 0,
      requestedCents: 5000,
      nextPayoutAt: expect.any(String),
    });

    const queue = (await server.request().get('/api/admin/affiliates/payouts?status=requested').set(auth(admin.token)).expect(200))
      .body as PageDto<AdminAffiliatePayoutDto>;
    expect(queue.entries.find((p) => p.id === asked.id)).toMatchObject({ userId: referrer.user.id, username: referrer.user.username });

    const paid = nextEvent(tab, 'payout:updated', { schema: payoutUpdatedSchema, accept: (e) => e.payout.status === 'paid' });
    const before = (await UserModel.findById(referrer.user._id).lean())!.balance;
    const answers = await Promise.all([approve(admin.token, asked.id), approve(second.token, asked.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ code: 'PAYOUT_NOT_PENDING' });
    expect((await paid).payout).toMatchObject({ id: asked.id, status: 'paid', decidedAt: expect.any(String) });

    const credits = await LedgerEntryModel.find({ userId: referrer.user._id, kind: 'affiliate-payout' }).lean();
    expect(credits.map((e) => [e.amount, e.ref])).toEqual([[5000, `affiliate-payout:${asked.id}`]]);
    expect((await UserModel.findById(referrer.user._id).lean())!.balance).toBe(before + 5000);
    expect(await summaryOf(server, referrer.token)).toMatchObject({
      availableCents: 0,
      requestedCents: 0,
      paidCents: 5000,
      totalEarnedCents: 5000,
    });

    const audit = (
      await server
        .request()
        .get(`/api/admin/audit?action=payout.approved&targetType=payout&targetId=${asked.id}`)
        .set(auth(admin.token))
        .expect(200)
    ).body as AuditPageDto;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      target: { type: 'payout', id: asked.id },
      before: { status: 'requested' },
      after: { status: 'paid' },
    });

    await eventually(async () => {
      const feed = (await server.request().get('/api/staff/feed?kind=affiliate').set(auth(staffToken)).expect(200))
        .body as StaffFeedPageDto;
      const mine = feed.entries.filter((e) => e.kind === 'affiliate' && e.userId === referrer.user.id && e.action.startsWith('payout'));
      expect(mine.map((e) => (e.kind === 'affiliate' ? [e.action, e.amount, e.method] : null))).toEqual([
        ['payout-paid', '50.00', 'coins'],
        ['payout-requested', '50.00', 'coins'],
      ]);
    });
    expect(await checkLedgerInvariant()).toEqual({ ok: true, problems: [] });
  });

  it('marks an external payout paid without coins; a rejection gives the amount back and does not count toward the week', async () => {
    const { referrer } = await affiliateWithAvailable(['legend', 'pro']);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 5250 });

    const first = (await ask(referrer.token, { method: 'paypal', email: 'Payee@Example.com', amountCents: 5250 }).expect(201))
      .body as PayoutDto;
    expect(first).toMatchObject({ method: 'paypal', email: 'payee@example.com' });
    const rejected = (await reject(admin.token, first.id, { reason: '  PayPal account not found  ' }).expect(200))
      .body as AdminAffiliatePayoutDto;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'PayPal account not found' });
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 5250, requestedCents: 0, nextPayoutAt: null });
    await reject(admin.token, first.id, { reason: 'again' }).expect(409);
    await approve(admin.token, first.id).expect(409);

    // Asked again the same day (the rejected one does not count), and paid outside the shop: no coins move.
    const again = (await ask(referrer.token, { method: 'bank-transfer', email: 'payee@example.com', amountCents: 5000 }).expect(201))
      .body as PayoutDto;
    await approve(admin.token, again.id).expect(200);
    expect(await LedgerEntryModel.countDocuments({ userId: referrer.user._id, kind: 'affiliate-payout' })).toBe(0);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 250, paidCents: 5000 });

    const history = (await server.request().get('/api/affiliates/payouts').set(auth(referrer.token)).expect(200))
      .body as PageDto<PayoutDto>;
    expect(history.entries.map((p) => [p.method, p.status])).toEqual([
      ['bank-transfer', 'paid'],
      ['paypal', 'rejected'],
    ]);
    const audit = (
      await server
        .request()
        .get(`/api/admin/audit?action=payout.rejected&targetType=payout&targetId=${first.id}`)
        .set(auth(admin.token))
        .expect(200)
    ).body as AuditPageDto;
    expect(audit.entries[0]).toMatchObject({ reason: 'PayPal account not found', after: { status: 'rejected' } });
  });

  it('one request a week: 409 PAYOUT_TOO_SOON until seven days after the last one that was not rejected', async () => {
    const { referrer, buyer } = await affiliateWithAvailable(['legend']);
    await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(201);
    await buyCoins(server, fake, buyer.token, 'legend');
    clock.advance(DAY + 1000);
    await matureDueCommissions(server.ctx);
    const soon = await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(409);
    expect(soon.body).toMatchObject({ code: 'PAYOUT_TOO_SOON', details: { nextPayoutAt: '2026-02-18T12:00:01.000Z' } });
    clock.set('2026-02-18T12:00:01.000Z');
    await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(201);
  });

  it('parallel requests never spend the same commission twice', async () => {
    const { referrer } = await affiliateWithAvailable(['legend']);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(referrer.token, { method: 'coins', amountCents: 5000 })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 0, requestedCents: 5000 });
  });

  it('a dispute after the payout leaves the available balance negative until later commissions repay it', async () => {
    const { referrer, buyer, intents } = await affiliateWithAvailable(['legend']);
    const asked = (await ask(referrer.token, { method: 'stripe', email: 'me@example.com', amountCents: 5000 }).expect(201))
      .body as PayoutDto;
    await approve(admin.token, asked.id).expect(200);
    const dispute = { id: 'dp_payout', object: 'dispute', payment_intent: intents[0]!.purchase.paymentIntentId };
    await deliver(server, fake, 'charge.dispute.created', dispute).expect(200);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: -5000, paidCents: 5000, totalEarnedCents: 0 });
    clock.advance(8 * DAY);
    const refused = await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(409);
    expect(refused.body).toMatchObject({ code: 'PAYOUT_EXCEEDS_AVAILABLE', details: { availableCents: '-5000' } });
    await buyCoins(server, fake, buyer.token, 'legend');
    clock.advance(DAY + 1000);
    await matureDueCommissions(server.ctx);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 0 });
  });
});

describe('payouts: bad input', () => {
  it('refuses under the minimum, above the available amount, and without a verified email', async () => {
    const { referrer } = await affiliateWithAvailable(['legend']);
    const low = await ask(referrer.token, { method: 'coins', amountCents: 4999 }).expect(400);
    expect(low.body).toMatchObject({ code: 'PAYOUT_BELOW_MINIMUM', details: { minimumCents: '5000' } });
    const high = await ask(referrer.token, { method: 'coins', amountCents: 5001 }).expect(409);
    expect(high.body).toMatchObject({ code: 'PAYOUT_EXCEEDS_AVAILABLE', details: { availableCents: '5000' } });

    const unverified = await affiliateWithAvailable(['legend'], { emailVerified: false });
    const refused = await ask(unverified.referrer.token, { method: 'coins', amountCents: 5000 }).expect(403);
    expect(refused.body).toMatchObject({ code: 'EMAIL_UNVERIFIED' });
    expect(await summaryOf(server, unverified.referrer.token)).toMatchObject({ availableCents: 5000, emailVerified: false });
  });

  it.each([
    ['no body', undefined, {}],
    [
      'an unknown method',
      { method: 'cheque', email: 'a@b.co', amountCents: 5000 },
      { method: 'must be one of paypal, bank-transfer, stripe, coins' },
    ],
    ['PayPal without an email', { method: 'paypal', amountCents: 5000 }, { email: 'An email address is needed for this payout method' }],
    ['an invalid email', { method: 'stripe', email: 'not an email', amountCents: 5000 }, { email: expect.any(String) }],
    ['a fractional amount', { method: 'coins', amountCents: 50.5 }, { amountCents: 'must be whole cents' }],
    ['an amount as text', { method: 'coins', amountCents: '5000' }, { amountCents: 'must be a number' }],
    ['a negative amount', { method: 'coins', amountCents: -5000 }, { amountCents: 'must be positive' }],
    ['an extra field', { method: 'coins', amountCents: 5000, userId: '0123456789abcdef01234567' }, {}],
  ])('answers %s with 400 VALIDATION_FAILED', async (_name, body, details) => {
    const { token } = await buildUser(server.ctx);
    const res = await server
      .request()
      .post('/api/affiliates/payouts')
      .set(auth(token))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(res.body.details).toMatchObject(details);
  });

  it('keeps the player routes for signed-in players (401) and the admin routes for admins (403 for support and players)', async () => {
    await server.request().post('/api/affiliates/payouts').send({ method: 'coins', amountCents: 5000 }).expect(401);
    await server.request().get('/api/affiliates/payouts').expect(401);
    await server.request().get('/api/affiliates/me').expect(401);
    const { token: player } = await buildUser(server.ctx);
    const { token: support } = await buildUser(server.ctx, { role: 'support' });
    const id = '0123456789abcdef01234567';
    for (const token of [player, support]) {
      await server.request().get('/api/admin/affiliates/overview').set(auth(token)).expect(403);
      await server.request().get('/api/admin/affiliates/payouts').set(auth(token)).expect(403);
      await approve(token, id).expect(403);
      await reject(token, id, { reason: 'x' }).expect(403);
    }
    await server.request().get('/api/admin/affiliates/overview').expect(401);
  });

  it('answers admin decisions on unknown, malformed or undecidable payouts with 404, 400 and 409', async () => {
    expect((await approve(admin.token, '0123456789abcdef01234567').expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await approve(admin.token, 'not-an-id').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const { referrer } = await affiliateWithAvailable(['legend']);
    const asked = (await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(201)).body as PayoutDto;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      expect((await reject(admin.token, asked.id, body).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await approve(admin.token, asked.id).expect(200);
    expect((await reject(admin.token, asked.id, { reason: 'too late' }).expect(409)).body).toMatchObject({ code: 'PAYOUT_NOT_PENDING' });
    for (const query of ['?status=lost', '?limit=0', '?limit=abc', '?cursor=xyz', '?sort=amount']) {
      await server.request().get(`/api/admin/affiliates/payouts${query}`).set(auth(admin.token)).expect(400);
    }
  });
});

describe('the programme for admins', () => {
  it('totals commissions and payouts from what is stored, and lists the leading affiliates with their tier', async () => {
    const before = (await server.request().get('/api/admin/affiliates/overview').set(auth(admin.token)).expect(200))
      .body as AffiliateProgrammeDto;
    const { referrer } = await affiliateWithAvailable(['legend', 'basic']);
    const asked = (await ask(referrer.token, { method: 'coins', amountCents: 5000 }).expect(201)).body as PayoutDto;
    const after = (await server.request().get('/api/admin/affiliates/overview').set(auth(admin.token)).expect(200))
      .body as AffiliateProgrammeDto;
    expect(after.referrals - before.referrals).toBe(1);
    expect(after.affiliates - before.affiliates).toBe(1);
    expect(after.commissions.count - before.commissions.count).toBe(2);
    expect(after.commissions.availableCents - before.commissions.availableCents).toBe(5050);
    expect(after.payouts.requestedCount - before.payouts.requestedCount).toBe(1);
    expect(after.payouts.requestedCents - before.payouts.requestedCents).toBe(5000);
    expect(after.top.find((a) => a.userId === referrer.user.id)).toMatchObject({
      username: referrer.user.username,
      referralCode: referrer.user.referralCode,
      tier: 'bronze',
      activeReferrals: 1,
      earnedCents: 5050,
      paidCents: 0,
    });
    await approve(admin.token, asked.id).expect(200);
    const paid = (await server.request().get('/api/admin/affiliates/overview').set(auth(admin.token)).expect(200))
      .body as AffiliateProgrammeDto;
    expect(paid.payouts.paidCents - before.payouts.paidCents).toBe(5000);
  });
});
