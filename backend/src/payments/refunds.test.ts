import { randomUUID } from 'node:crypto';
import {
  type AuditEntryDto,
  purchaseUpdatedSchema,
  type AdminPurchaseDto,
  type PageDto,
  type PaymentIntentDto,
  type PurchaseDto,
  type StaffFeedPageDto,
} from '@nova/protocol';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fakeStripe';
import { fundUser } from '../../test/ledger';
import { cheapestBox, listBoxes, openBox } from '../../test/openings';
import { auth, buildBuyer, buyCoins, deliver, startPayment } from '../../test/payments';
import { nextEvent } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';

const HOUR = 3600_000;
const clock = new TestClock();
let fake: FakeStripe;
let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ clock, env: stripeEnv(fake) });
  const built = await buildUser(server.ctx, { role: 'admin' });
  admin = { token: built.token, id: built.user.id as string };
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

const balanceOf = async (id: unknown) => (await UserModel.findById(id).lean())?.balance;
const askRefund = (token: string, id: string) => server.request().post(`/api/payments/purchases/${id}/refund-request`).set(auth(token));
const approve = (token: string, id: string) => server.request().post(`/api/admin/payments/purchases/${id}/refund/approve`).set(auth(token));
const reject = (token: string, id: string, body: object) =>
  server.request().post(`/api/admin/payments/purchases/${id}/refund/reject`).set(auth(token)).send(body);

/** A player with a paid (credited) purchase of `packageId`. */
async function paidPurchase(packageId = 'basic', funds = 0): Promise<{ token: string; userId: string; intent: PaymentIntentDto }> {
  const { user, token } = await buildBuyer(server.ctx);
  if (funds) await fundUser(server.ctx, user._id, funds);
  return { token, userId: user.id as string, intent: await buyCoins(server, fake, token, packageId) };
}

describe('refund requests and approvals', () => {
  it('a player asks within 24 hours with nothing spent; an admin approves: Stripe refunds once, the ledger is debited once', async () => {
    const { token, userId, intent } = await paidPurchase('basic', 200);
    clock.advance(23 * HOUR);
    const asked = (await askRefund(token, intent.purchase.id).expect(200)).body as PurchaseDto;
    expect(asked).toMatchObject({ refund: { status: 'requested', decidedAt: null }, refundableUntil: null });
    expect((await askRefund(token, intent.purchase.id).expect(409)).body).toMatchObject({ code: 'REFUND_ALREADY_REQUESTED' });

    const queue = (await server.request().get('/api/admin/payments/purchases?refund=requested').set(auth(admin.token)).expect(200))
      .body as PageDto<AdminPurchaseDto>;
    expect(queue.entries.map((p) => p.id)).toContain(intent.purchase.id);

    const tab = await server.connect(token);
    const refunded = nextEvent(tab, 'purchase:updated', { schema: purchaseUpdatedSchema, accept: (p) => p.purchase.status === 'refunded' });
    const [first, second] = await Promise.all([approve(admin.token, intent.purchase.id), approve(admin.token, intent.purchase.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body as AdminPurchaseDto).toMatchObject({
      status: 'refunded',
      reversedCoins: 1000,
      providerRefunded: true,
      refund: { status: 'approved' },
    });
    expect((await refunded).purchase.status).toBe('refunded');

    const refundCalls = fake.calls.filter((c) => c.path === '/v1/refunds' && c.params.payment_intent === intent.purchase.paymentIntentId);
    expect(new Set(refundCalls.map((c) => c.idempotencyKey))).toEqual(new Set([`refund:${intent.purchase.id}`]));
    expect(await LedgerEntryModel.find({ userId, kind: 'refund' }).lean()).toEqual([expect.objectContaining({ amount: -1000 })]);
    expect(await balanceOf(userId)).toBe(200);

    // Stripe's charge.refunded then arrives: already settled, nothing moves.
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intent.purchase.paymentIntentId,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    expect((await deliver(server, fake, 'charge.refunded', charge).expect(200)).body).toMatchObject({ outcome: 'unchanged' });
    expect(await balanceOf(userId)).toBe(200);
    // One audit entry for the two concurrent approvals: the decision, by whom, and what it changed.
    const audit = (
      await server.request().get(`/api/admin/audit?targetType=purchase&targetId=${intent.purchase.id}`).set(auth(admin.token)).expect(200)
    ).body.entries as AuditEntryDto[];
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'purchase.refund-approved',
        actor: expect.objectContaining({ id: admin.id }),
        before: { status: 'succeeded', refund: 'requested', reversedCoins: 0 },
        after: { status: 'refunded', refund: 'approved', reversedCoins: 1000 },
      }),
    ]);
    expect(await checkLedgerInvariant([userId])).toEqual({ ok: true, problems: [] });
  });

  it('refuses a refund once coins were spent (409 PURCHASE_COINS_SPENT), also when spent after asking', async () => {
    const box = cheapestBox(await listBoxes(server));
    const spent = await paidPurchase('basic');
    await openBox(server, spent.token, box.id, { requestId: randomUUID() }).expect(200);
    expect((await askRefund(spent.token, spent.intent.purchase.id).expect(409)).body).toMatchObject({ code: 'PURCHASE_COINS_SPENT' });

    // Older coins are spent first: a player who held coins before may open a box and still ask.
    const older = await paidPurchase('basic', box.priceCoins);
    await openBox(server, older.token, box.id, { requestId: randomUUID() }).expect(200);
    await askRefund(older.token, older.intent.purchase.id).expect(200);
    await openBox(server, older.token, box.id, { requestId: randomUUID() }).expect(200);
    expect((await approve(admin.token, older.intent.purchase.id).expect(409)).body).toMatchObject({ code: 'PURCHASE_COINS_SPENT' });
    expect(await LedgerEntryModel.countDocuments({ userId: older.userId, kind: 'refund' })).toBe(0);
    const rejected = (await reject(admin.token, older.intent.purchase.id, { reason: 'Coins were spent.' }).expect(200))
      .body as AdminPurchaseDto;
    expect(rejected).toMatchObject({ status: 'succeeded', refund: { status: 'rejected', reason: 'Coins were spent.' } });
  });

  it('closes the window after 24 hours and refuses purchases that are not the player’s, not paid, or not asked', async () => {
    const { token, intent } = await paidPurchase('basic');
    clock.advance(24 * HOUR + 1);
    expect((await askRefund(token, intent.purchase.id).expect(409)).body).toMatchObject({ code: 'REFUND_WINDOW_CLOSED' });

    const other = await buildBuyer(server.ctx);
    expect((await askRefund(other.token, intent.purchase.id).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await server.request().get(`/api/payments/purchases/${intent.purchase.id}`).set(auth(other.token)).expect(404)).body,
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    const pending = await startPayment(server, other.token, 'basic');
    expect((await askRefund(other.token, pending.purchase.id).expect(409)).body).toMatchObject({ code: 'PURCHASE_NOT_REFUNDABLE' });
    expect((await askRefund(other.token, 'not-an-id').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await approve(admin.token, pending.purchase.id).expect(409)).body).toMatchObject({ code: 'REFUND_NOT_REQUESTED' });
    expect((await reject(admin.token, pending.purchase.id, { reason: 'x' }).expect(409)).body).toMatchObject({
      code: 'REFUND_NOT_REQUESTED',
    });
    expect((await reject(admin.token, pending.purchase.id, {}).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await approve(admin.token, '0123456789abcdef01234567').expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps admin routes for admins (403 for players and support staff, 401 without a session)', async () => {
    const { token } = await buildBuyer(server.ctx);
    const { token: support } = await buildUser(server.ctx, { role: 'support' });
    const id = '0123456789abcdef01234567';
    for (const t of [token, support]) {
      expect((await server.request().get('/api/admin/payments/purchases').set(auth(t)).expect(403)).body).toMatchObject({
        code: 'ADMIN_REQUIRED',
      });
      expect((await approve(t, id).expect(403)).body).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
    expect((await server.request().get('/api/admin/payments/revenue').expect(401)).body).toMatchObject({ code: 'AUTH_REQUIRED' });
    for (const q of ['', '?from=yesterday&to=2030-01-01T00:00:00.000Z', '?from=2030-01-01T00:00:00.000Z']) {
      expect((await server.request().get(`/api/admin/payments/revenue${q}`).set(auth(admin.token)).expect(400)).body).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    for (const path of ['refund/approve', 'refund/reject', 'flag/resolve']) {
      expect(
        (await server.request().post(`/api/admin/payments/purchases/nope/${path}`).set(auth(admin.token)).send({ reason: 'x' }).expect(400))
          .body,
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    for (const q of ['?status=lost', '?limit=0', '?flagged=maybe', '?userId=zz', '?page=2']) {
      expect((await server.request().get(`/api/admin/payments/purchases${q}`).set(auth(admin.token)).expect(400)).body).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('retries only the provider refund when Stripe failed after the coins were taken back (502, then 200)', async () => {
    const { token, userId, intent } = await paidPurchase('starter');
    await askRefund(token, intent.purchase.id).expect(200);
    fake.failNext('/v1/refunds', 400, 'Charge has already been refunded elsewhere.');
    expect((await approve(admin.token, intent.purchase.id).expect(502)).body).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await balanceOf(userId)).toBe(0);
    const retried = (await approve(admin.token, intent.purchase.id).expect(200)).body as AdminPurchaseDto;
    expect(retried).toMatchObject({ status: 'refunded', providerRefunded: true });
    expect(await LedgerEntryModel.countDocuments({ userId, kind: 'refund' })).toBe(1);
  });
});

describe('refunds and disputes from the provider', () => {
  it('a refund made in Stripe takes back only unspent coins, never below zero, and flags the account', async () => {
    const box = cheapestBox(await listBoxes(server));
    const { token, userId, intent } = await paidPurchase('basic');
    await openBox(server, token, box.id, { requestId: randomUUID() }).expect(200);
    const before = (await balanceOf(userId))!;
    const charge = {
      id: 'ch_2',
      object: 'charge',
      payment_intent: intent.purchase.paymentIntentId,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    const results = await Promise.all([deliver(server, fake, 'charge.refunded', charge), deliver(server, fake, 'charge.refunded', charge)]);
    expect(results.map((r) => (r.body as { outcome: string }).outcome).sort()).toEqual(['refunded', 'unchanged']);
    expect(await balanceOf(userId)).toBe(0);
    const [flagged] = (
      (await server.request().get(`/api/admin/payments/purchases?flagged=true&userId=${userId}`).set(auth(admin.token)).expect(200))
        .body as PageDto<AdminPurchaseDto>
    ).entries;
    expect(flagged).toMatchObject({
      status: 'refunded',
      reversedCoins: before,
      flag: { reason: 'refund', unrecoveredCoins: 1000 - before },
    });

    // A dispute afterwards takes nothing more; its flag still counts the coins the refund could not take back.
    const dispute = { id: 'dp_1', object: 'dispute', payment_intent: intent.purchase.paymentIntentId };
    expect((await deliver(server, fake, 'charge.dispute.created', dispute).expect(200)).body).toMatchObject({ outcome: 'disputed' });
    expect(await LedgerEntryModel.countDocuments({ userId, kind: 'refund' })).toBe(1);
    const [disputed] = (
      (await server.request().get(`/api/admin/payments/purchases?flagged=true&userId=${userId}`).set(auth(admin.token)).expect(200))
        .body as PageDto<AdminPurchaseDto>
    ).entries;
    expect(disputed).toMatchObject({ disputed: true, flag: { reason: 'dispute', unrecoveredCoins: 1000 - before } });
    expect(await checkLedgerInvariant([userId])).toEqual({ ok: true, problems: [] });

    const resolved = await server
      .request()
      .post(`/api/admin/payments/purchases/${intent.purchase.id}/flag/resolve`)
      .set(auth(admin.token))
      .expect(200);
    expect((resolved.body as AdminPurchaseDto).flag?.resolvedAt).toEqual(expect.any(String));
    await server.request().post(`/api/admin/payments/purchases/${intent.purchase.id}/flag/resolve`).set(auth(admin.token)).expect(409);
  });

  it('a dispute takes back the unspent coins once, flags the account and shows in the staff feed; a partial refund only flags', async () => {
    const { token: staff } = await buildUser(server.ctx, { role: 'support' });
    const { userId, intent } = await paidPurchase('plus');
    const dispute = { id: 'dp_2', object: 'dispute', payment_intent: intent.purchase.paymentIntentId };
    await Promise.all(Array.from({ length: 20 }, () => deliver(server, fake, 'charge.dispute.created', dispute).expect(200)));
    expect(await balanceOf(userId)).toBe(0);
    expect(await LedgerEntryModel.countDocuments({ userId, kind: 'refund' })).toBe(1);
    await eventually(async () => {
      const feed = (await server.request().get('/api/staff/feed?kind=payment').set(auth(staff)).expect(200)).body as StaffFeedPageDto;
      const lines = feed.entries.filter((e) => e.kind === 'payment' && e.purchaseId === intent.purchase.id);
      expect(lines.map((l) => (l.kind === 'payment' ? [l.status, l.coins] : null))).toEqual([
        ['disputed', -2625],
        ['succeeded', 2625],
      ]);
    });

    const partial = await paidPurchase('basic');
    const charge = {
      id: 'ch_3',
      object: 'charge',
      payment_intent: partial.intent.purchase.paymentIntentId,
      amount: 1000,
      amount_refunded: 300,
      refunded: false,
    };
    expect((await deliver(server, fake, 'charge.refunded', charge).expect(200)).body).toMatchObject({ outcome: 'flagged' });
    expect(await balanceOf(partial.userId)).toBe(1000);
  });

  it('concurrent refund and dispute deliveries for a player holding other coins all answer 200 and take the coins back once', async () => {
    // Other coins make a delivery that read the purchase before another one took its coins back see a balance that
    // still covers part of them: it must start over on the changed purchase, not answer Stripe with a 402 or a 409.
    const { userId, intent } = await paidPurchase('basic', 300);
    const charge = {
      id: 'ch_4',
      object: 'charge',
      payment_intent: intent.purchase.paymentIntentId,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    const dispute = { id: 'dp_3', object: 'dispute', payment_intent: intent.purchase.paymentIntentId };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? deliver(server, fake, 'charge.refunded', charge) : deliver(server, fake, 'charge.dispute.created', dispute),
      ),
    );
    expect(results.map((r) => [r.status, r.body.code])).toEqual(Array(12).fill([200, undefined]));
    const outcomes = results.map((r) => (r.body as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'disputed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(10);
    expect(await balanceOf(userId)).toBe(300);
    expect(await LedgerEntryModel.find({ userId, kind: 'refund' }, { amount: 1, _id: 0 }).lean()).toEqual([{ amount: -1000 }]);
    expect(await checkLedgerInvariant([userId])).toEqual({ ok: true, problems: [] });
  });
});
