import { purchaseUpdatedSchema, type PublicConfigDto, type PurchaseDto } from '@nova/protocol';
import { startFakeStripe, stripeEnv } from '../../test/fakeStripe';
import { auth, buildBuyer, startPayment } from '../../test/payments';
import { nextEvent } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { UserModel } from '../users/model';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: 'simulated' } });
});
afterAll(() => server.stop());

const confirm = (token: string, body: object) => server.request().post('/api/payments/simulated/confirm').set(auth(token)).send(body);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('simulated provider', () => {
  it('is the payment mode in /api/config, without a publishable key', async () => {
    const config = (await server.request().get('/api/config').expect(200)).body as PublicConfigDto;
    expect(config.payments).toEqual({ mode: 'simulated', publishableKey: null });
  });

  it('pays with the test card through the signed webhook path: purchase:updated and balance:changed reach the tabs', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'plus');
    expect(intent).toMatchObject({
      provider: 'simulated',
      publishableKey: null,
      purchase: { paymentIntentId: `pi_sim_${intent.purchase.id}` },
    });
    const tab = await server.connect(token);
    const credited = nextEvent(tab, 'purchase:updated', {
      schema: purchaseUpdatedSchema,
      accept: (p) => p.purchase.status === 'succeeded',
    });
    const balance = nextEvent(tab, 'balance:changed');
    const res = await confirm(token, { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card }).expect(200);
    expect(res.body).toEqual({ status: 'succeeded', message: null });
    expect((await credited).purchase).toMatchObject({ id: intent.purchase.id, coins: 2625 });
    expect(await balance).toMatchObject({ balance: 2625, kind: 'purchase' });
    expect(
      (await confirm(token, { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card }).expect(409)).body,
    ).toMatchObject({
      code: 'PURCHASE_NOT_PENDING',
    });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(2625);
    expect(await checkLedgerInvariant([user._id])).toEqual({ ok: true, problems: [] });
  });

  it('declines the decline card and an expired card (purchase failed with the message), then the same payment can be retried', async () => {
    const { user, token } = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'starter');
    const ids = { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret };
    const tab = await server.connect(token);
    const failed = nextEvent(tab, 'purchase:updated', { accept: (p) => p.purchase.status === 'failed' });
    const declined = await confirm(token, { ...ids, ...card, cardNumber: '4000 0000 0000 0002' }).expect(200);
    expect(declined.body).toEqual({ status: 'requires_payment_method', message: 'Your card was declined.' });
    expect((await failed).purchase.failureMessage).toBe('Your card was declined.');
    const expired = await confirm(token, { ...ids, ...card, expiry: '01/20' }).expect(200);
    expect(expired.body).toMatchObject({ message: 'Your card has expired.' });
    await confirm(token, { ...ids, ...card }).expect(200);
    const purchase = (await server.request().get(`/api/payments/purchases/${intent.purchase.id}`).set(auth(token)).expect(200))
      .body as PurchaseDto;
    expect(purchase.status).toBe('succeeded');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(500);
  });

  it('answers bad input: malformed card fields (400), a wrong client secret or another player’s purchase (404)', async () => {
    const { token } = await buildBuyer(server.ctx);
    const other = await buildBuyer(server.ctx);
    const intent = await startPayment(server, token, 'basic');
    const ids = { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret };
    for (const bad of [{ cardNumber: '4242' }, { expiry: '13/30' }, { cvc: '12' }, { cardNumber: 'abcd abcd abcd abcd' }]) {
      expect((await confirm(token, { ...ids, ...card, ...bad }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await confirm(token, { ...card }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await confirm(token, { ...ids, ...card, clientSecret: 'pi_sim_x_secret_y' }).expect(404)).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await confirm(other.token, { ...ids, ...card }).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (
        await server
          .request()
          .post('/api/payments/simulated/confirm')
          .send({ ...ids, ...card })
          .expect(401)
      ).body,
    ).toMatchObject({
      code: 'AUTH_REQUIRED',
    });
  });

  it('lists the player’s purchases newest first with cursor pages, and refuses bad queries', async () => {
    const { token } = await buildBuyer(server.ctx);
    for (const pkg of ['starter', 'basic', 'plus']) await startPayment(server, token, pkg);
    const first = (await server.request().get('/api/payments/purchases?limit=2').set(auth(token)).expect(200)).body as {
      entries: PurchaseDto[];
      nextCursor: string;
    };
    expect(first.entries.map((p) => p.packageId)).toEqual(['plus', 'basic']);
    const second = (await server.request().get(`/api/payments/purchases?limit=2&cursor=${first.nextCursor}`).set(auth(token)).expect(200))
      .body as {
      entries: PurchaseDto[];
      nextCursor: string | null;
    };
    expect(second).toMatchObject({ entries: [expect.objectContaining({ packageId: 'starter' })], nextCursor: null });
    expect((await server.request().get('/api/payments/purchases/nope').set(auth(token)).expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await server.request().get('/api/payments/purchases').expect(401)).body).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await server.request().post('/api/payments/age-confirmation').expect(401)).body).toMatchObject({ code: 'AUTH_REQUIRED' });
    for (const q of ['?limit=0', '?limit=x', '?cursor=nope', '?status=paid']) {
      expect((await server.request().get(`/api/payments/purchases${q}`).set(auth(token)).expect(400)).body).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('in Stripe mode the simulated confirm does not exist (404)', async () => {
    const fake = await startFakeStripe();
    const stripe = await startTestServer({ fresh: false, env: stripeEnv(fake) });
    try {
      const { token } = await buildBuyer(stripe.ctx);
      const intent = await startPayment(stripe, token, 'basic');
      const res = await stripe
        .request()
        .post('/api/payments/simulated/confirm')
        .set(auth(token))
        .send({ purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card })
        .expect(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await stripe.stop();
      await fake.close();
    }
  });
});
