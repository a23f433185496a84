import { randomUUID } from 'node:crypto';
import { coinPackageSchema, type CoinPackageDto, type PaymentIntentDto, type PublicConfigDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { auth, buildBuyer, postIntent } from '../../test/payments';
import { startTestServer, type TestServer } from '../../test/server';
import { loadConfig } from '../config';
import { PurchaseModel } from './model';

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

describe('coin packages', () => {
  it('lists the server table, $5 to $1,000, larger ones with bonus coins', async () => {
    const packages = (await server.request().get('/api/coin-packages').expect(200)).body as CoinPackageDto[];
    packages.forEach((p) => coinPackageSchema.parse(p));
    expect(packages[0]).toEqual({ id: 'starter', coins: 500, bonusCoins: 0, price: '5.00', popular: false });
    expect(packages.at(-1)).toMatchObject({ id: 'legend', price: '1000.00', coins: 125_000, bonusCoins: 25_000 });
    for (const p of packages) expect(p.coins - p.bonusCoins).toBe(Number(p.price) * 100);
  });

  it('reports stripe mode and the publishable key in /api/config', async () => {
    const config = (await server.request().get('/api/config').expect(200)).body as PublicConfigDto;
    expect(config.payments).toEqual({ mode: 'stripe', publishableKey: fake.publishableKey });
  });
});

describe('POST /api/payments/intents', () => {
  it("creates a PaymentIntent for the server's price with metadata and an idempotency key, and credits nothing", async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const res = await postIntent(server, token, 'pro').expect(201);
    const intent = res.body as PaymentIntentDto;
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishableKey: fake.publishableKey,
      clientSecret: expect.stringMatching(/_secret_/),
    });
    expect(intent.purchase).toMatchObject({
      packageId: 'pro',
      coins: 5500,
      price: '50.00',
      status: 'pending',
      paymentIntentId: expect.stringMatching(/^pi_fake_/),
    });
    const call = fake.calls.find((c) => c.idempotencyKey === `purchase:${intent.purchase.id}`);
    expect(call).toMatchObject({ path: '/v1/payment_intents', authorization: `Bearer ${fake.secretKey}` });
    expect(call?.params).toMatchObject({
      amount: '5000',
      currency: 'usd',
      'metadata[purchaseId]': intent.purchase.id,
      'metadata[userId]': user.id as string,
      'metadata[packageId]': 'pro',
    });
    expect((await server.request().get('/api/me').set(auth(token)).expect(200)).body.balance).toBe(0);
  });

  it('returns the same payment for the same request key; another package under it is 409 IDEMPOTENCY_CONFLICT', async () => {
    const { token } = await buildBuyer(server.ctx);
    const key = randomUUID();
    const [a, b] = await Promise.all([postIntent(server, token, 'basic', key), postIntent(server, token, 'basic', key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((a.body as PaymentIntentDto).purchase.id).toBe((b.body as PaymentIntentDto).purchase.id);
    expect((a.body as PaymentIntentDto).clientSecret).toBe((b.body as PaymentIntentDto).clientSecret);
    expect(await PurchaseModel.countDocuments({ requestId: key })).toBe(1);
    const other = await postIntent(server, token, 'pro', key).expect(409);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses a second intent for a purchase already paid with 409 PURCHASE_NOT_PENDING', async () => {
    const { token } = await buildBuyer(server.ctx);
    const key = randomUUID();
    const first = (await postIntent(server, token, 'basic', key).expect(201)).body as PaymentIntentDto;
    await PurchaseModel.updateOne({ _id: first.purchase.id }, { $set: { status: 'succeeded' } });
    expect((await postIntent(server, token, 'basic', key).expect(409)).body).toMatchObject({ code: 'PURCHASE_NOT_PENDING' });
  });

  it('answers bad input with stable codes: unknown package, malformed body, no session', async () => {
    const { token } = await buildBuyer(server.ctx);
    expect((await postIntent(server, token, 'gold-bars').expect(404)).body).toMatchObject({ code: 'COIN_PACKAGE_UNKNOWN' });
    for (const body of [
      {},
      { packageId: 'basic' },
      { packageId: 'BASIC!', requestId: 'k' },
      { packageId: 'basic', requestId: 'k', amount: 1 },
    ]) {
      const res = await server.request().post('/api/payments/intents').set(auth(token)).send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await server
      .request()
      .post('/api/payments/intents')
      .set(auth(token))
      .set('Content-Type', 'application/json')
      .send('{"packageId":')
      .expect(400);
    expect(
      (await server.request().post('/api/payments/intents').send({ packageId: 'basic', requestId: 'k' }).expect(401)).body,
    ).toMatchObject({
      code: 'AUTH_REQUIRED',
    });
  });

  it('asks for the 18+ confirmation before the first purchase (403 AGE_NOT_CONFIRMED), stored with the time', async () => {
    const { token } = await buildUser(server.ctx);
    expect((await postIntent(server, token, 'basic').expect(403)).body).toMatchObject({ code: 'AGE_NOT_CONFIRMED' });
    const confirmed = await server.request().post('/api/payments/age-confirmation').set(auth(token)).expect(200);
    expect(confirmed.body.ageConfirmedAt).toEqual(expect.any(String));
    await postIntent(server, token, 'basic').expect(201);
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses; the same key then tries again', async () => {
    const { token } = await buildBuyer(server.ctx);
    const key = randomUUID();
    fake.failNext('/v1/payment_intents', 400, 'Your account cannot currently make live charges.');
    expect((await postIntent(server, token, 'basic', key).expect(502)).body).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    const purchase = await PurchaseModel.findOne({ requestId: key }).lean();
    expect(purchase).toMatchObject({ status: 'failed', paymentIntentId: null });
    const retried = (await postIntent(server, token, 'basic', key).expect(201)).body as PaymentIntentDto;
    expect(retried.purchase.id).toBe(purchase?._id.toHexString());
  });
});

describe('payment modes', () => {
  it('without keys or the simulated provider: /api/config says unavailable and intents are 503 PAYMENTS_UNAVAILABLE', async () => {
    const bare = await startTestServer({ fresh: false });
    try {
      const config = (await bare.request().get('/api/config').expect(200)).body as PublicConfigDto;
      expect(config.payments).toEqual({ mode: 'unavailable', publishableKey: null });
      const { token } = await buildBuyer(bare.ctx);
      expect((await postIntent(bare, token, 'basic').expect(503)).body).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
      expect((await bare.request().post('/api/payments/webhook').send('{}').expect(503)).body).toMatchObject({
        code: 'PAYMENTS_UNAVAILABLE',
      });
    } finally {
      await bare.stop();
    }
  });

  it('config: the simulated provider is refused in production; Stripe needs all three keys; STRIPE_API_URL is for tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'simulated' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_API_URL/);
    expect(loadConfig({ PAYMENTS_PROVIDER: 'simulated' }).PAYMENTS_PROVIDER).toBe('simulated');
  });
});
