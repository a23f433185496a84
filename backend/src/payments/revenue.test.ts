import { buyCoins, auth, buildBuyer } from '../../test/payments';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { buildUser } from '../../test/factories';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { revenueBetween } from './revenue';

const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ clock, env: stripeEnv(fake) });
  admin = { token: (await buildUser(server.ctx, { role: 'admin' })).token };
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});

/** A player with a paid (credited) purchase of `packageId`. */
async function paidPurchase(packageId: string) {
  const { token } = await buildBuyer(server.ctx);
  return { token, intent: await buyCoins(server, fake, token, packageId) };
}
const askRefund = (token: string, id: string) => server.request().post(`/api/payments/purchases/${id}/refund-request`).set(auth(token));
const approve = (token: string, id: string) => server.request().post(`/api/admin/payments/purchases/${id}/refund/approve`).set(auth(token));

describe('revenue', () => {
  it('sums USD cents of paid purchases in a range, net of refunds made in it', async () => {
    clock.set('2030-03-01T10:00:00.000Z');
    const a = await paidPurchase('pro');
    await paidPurchase('basic');
    await askRefund(a.token, a.intent.purchase.id).expect(200);
    await approve(admin.token, a.intent.purchase.id).expect(200);
    const day = await revenueBetween(new Date('2030-03-01T00:00:00.000Z'), new Date('2030-03-02T00:00:00.000Z'));
    expect(day).toEqual({
      from: '2030-03-01T00:00:00.000Z',
      to: '2030-03-02T00:00:00.000Z',
      grossCents: 6000,
      refundedCents: 5000,
      netCents: 1000,
      purchases: 2,
      refunds: 1,
    });
    const api = await server
      .request()
      .get('/api/admin/payments/revenue?from=2030-03-01T00:00:00.000Z&to=2030-03-02T00:00:00.000Z')
      .set(auth(admin.token))
      .expect(200);
    expect(api.body).toEqual(day);
    expect((await revenueBetween(new Date('2030-03-02T00:00:00.000Z'), new Date('2030-03-03T00:00:00.000Z'))).netCents).toBe(0);
    await server
      .request()
      .get('/api/admin/payments/revenue?from=2030-03-02T00:00:00.000Z&to=2030-03-01T00:00:00.000Z')
      .set(auth(admin.token))
      .expect(400);
  });
});
