import { balanceChangedSchema, purchaseUpdatedSchema, staffEventSchema, type PurchaseDto, type StaffFeedPageDto } from '@nova/protocol';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { fundUser } from '../../test/ledger';
import { auth, buildBuyer, deliver, intentObject, startPayment } from '../../test/payments';
import { collect, nextEvent } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
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

const webhook = () => server.request().post('/api/payments/webhook');
const balanceOf = async (id: unknown) => (await UserModel.findById(id).lean())?.balance;

describe('webhook bad input', () => {
  it('refuses a missing, wrong, stale or future-dated signature with 400 WEBHOOK_SIGNATURE_INVALID and credits nothing', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token);
    const { payload } = fake.sign('payment_intent.succeeded', intentObject(intent, fake));

    const missing = await webhook().set('Content-Type', 'application/json').send(payload).expect(400);
    expect(missing.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', details: { reason: 'missing' } });

    const forged = fake.sign('payment_intent.succeeded', intentObject(intent, fake));
    const tampered = forged.payload.replace('"usd"', '"USD"');
    const wrong = await webhook()
      .set('Stripe-Signature', forged.signature)
      .set('Content-Type', 'application/json')
      .send(tampered)
      .expect(400);
    expect(wrong.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', details: { reason: 'mismatch' } });

    const garbage = await webhook().set('Stripe-Signature', 'nonsense').set('Content-Type', 'application/json').send(payload).expect(400);
    expect(garbage.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', details: { reason: 'mismatch' } });

    const old = fake.sign('payment_intent.succeeded', intentObject(intent, fake), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const stale = await webhook()
      .set('Stripe-Signature', old.signature)
      .set('Content-Type', 'application/json')
      .send(old.payload)
      .expect(400);
    expect(stale.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', details: { reason: 'stale' } });

    // Dated more than the tolerance ahead (a clock far off, or a delivery kept for replaying later): refused too.
    const ahead = fake.sign('payment_intent.succeeded', intentObject(intent, fake), { timestamp: Math.floor(Date.now() / 1000) + 301 });
    const future = await webhook()
      .set('Stripe-Signature', ahead.signature)
      .set('Content-Type', 'application/json')
      .send(ahead.payload)
      .expect(400);
    expect(future.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', details: { reason: 'future' } });

    expect(await balanceOf(user._id)).toBe(0);
    expect((await PurchaseModel.findById(intent.purchase.id).lean())?.status).toBe('pending');
  });

  it('answers 400 MALFORMED_JSON for a correctly signed body that is not JSON', async () => {
    const payload = '{"id": "evt_1", "type": ';
    const signature = (await import('stripe')).default.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret });
    const res = await webhook().set('Stripe-Signature', signature).set('Content-Type', 'application/json').send(payload).expect(400);
    expect(res.body).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('answers 400 VALIDATION_FAILED for a signed event missing the fields it needs', async () => {
    const res = await deliver(server, fake, 'payment_intent.succeeded', { id: 'pi_x' }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('acknowledges and ignores unknown event types and payments it does not know', async () => {
    const unknown = await deliver(server, fake, 'customer.created', { id: 'cus_1', object: 'customer' }).expect(200);
    expect(unknown.body).toEqual({ received: true, type: 'customer.created', outcome: 'ignored' });
    const stranger = await deliver(server, fake, 'payment_intent.succeeded', {
      id: 'pi_not_ours',
      object: 'payment_intent',
      amount: 500,
      currency: 'usd',
      metadata: {},
    }).expect(200);
    expect(stranger.body).toMatchObject({ outcome: 'ignored' });
  });

  it('verifies the exact bytes whatever the content type (the body is never re-serialized)', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'starter');
    // Odd spacing that a parse-and-stringify round trip would change.
    const object = intentObject(intent, fake);
    const { signature, payload } = fake.sign('payment_intent.succeeded', object);
    const spaced = payload.replace('{', '{ ');
    const resigned = (await import('stripe')).default.webhooks.generateTestHeaderString({ payload: spaced, secret: fake.webhookSecret });
    expect(signature).not.toBe(resigned);
    await webhook().set('Stripe-Signature', resigned).set('Content-Type', 'text/plain').send(spaced).expect(200);
    expect(await balanceOf(user._id)).toBe(500);
  });
});

describe('crediting', () => {
  it('credits the package once, tells every tab (balance:changed, purchase:updated) and the staff feed', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const { token: staffToken } = await buildUser(server.ctx, { role: 'support' });
    const tabA = await server.connect(token);
    const tabB = await server.connect(token);
    const intent = await startPayment(server, token, 'plus');
    expect(intent.purchase).toMatchObject({ coins: 2625, bonusCoins: 125, price: '25.00', status: 'pending' });

    const balanceA = nextEvent(tabA, 'balance:changed', { schema: balanceChangedSchema });
    const balanceB = nextEvent(tabB, 'balance:changed', { schema: balanceChangedSchema });
    const updated = nextEvent(tabB, 'purchase:updated', {
      schema: purchaseUpdatedSchema,
      accept: (p) => p.purchase.status === 'succeeded',
    });
    const res = await deliver(server, fake, 'payment_intent.succeeded', intentObject(intent, fake, { amount_received: 2500 })).expect(200);
    expect(res.body).toEqual({ received: true, type: 'payment_intent.succeeded', outcome: 'credited' });

    expect(await balanceA).toMatchObject({ balance: 2625, delta: 2625, kind: 'purchase' });
    expect(await balanceB).toMatchObject({ balance: 2625, delta: 2625, kind: 'purchase' });
    const { seq, purchase } = await updated;
    expect(purchase).toMatchObject({ id: intent.purchase.id, status: 'succeeded', coins: 2625, refundableUntil: expect.any(String) });
    expect(seq).toBe(purchase.version);

    const entries = await LedgerEntryModel.find({ userId: user._id }).lean();
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: 2625, ref: `purchase:${intent.purchase.paymentIntentId}` }),
    ]);

    const line = await eventually(async () => {
      const page = (await server.request().get('/api/staff/feed?kind=payment').set(auth(staffToken)).expect(200)).body as StaffFeedPageDto;
      const found = page.entries.find((e) => e.kind === 'payment' && e.purchaseId === intent.purchase.id);
      expect(found).toBeDefined();
      return found!;
    });
    staffEventSchema.parse(line);
    expect(line).toMatchObject({ status: 'succeeded', coins: 2625, amount: '25.00', username: user.username });
  });

  it('20 concurrent deliveries, 10 replays and a reordered failure credit exactly once; every ledger matches its balance', async () => {
    const players = await Promise.all([buildBuyer(server.ctx), buildBuyer(server.ctx), buildBuyer(server.ctx)]);
    await fundUser(server.ctx, players[1]!.user._id, 300);
    const [buyer] = players;
    const intent = await startPayment(server, buyer!.token, 'pro');
    const succeeded = intentObject(intent, fake, { amount_received: 5000 });
    const tab = await server.connect(buyer!.token);
    const credits = collect(tab, 'balance:changed', balanceChangedSchema);

    // Other players' payments land at the same time.
    const others = await Promise.all(players.slice(1).map((p) => startPayment(server, p.token, 'basic')));
    const concurrent = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(server, fake, 'payment_intent.succeeded', succeeded)),
      ...others.map((o) => deliver(server, fake, 'payment_intent.succeeded', intentObject(o, fake))),
    ]);
    expect(concurrent.map((r) => r.status)).toEqual(Array(22).fill(200));
    expect(concurrent.slice(0, 20).filter((r) => (r.body as { outcome: string }).outcome === 'credited')).toHaveLength(1);

    // The failure of an earlier attempt arrives late, then the success is replayed ten times.
    const failed = intentObject(intent, fake, { last_payment_error: { message: 'Your card was declined.' } });
    expect((await deliver(server, fake, 'payment_intent.payment_failed', failed).expect(200)).body).toMatchObject({ outcome: 'unchanged' });
    for (let i = 0; i < 10; i++) {
      expect((await deliver(server, fake, 'payment_intent.succeeded', succeeded).expect(200)).body).toMatchObject({ outcome: 'unchanged' });
    }

    expect(await balanceOf(buyer!.user._id)).toBe(5500);
    expect(await LedgerEntryModel.countDocuments({ userId: buyer!.user._id, kind: 'purchase' })).toBe(1);
    expect((await PurchaseModel.findById(intent.purchase.id).lean())?.status).toBe('succeeded');
    expect(await balanceOf(players[1]!.user._id)).toBe(1300);
    expect(await balanceOf(players[2]!.user._id)).toBe(1000);
    expect(await checkLedgerInvariant()).toEqual({ ok: true, problems: [] });
    await eventually(() => expect(credits).toHaveLength(1));
  });

  it('a failed attempt marks the purchase failed; a retry of the same payment then succeeds and credits', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'starter');
    const tab = await server.connect(token);
    const failedEvent = nextEvent(tab, 'purchase:updated', { accept: (p) => p.purchase.status === 'failed' });
    await deliver(
      server,
      fake,
      'payment_intent.payment_failed',
      intentObject(intent, fake, { last_payment_error: { message: 'Your card was declined.' } }),
    ).expect(200);
    expect((await failedEvent).purchase).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await balanceOf(user._id)).toBe(0);

    await deliver(server, fake, 'payment_intent.succeeded', intentObject(intent, fake)).expect(200);
    const purchase = (await server.request().get(`/api/payments/purchases/${intent.purchase.id}`).set(auth(token)).expect(200))
      .body as PurchaseDto;
    expect(purchase).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(await balanceOf(user._id)).toBe(500);
  });

  it('never credits a payment whose amount or currency differs from the purchase: it is flagged for staff', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'legend');
    const res = await deliver(
      server,
      fake,
      'payment_intent.succeeded',
      intentObject(intent, fake, { amount: 100, amount_received: 100 }),
    ).expect(200);
    expect(res.body).toMatchObject({ outcome: 'flagged' });
    expect(await balanceOf(user._id)).toBe(0);
    expect((await PurchaseModel.findById(intent.purchase.id).lean())?.flag).toMatchObject({ reason: 'amount-mismatch' });
  });
});
