import { commissionUpdatedSchema, staffEventSchema, type StaffFeedPageDto } from '@nova/protocol';
import { buildReferral, summaryOf } from '../../test/affiliates';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { auth, buyCoins, deliver, intentObject, startPayment } from '../../test/payments';
import { collect, nextEvent } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { matureDueCommissions } from './commissions';
import { CommissionModel } from './model';

const HOUR = 3600_000;
const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ clock, env: stripeEnv(fake) });
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

/** A referrer with one referred buyer. */
async function pair() {
  const referrer = await buildUser(server.ctx);
  const buyer = await buildReferral(server.ctx, referrer.user._id);
  return { referrer, buyer };
}

describe('commissions on referred purchases', () => {
  it('20 concurrent deliveries of the payment webhook record one commission, at the Bronze rate, and tell the referrer live', async () => {
    const { referrer, buyer } = await pair();
    const tab = await server.connect(referrer.token);
    const facts = collect(tab, 'commission:updated', commissionUpdatedSchema);
    const intent = await startPayment(server, buyer.token, 'pro');
    const succeeded = intentObject(intent, fake);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(server, fake, 'payment_intent.succeeded', succeeded)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));

    const stored = await CommissionModel.find({ purchaseId: intent.purchase.id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tier: 'bronze', percent: 5, purchaseCents: 5000, amountCents: 250, status: 'pending' });
    await eventually(() => expect(facts).toHaveLength(1));
    expect(facts[0]).toMatchObject({
      change: 'earned',
      commission: { amountCents: 250, status: 'pending', referralUsername: buyer.user.username },
    });

    const summary = await summaryOf(server, referrer.token);
    expect(summary).toMatchObject({
      pendingCents: 250,
      availableCents: 0,
      totalEarnedCents: 250,
      thisMonthCents: 250,
      activeReferrals: 1,
      tier: 'bronze',
    });
    expect(summary.seq).toBe(facts[0]!.seq);
    expect(await checkLedgerInvariant()).toEqual({ ok: true, problems: [] });
  });

  it('pays nothing on purchases of players nobody referred', async () => {
    const stranger = await buildUser(server.ctx, { ageConfirmedAt: new Date() });
    const intent = await buyCoins(server, fake, stranger.token);
    expect(await CommissionModel.countDocuments({ purchaseId: intent.purchase.id })).toBe(0);
  });

  it('becomes available when the refund window closes, not before, and not while a refund request waits', async () => {
    const { referrer, buyer } = await pair();
    const tab = await server.connect(referrer.token);
    const first = await buyCoins(server, fake, buyer.token, 'basic');
    const second = await buyCoins(server, fake, buyer.token, 'starter');
    await server.request().post(`/api/payments/purchases/${second.purchase.id}/refund-request`).set(auth(buyer.token)).expect(200);

    const statuses = async () =>
      (await CommissionModel.find({ referrerId: referrer.user._id }).sort({ purchasedAt: 1, _id: 1 }).lean()).map((c) => c.status);

    clock.advance(23 * HOUR);
    await matureDueCommissions(server.ctx);
    expect(await statuses()).toEqual(['pending', 'pending']);
    const available = nextEvent(tab, 'commission:updated', { schema: commissionUpdatedSchema, accept: (e) => e.change === 'available' });
    clock.advance(HOUR + 1000);
    await matureDueCommissions(server.ctx);
    expect(await statuses()).toEqual(['available', 'pending']);
    expect((await available).commission).toMatchObject({ purchaseId: first.purchase.id, status: 'available', amountCents: 50 });
    expect(await summaryOf(server, referrer.token)).toMatchObject({ pendingCents: 25, availableCents: 50 });

    // The refund request is rejected: the second commission follows on the next run.
    await server
      .request()
      .post(`/api/admin/payments/purchases/${second.purchase.id}/refund/reject`)
      .set(auth(adminToken))
      .send({ reason: 'Coins were used' })
      .expect(200);
    await matureDueCommissions(server.ctx);
    expect(await statuses()).toEqual(['available', 'available']);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ pendingCents: 0, availableCents: 75 });
  });

  it('a refund reverses the pending commission (approved refund and a refund made at Stripe alike), once', async () => {
    const { referrer, buyer } = await pair();
    const tab = await server.connect(referrer.token);
    const approved = await buyCoins(server, fake, buyer.token, 'plus');
    const atStripe = await buyCoins(server, fake, buyer.token, 'basic');
    const reversed = collect(tab, 'commission:updated', commissionUpdatedSchema);

    await server.request().post(`/api/payments/purchases/${approved.purchase.id}/refund-request`).set(auth(buyer.token)).expect(200);
    await server.request().post(`/api/admin/payments/purchases/${approved.purchase.id}/refund/approve`).set(auth(adminToken)).expect(200);
    const charge = {
      id: `ch_${atStripe.purchase.id}`,
      object: 'charge',
      payment_intent: atStripe.purchase.paymentIntentId,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    await Promise.all([1, 2, 3].map(() => deliver(server, fake, 'charge.refunded', charge).expect(200)));

    const stored = await CommissionModel.find({ referrerId: referrer.user._id }).sort({ purchasedAt: 1 }).lean();
    expect(stored.map((c) => [c.status, c.reversal, c.reversedFrom])).toEqual([
      ['reversed', 'refund', 'pending'],
      ['reversed', 'refund', 'pending'],
    ]);
    await eventually(() => expect(reversed.filter((e) => e.change === 'reversed')).toHaveLength(2));
    expect(await summaryOf(server, referrer.token)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      totalEarnedCents: 0,
      thisMonthCents: 0,
      activeReferrals: 0,
    });
    expect(await checkLedgerInvariant()).toEqual({ ok: true, problems: [] });
  });

  it('a dispute after the commission became available takes it back from the available balance', async () => {
    const { referrer, buyer } = await pair();
    const intent = await buyCoins(server, fake, buyer.token, 'elite');
    clock.advance(25 * HOUR);
    await matureDueCommissions(server.ctx);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 500 });

    const dispute = { id: `dp_${intent.purchase.id}`, object: 'dispute', payment_intent: intent.purchase.paymentIntentId };
    await deliver(server, fake, 'charge.dispute.created', dispute).expect(200);
    expect(await CommissionModel.findOne({ purchaseId: intent.purchase.id }).lean()).toMatchObject({
      status: 'reversed',
      reversal: 'dispute',
      reversedFrom: 'available',
    });
    expect(await summaryOf(server, referrer.token)).toMatchObject({ availableCents: 0, totalEarnedCents: 0 });
  });

  it('shows commissions in the staff feed', async () => {
    const { token: staffToken } = await buildUser(server.ctx, { role: 'support' });
    const { referrer, buyer } = await pair();
    const intent = await buyCoins(server, fake, buyer.token, 'starter');
    const line = await eventually(async () => {
      const page = (await server.request().get('/api/staff/feed?kind=affiliate').set(auth(staffToken)).expect(200))
        .body as StaffFeedPageDto;
      const found = page.entries.find(
        (e) => e.kind === 'affiliate' && e.action === 'commission-earned' && e.referral === buyer.user.username,
      );
      expect(found).toBeDefined();
      return found!;
    });
    staffEventSchema.parse(line);
    expect(line).toMatchObject({ userId: referrer.user.id, username: referrer.user.username, amount: '0.25' });
    expect(intent.purchase.price).toBe('5.00');
  });
});
