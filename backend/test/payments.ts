import { randomUUID } from 'node:crypto';
import type { PaymentIntentDto } from '@nova/protocol';
import type { AppContext } from '../src/context';
import type { UserDocument } from '../src/users/model';
import { buildUser } from './factories';
import type { FakeStripe } from './fakeStripe';
import type { TestServer } from './server';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A player who already confirmed being 18 or older (able to buy). */
export function buildBuyer(ctx: AppContext): Promise<{ user: UserDocument; token: string }> {
  return buildUser(ctx, { ageConfirmedAt: new Date('2026-01-01T00:00:00.000Z') });
}

/** `POST /api/payments/intents` for a package with a fresh request key (or the given one). */
export function postIntent(server: TestServer, token: string, packageId: string, requestId: string = randomUUID()) {
  return server.request().post('/api/payments/intents').set(auth(token)).send({ packageId, requestId });
}

/** Starts a payment that must succeed (201) and returns the answer. */
export async function startPayment(server: TestServer, token: string, packageId = 'basic'): Promise<PaymentIntentDto> {
  return (await postIntent(server, token, packageId).expect(201)).body as PaymentIntentDto;
}

/** Stripe's PaymentIntent object for a started payment, as a webhook event carries it. */
export function intentObject(intent: PaymentIntentDto, fake: FakeStripe, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const created = fake.calls.find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === `purchase:${intent.purchase.id}`);
  return {
    id: intent.purchase.paymentIntentId,
    object: 'payment_intent',
    amount: Number(created?.params.amount ?? Math.round(Number(intent.purchase.price) * 100)),
    currency: 'usd',
    metadata: { purchaseId: intent.purchase.id, userId: created?.params['metadata[userId]'] ?? '', packageId: intent.purchase.packageId },
    ...extra,
  };
}

/** Posts a signed event to the webhook, as Stripe delivers it (raw JSON bytes). */
export function deliver(server: TestServer, fake: FakeStripe, type: string, object: Record<string, unknown>) {
  const { payload, signature } = fake.sign(type, object);
  return server
    .request()
    .post('/api/payments/webhook')
    .set('Stripe-Signature', signature)
    .set('Content-Type', 'application/json')
    .send(payload);
}

/** Starts and pays a purchase of `packageId` through the signed webhook (the way Stripe credits it). */
export async function buyCoins(server: TestServer, fake: FakeStripe, token: string, packageId = 'basic'): Promise<PaymentIntentDto> {
  const intent = await startPayment(server, token, packageId);
  await deliver(server, fake, 'payment_intent.succeeded', intentObject(intent, fake)).expect(200);
  return intent;
}
