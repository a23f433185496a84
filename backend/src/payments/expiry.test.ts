import { randomUUID } from 'node:crypto';
import { purchaseUpdatedSchema, type PageDto, type PaymentIntentDto, type PurchaseDto } from '@nova/protocol';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { auth, buildBuyer, deliver, intentObject, postIntent, startPayment } from '../../test/payments';
import { nextEvent } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { expireUnpaidPurchases } from './expiry';
import { PENDING_HOLD_MS } from './limits';
import { PurchaseModel } from './model';

/**
 * What the player's purchase list shows is what happened to each payment: a declined card retried on the same payment
 * ends paid, a declined one left alone stays failed, and a payment started and never paid is cancelled at the
 * provider after the hold instead of staying pending for good.
 */

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
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

const declined = (intent: PaymentIntentDto) =>
  deliver(
    server,
    fake,
    'payment_intent.payment_failed',
    intentObject(intent, fake, { last_payment_error: { message: 'Your card was declined.' } }),
  );
const listOf = async (token: string) =>
  ((await server.request().get('/api/payments/purchases').set(auth(token)).expect(200)).body as PageDto<PurchaseDto>).entries;
const cancelCalls = (intent: PaymentIntentDto) =>
  fake.calls.filter((c) => c.path === `/v1/payment_intents/${intent.purchase.paymentIntentId}/cancel`);

describe('the outcome of every payment', () => {
  it('a payment left unpaid past the hold is cancelled at Stripe and listed as cancelled; declined and paid ones keep theirs', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const abandonedKey = randomUUID();
    const abandoned = (await postIntent(server, token, 'starter', abandonedKey).expect(201)).body as PaymentIntentDto;
    const leftDeclined = await startPayment(server, token, 'basic');
    await declined(leftDeclined).expect(200);
    // Declined, then paid by "Try again" on the same payment: one purchase, paid.
    const retried = await startPayment(server, token, 'plus');
    await declined(retried).expect(200);
    await deliver(server, fake, 'payment_intent.succeeded', intentObject(retried, fake)).expect(200);

    const tab = await server.connect(token);
    const cancelled = nextEvent(tab, 'purchase:updated', {
      schema: purchaseUpdatedSchema,
      accept: (p) => p.purchase.status === 'canceled',
    });
    clock.advance(PENDING_HOLD_MS + 1000);
    const recent = await startPayment(server, token, 'pro');
    await expireUnpaidPurchases(server.ctx);
    expect((await cancelled).purchase).toMatchObject({ id: abandoned.purchase.id, status: 'canceled' });

    expect((await listOf(token)).map((p) => [p.packageId, p.status])).toEqual([
      ['pro', 'pending'],
      ['plus', 'succeeded'],
      ['basic', 'failed'],
      ['starter', 'canceled'],
    ]);
    const calls = cancelCalls(abandoned);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((c) => [c.idempotencyKey, c.params.cancellation_reason])).toEqual(
      calls.map(() => [`cancel:${abandoned.purchase.id}`, 'abandoned']),
    );
    for (const other of [leftDeclined, retried, recent]) expect(cancelCalls(other)).toEqual([]);

    // Stripe's payment_intent.canceled then arrives: already settled. The same request key cannot pay it any more.
    const canceledEvent = await deliver(
      server,
      fake,
      'payment_intent.canceled',
      intentObject(abandoned, fake, { cancellation_reason: 'abandoned' }),
    );
    expect(canceledEvent.body).toMatchObject({ outcome: 'unchanged' });
    expect((await postIntent(server, token, 'starter', abandonedKey).expect(409)).body).toMatchObject({ code: 'PURCHASE_NOT_PENDING' });
    await expireUnpaidPurchases(server.ctx);
    expect((await listOf(token)).map((p) => p.status)).toEqual(['pending', 'succeeded', 'failed', 'canceled']);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(retried.purchase.coins);
  });

  it('a payment Stripe refuses to cancel (paid meanwhile) stays pending, and its success credits it', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'basic');
    clock.advance(PENDING_HOLD_MS + 1000);
    fake.failNext(`/v1/payment_intents/${intent.purchase.paymentIntentId}/cancel`, 400, 'This PaymentIntent has a status of succeeded.');
    await expireUnpaidPurchases(server.ctx);
    expect((await PurchaseModel.findById(intent.purchase.id).lean())?.status).toBe('pending');
    await deliver(server, fake, 'payment_intent.succeeded', intentObject(intent, fake)).expect(200);
    expect((await PurchaseModel.findById(intent.purchase.id).lean())?.status).toBe('succeeded');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(intent.purchase.coins);
  });

  it('payment_intent.canceled cancels a pending or declined payment, never a paid one; a success still counts after it', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const pending = await startPayment(server, token, 'starter');
    const failed = await startPayment(server, token, 'basic');
    const paid = await startPayment(server, token, 'plus');
    await declined(failed).expect(200);
    await deliver(server, fake, 'payment_intent.succeeded', intentObject(paid, fake)).expect(200);
    const outcomes: unknown[] = [];
    for (const intent of [pending, failed, paid]) {
      const res = await deliver(
        server,
        fake,
        'payment_intent.canceled',
        intentObject(intent, fake, { cancellation_reason: 'requested_by_customer' }),
      );
      outcomes.push(res.body.outcome);
    }
    expect(outcomes).toEqual(['canceled', 'canceled', 'unchanged']);
    expect((await listOf(token)).map((p) => [p.packageId, p.status])).toEqual([
      ['plus', 'succeeded'],
      ['basic', 'canceled'],
      ['starter', 'canceled'],
    ]);

    // Stripe never pays a canceled payment; should a success arrive anyway, the money was taken: it is credited, once.
    const late = await Promise.all([0, 1, 2].map(() => deliver(server, fake, 'payment_intent.succeeded', intentObject(pending, fake))));
    expect(late.map((r) => r.body.outcome).sort()).toEqual(['credited', 'unchanged', 'unchanged']);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(paid.purchase.coins + pending.purchase.coins);
  });
});
