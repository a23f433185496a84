import { Types } from 'mongoose';
import { commissionCents, type PaymentIntentDto } from '@nova/protocol';
import { buildReferral } from '../../test/affiliates';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { buildBuyer, deliver, intentObject, startPayment } from '../../test/payments';
import { startTestServer, type TestServer } from '../../test/server';
import { AffiliateAccountModel, CommissionModel } from '../affiliates/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { StaffEventModel } from '../staff/model';
import { UserModel } from '../users/model';
import { PurchaseModel } from './model';

/**
 * Stripe does not promise the order of its events: a refund or a dispute may reach the shop before the payment's
 * success. Whatever the order, each delivered three times at once, a purchase must end the same way: paid, then taken
 * back once, flagged, its commission earned and reversed, with the same ledger and staff feed lines as in order.
 */

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ env: stripeEnv(fake) });
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});

type Fact = 'succeeded' | 'refunded' | 'disputed';
const EVENT_TYPE: Record<Fact, string> = {
  succeeded: 'payment_intent.succeeded',
  refunded: 'charge.refunded',
  disputed: 'charge.dispute.created',
};

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The three events' objects for one started payment, as Stripe sends them. */
function eventObjects(intent: PaymentIntentDto, fake: FakeStripe): Record<Fact, Record<string, unknown>> {
  const cents = Math.round(Number(intent.purchase.price) * 100);
  const paymentIntent = intent.purchase.paymentIntentId;
  return {
    succeeded: intentObject(intent, fake, { amount_received: cents }),
    refunded: {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: cents,
      amount_refunded: cents,
      refunded: true,
    },
    disputed: { id: `dp_${paymentIntent}`, object: 'dispute', payment_intent: paymentIntent },
  };
}

/** A referred player's started payment, and its events delivered in `order`, each three times at once. */
async function play(order: readonly Fact[]) {
  const referrer = await buildUser(server.ctx);
  const buyer = await buildReferral(server.ctx, referrer.user._id);
  const intent = await startPayment(server, buyer.token, 'plus');
  const objects = eventObjects(intent, fake);
  for (const fact of order) {
    const answers = await Promise.all([0, 1, 2].map(() => deliver(server, fake, EVENT_TYPE[fact], objects[fact])));
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
  }
  return { buyerId: buyer.user._id, referrerId: referrer.user._id, intent };
}

/** Everything the order must not change (times and versions aside). */
async function finalState(buyerId: Types.ObjectId, referrerId: Types.ObjectId, intent: PaymentIntentDto) {
  const purchaseId = new Types.ObjectId(intent.purchase.id);
  const purchase = await PurchaseModel.findById(purchaseId).lean();
  const commission = await CommissionModel.findOne({ purchaseId }).lean();
  const account = await AffiliateAccountModel.findById(referrerId).lean();
  const ledger = await LedgerEntryModel.find({ userId: buyerId }).sort({ _id: 1 }).lean();
  return {
    balance: (await UserModel.findById(buyerId).lean())?.balance,
    ledger: ledger.map((e) => ({ kind: e.kind, amount: e.amount, ref: e.ref, balanceAfter: e.balanceAfter })),
    purchase: purchase && {
      status: purchase.status,
      disputed: purchase.disputed,
      reversedCoins: purchase.reversedCoins,
      refundedCents: purchase.refundedCents,
      failureMessage: purchase.failureMessage,
      flag: purchase.flag && {
        reason: purchase.flag.reason,
        unrecoveredCoins: purchase.flag.unrecoveredCoins,
        open: !purchase.flag.resolvedAt,
      },
      heldEvents: purchase.heldEvents ?? [],
    },
    commission: commission && {
      status: commission.status,
      amountCents: commission.amountCents,
      expected: commissionCents(commission.purchaseCents, commission.percent),
      reversal: commission.reversal,
    },
    // The account is created by the first commission's increments: a balance never touched is not stored yet.
    account: account && {
      pending: account.pendingCents ?? 0,
      available: account.availableCents ?? 0,
      earned: account.earnedCents ?? 0,
      reversed: account.reversedCents ?? 0,
    },
  };
}

/** The staff feed's payment lines for a purchase, oldest first: [status, coins]. */
async function feedLines(purchaseId: string, count: number): Promise<[unknown, unknown][]> {
  return eventually(async () => {
    const lines = await StaffEventModel.find({ kind: 'payment', 'data.purchaseId': purchaseId }).sort({ _id: 1 }).lean();
    expect(lines).toHaveLength(count);
    return lines.map((l) => [l.data.status, l.data.coins] as [unknown, unknown]);
  });
}

/** What every order must come to: paid, taken back once by whichever of the refund and the dispute came first. */
function expected(intent: PaymentIntentDto, firstReversal: 'refund' | 'dispute') {
  const { coins, paymentIntentId, id } = intent.purchase;
  const cents = Math.round(Number(intent.purchase.price) * 100);
  return {
    balance: 0,
    ledger: [
      { kind: 'purchase', amount: coins, ref: `purchase:${paymentIntentId}`, balanceAfter: coins },
      { kind: 'refund', amount: -coins, ref: `purchase-reversal:${id}`, balanceAfter: 0 },
    ],
    purchase: {
      status: 'refunded',
      disputed: true,
      reversedCoins: coins,
      refundedCents: cents,
      failureMessage: null,
      flag: { reason: 'dispute', unrecoveredCoins: 0, open: true },
      heldEvents: [],
    },
    commission: { status: 'reversed', amountCents: expect.any(Number), expected: expect.any(Number), reversal: firstReversal },
    account: { pending: 0, available: 0, earned: 0, reversed: expect.any(Number) },
  };
}

describe('webhook events in any order', () => {
  it.each(permutations<Fact>(['succeeded', 'refunded', 'disputed']))(
    '%s, %s, %s (each delivered 3 times at once) end like the in-order case',
    async (...order: Fact[]) => {
      const { buyerId, referrerId, intent } = await play(order);
      const reversals = order.filter((f) => f !== 'succeeded');
      const state = await finalState(buyerId, referrerId, intent);
      expect(state).toEqual(expected(intent, reversals[0] === 'refunded' ? 'refund' : 'dispute'));
      expect(state.commission?.amountCents).toBe(state.commission?.expected);
      expect(state.commission?.amountCents).toBeGreaterThan(0);
      expect(state.account?.reversed).toBe(state.commission?.amountCents);

      // The staff feed tells the same story as when the success came first.
      const { coins } = intent.purchase;
      expect(await feedLines(intent.purchase.id, 3)).toEqual([
        ['succeeded', coins],
        [reversals[0], -coins],
        [reversals[1], 0],
      ]);
      expect(await checkLedgerInvariant([buyerId])).toEqual({ ok: true, problems: [] });
    },
  );

  it('all nine deliveries at once end the same way', async () => {
    const referrer = await buildUser(server.ctx);
    const buyer = await buildReferral(server.ctx, referrer.user._id);
    const intent = await startPayment(server, buyer.token, 'plus');
    const objects = eventObjects(intent, fake);
    const facts: Fact[] = ['refunded', 'disputed', 'succeeded'];
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => deliver(server, fake, EVENT_TYPE[facts[i % 3]!], objects[facts[i % 3]!])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
    const state = await finalState(buyer.user._id, referrer.user._id, intent);
    expect(state).toEqual(expected(intent, state.commission?.reversal === 'refund' ? 'refund' : 'dispute'));
    const lines = await feedLines(intent.purchase.id, 3);
    expect(lines[0]).toEqual(['succeeded', intent.purchase.coins]);
    expect(lines.slice(1).map(([, coins]) => coins)).toEqual([-intent.purchase.coins, 0]);
    expect(await checkLedgerInvariant([buyer.user._id])).toEqual({ ok: true, problems: [] });
  });

  it('a declined attempt in any place among the success and the refund changes nothing in the end', async () => {
    for (const order of permutations(['failed', 'succeeded', 'refunded'] as const)) {
      const { user, token } = await buildBuyer(server.ctx);
      const intent = await startPayment(server, token, 'basic');
      const objects = {
        ...eventObjects(intent, fake),
        failed: intentObject(intent, fake, { last_payment_error: { message: 'Your card was declined.' } }),
      };
      const types = { ...EVENT_TYPE, failed: 'payment_intent.payment_failed' };
      for (const fact of order) await deliver(server, fake, types[fact], objects[fact]).expect(200);
      const purchase = await PurchaseModel.findById(intent.purchase.id).lean();
      expect({ order, status: purchase?.status, reversed: purchase?.reversedCoins, message: purchase?.failureMessage }).toEqual({
        order,
        status: 'refunded',
        reversed: intent.purchase.coins,
        message: null,
      });
      expect((await UserModel.findById(user._id).lean())?.balance).toBe(0);
      expect(await LedgerEntryModel.countDocuments({ userId: user._id })).toBe(2);
    }
  });
});
