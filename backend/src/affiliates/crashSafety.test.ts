import { buildReferral, summaryOf } from '../../test/affiliates';
import { eventually } from '../../test/eventually';
import { buildUser, signIn } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { deliver, intentObject, startPayment } from '../../test/payments';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { PurchaseModel } from '../payments/model';
import { AffiliateAccountModel, CommissionModel } from './model';

/**
 * The commission is written inside the purchase's credit transaction (docs/affiliates.md): whatever moment the process
 * dies at, a credited purchase of a referred player has exactly one commission and an uncredited one has none.
 */

const HOUR = 3600_000;
const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  clock.set('2026-05-04T09:00:00.000Z');
  server = await startTestServer({ clock, env: stripeEnv(fake) });
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
afterEach(() => jest.restoreAllMocks());

async function referredPurchase() {
  const referrer = await buildUser(server.ctx);
  const buyer = await buildReferral(server.ctx, referrer.user._id);
  const intent = await startPayment(server, buyer.token, 'pro');
  return { referrer, buyer, intent, succeeded: intentObject(intent, fake) };
}

describe('crash safety of commissions', () => {
  it('dying mid-transaction, after the commission was written, leaves neither credit nor commission; the retry writes both once', async () => {
    const { referrer, buyer, intent, succeeded } = await referredPurchase();
    // The process "dies" at the referrer's balance update, after the commission insert, before the commit.
    const died = jest.spyOn(AffiliateAccountModel.collection, 'findOneAndUpdate').mockRejectedValueOnce(new Error('process died'));
    await deliver(server, fake, 'payment_intent.succeeded', succeeded).expect(500);
    expect(died).toHaveBeenCalledTimes(1);

    expect(await PurchaseModel.findById(intent.purchase.id).lean()).toMatchObject({ status: 'pending' });
    expect(await LedgerEntryModel.countDocuments({ userId: buyer.user._id, kind: 'purchase' })).toBe(0);
    expect(await CommissionModel.countDocuments({ purchaseId: intent.purchase.id })).toBe(0);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ pendingCents: 0, totalEarnedCents: 0 });

    // Stripe retries the delivery that was not acknowledged.
    await deliver(server, fake, 'payment_intent.succeeded', succeeded).expect(200);
    await deliver(server, fake, 'payment_intent.succeeded', succeeded).expect(200);
    expect(await LedgerEntryModel.countDocuments({ userId: buyer.user._id, kind: 'purchase' })).toBe(1);
    expect(await CommissionModel.find({ purchaseId: intent.purchase.id }, { amountCents: 1, status: 1, _id: 0 }).lean()).toEqual([
      { amountCents: 250, status: 'pending' },
    ]);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ pendingCents: 250, totalEarnedCents: 250 });
  });

  it('dying right after the commit: after a restart the commission is there and matures on schedule', async () => {
    const { referrer, intent, succeeded } = await referredPurchase();
    // A process that dies right after the commit never emits its events itself (the outbox keeps them for the relay).
    const emit = jest.spyOn(server.ctx.bus, 'emit').mockImplementation(() => undefined);
    await deliver(server, fake, 'payment_intent.succeeded', succeeded).expect(200);
    expect(emit).toHaveBeenCalledWith('affiliate.commissionChanged', expect.anything(), expect.anything());
    await server.stop();

    // The restarted process (same database, a day and a bit later) finds the commission and makes it available.
    clock.advance(24 * HOUR + 1000);
    server = await startTestServer({ clock, env: stripeEnv(fake), fresh: false });
    const token = await signIn(server.ctx, referrer.user);
    expect(await CommissionModel.countDocuments({ purchaseId: intent.purchase.id })).toBe(1);
    await eventually(async () =>
      expect(await summaryOf(server, token)).toMatchObject({ pendingCents: 0, availableCents: 250, totalEarnedCents: 250 }),
    );
    expect(await checkLedgerInvariant()).toEqual({ ok: true, problems: [] });
  });
});
