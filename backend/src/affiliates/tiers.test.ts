import { buildReferral, seedActiveReferrals, summaryOf } from '../../test/affiliates';
import { buyCoins } from '../../test/payments';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { CommissionModel } from './model';

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
beforeEach(() => clock.set('2026-03-15T12:00:00.000Z'));

/** A referrer with `others` active referrals already, and one more referred player who buys `packageId` now. */
async function purchaseWithActive(others: number, packageId = 'basic') {
  const referrer = await buildUser(server.ctx);
  await seedActiveReferrals(referrer.user._id, others, new Date(clock.now().getTime() - DAY));
  const buyer = await buildReferral(server.ctx, referrer.user._id);
  const intent = await buyCoins(server, fake, buyer.token, packageId);
  const commission = await CommissionModel.findOne({ purchaseId: intent.purchase.id }).lean();
  return { referrer, buyer, commission: commission! };
}

describe('tiers: the referrer’s tier when the purchase is credited (the buyer counts as active)', () => {
  it.each([
    [24, 'bronze', 5, 50],
    [25, 'silver', 8, 80],
    [99, 'silver', 8, 80],
    [100, 'gold', 12, 120],
    [499, 'gold', 12, 120],
    [500, 'diamond', 15, 150],
  ])('%i active referrals: %s, %i%% of a $10 purchase = %i cents', async (active, tier, percent, cents) => {
    const { referrer, commission } = await purchaseWithActive(active - 1);
    expect(commission).toMatchObject({ tier, percent, purchaseCents: 1000, amountCents: cents, status: 'pending' });
    expect(await summaryOf(server, referrer.token)).toMatchObject({ tier, percent, activeReferrals: active });
  });

  it('counts a referral once however many purchases, and not after 30 days without one or once reversed', async () => {
    const referrer = await buildUser(server.ctx);
    // 24 purchases 31 days ago: inactive now.
    await seedActiveReferrals(referrer.user._id, 24, new Date(clock.now().getTime() - 31 * DAY));
    // 24 recent but reversed (refunded or disputed): not active either.
    await seedActiveReferrals(referrer.user._id, 24, new Date(clock.now().getTime() - DAY));
    await CommissionModel.updateMany(
      { referrerId: referrer.user._id, purchasedAt: { $gt: new Date(clock.now().getTime() - 2 * DAY) } },
      {
        $set: { status: 'reversed' },
      },
    );
    // 23 active, and one buyer who buys three times: 24, still Bronze.
    await seedActiveReferrals(referrer.user._id, 23, new Date(clock.now().getTime() - 29 * DAY));
    const buyer = await buildReferral(server.ctx, referrer.user._id);
    for (let i = 0; i < 3; i++) await buyCoins(server, fake, buyer.token, 'starter');
    const mine = await CommissionModel.find({ referredId: buyer.user._id }).lean();
    expect(mine.map((c) => c.tier)).toEqual(['bronze', 'bronze', 'bronze']);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ tier: 'bronze', activeReferrals: 24, totalReferrals: 1 });

    // A second buyer makes 25: this purchase earns at Silver, and the earlier commissions keep their rate.
    const second = await buildReferral(server.ctx, referrer.user._id);
    const intent = await buyCoins(server, fake, second.token, 'starter');
    expect(await CommissionModel.findOne({ purchaseId: intent.purchase.id }).lean()).toMatchObject({
      tier: 'silver',
      percent: 8,
      amountCents: 40,
    });
    expect(await summaryOf(server, referrer.token)).toMatchObject({ tier: 'silver', activeReferrals: 25 });

    // Two days later the 23 from 29 days ago lapse: Bronze again.
    clock.advance(2 * DAY);
    expect(await summaryOf(server, referrer.token)).toMatchObject({ tier: 'bronze', activeReferrals: 2 });
  });
});
