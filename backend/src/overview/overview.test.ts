import type { Types } from 'mongoose';
import {
  overviewChangedSchema,
  type FreeBoxClaimResultDto,
  type OverviewChanged,
  type OverviewDto,
  type OverviewPeriod,
} from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { buildBuyer, startPayment } from '../../test/payments';
import { ask, collect, nextEvent, subscribe } from '../../test/realtime';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { OVERVIEW_COALESCE_MS } from './streams';

const clock = new TestClock(new Date('2026-06-15T12:00:00.000Z'));
let server: TestServer;
/** $5 box always giving a $3 prize; $10 box always giving an $8 prize. */
let boxA: string;
let boxB: string;
let admin: string;
let support: string;
let player: string;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY_MS = 86_400_000;
/** `days` UTC days before 2026-06-15, at `time`. */
const daysAgo = (days: number, time = '10:00:00.000Z') => new Date(Date.parse(`2026-06-15T${time}`) - days * DAY_MS);

beforeAll(async () => {
  server = await startTestServer({ clock, env: { PAYMENTS_PROVIDER: 'simulated' } });
  boxA = await alwaysWins('Tech', 500, { name: 'Cable', rarity: 'common', valueUsdCents: 300 });
  boxB = await alwaysWins('Gaming', 1_000, { name: 'Controller', rarity: 'rare', valueUsdCents: 800 });
  admin = (await buildUser(server.ctx, { role: 'admin' })).token;
  support = (await buildUser(server.ctx, { role: 'support' })).token;
  player = (await buildUser(server.ctx)).token;
});
afterAll(() => server.stop());

const overview = async (period: OverviewPeriod, token = admin) =>
  (await server.request().get(`/api/admin/overview?period=${period}`).set(auth(token)).expect(200)).body as OverviewDto;

async function open(token: string, boxId: string): Promise<string> {
  const res = await server.request().post(`/api/boxes/${boxId}/open`).set(auth(token)).send({}).expect(200);
  return (res.body as { openingId: string }).openingId;
}
const resell = (token: string, openingId: string) =>
  server.request().post(`/api/unboxings/${openingId}/action`).set(auth(token)).send({ action: 'resell' }).expect(200);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** A coin purchase of `packageId` paid (and credited) now, with the simulated provider's test card; its id. */
async function buy(token: string, packageId: string): Promise<string> {
  const intent = await startPayment(server, token, packageId);
  const body = { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card };
  await server
    .request()
    .post('/api/payments/simulated/confirm')
    .set(auth(token))
    .send(body)
    .expect(200, { status: 'succeeded', message: null });
  return intent.purchase.id;
}

/** The player asks for a refund of an unspent purchase and an admin approves it now. */
async function refund(token: string, purchaseId: string): Promise<void> {
  await server.request().post(`/api/payments/purchases/${purchaseId}/refund-request`).set(auth(token)).expect(200);
  await server.request().post(`/api/admin/payments/purchases/${purchaseId}/refund/approve`).set(auth(admin)).expect(200);
}

const setCreatedAt = (id: Types.ObjectId, at: Date) => UserModel.collection.updateOne({ _id: id }, { $set: { createdAt: at } });

describe('GET /api/admin/overview', () => {
  it('admins only; a bad period or an unknown parameter is 400', async () => {
    expect((await server.request().get('/api/admin/overview').expect(401)).body.code).toBe('AUTH_REQUIRED');
    for (const token of [player, support])
      expect((await server.request().get('/api/admin/overview').set(auth(token)).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    for (const query of ['?period=week', '?period=', '?period=TODAY', '?period=today&period=7d', '?period=today&limit=5']) {
      const res = await server.request().get(`/api/admin/overview${query}`).set(auth(admin)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await overview('today')).period).toBe('today');
  });

  it('computes every figure for today, 7 days, 30 days and all time from the openings, resales, purchases, refunds and accounts made', async () => {
    const p1 = await buildFundedUser(server.ctx, 10_000);
    const p2 = await buildFundedUser(server.ctx, 10_000);
    // p3 has unlocked the first free-box level.
    const p3 = await buildUser(server.ctx, { totalSpent: 2_500, experiencePoints: 2_500, freeBoxLevel: 1 });
    await fundUser(server.ctx, p3.user._id, 10_000);
    const p4 = await buildFundedUser(server.ctx, 10_000);
    const p5 = await buildFundedUser(server.ctx, 10_000);
    // Buyers who never open a box: their purchases move revenue only.
    const b1 = await buildBuyer(server.ctx);
    const b2 = await buildBuyer(server.ctx);

    clock.set(daysAgo(40));
    await open(p5.token, boxA);
    await buy(b1.token, 'basic'); // $10
    clock.set(daysAgo(10));
    await resell(p1.token, await open(p1.token, boxB)); // 640 coins back (80% of $8)
    await buy(b1.token, 'plus'); // $25
    clock.set(daysAgo(3));
    await open(p4.token, boxA);
    clock.set(daysAgo(1));
    const refunded = await buy(b2.token, 'basic'); // $10 paid yesterday...
    clock.set(daysAgo(0, '09:00:00.000Z'));
    await refund(b2.token, refunded); // ...refunded today: today's revenue loses it, the 7 days' nets it out
    clock.set(daysAgo(0));
    await buy(b1.token, 'starter'); // $5
    await open(p1.token, boxA);
    await open(p1.token, boxA);
    await resell(p2.token, await open(p2.token, boxB));
    for (let i = 0; i < 3; i++) await open(p3.token, boxB);
    const free = (await server.request().post('/api/free-boxes/claim').set(auth(p3.token)).send({ level: 1 }).expect(200))
      .body as FreeBoxClaimResultDto;
    const freeCents = Math.round(Number(free.prize.valueInUSD) * 100);

    // Accounts: every one so far made long ago, then p1 today, p2 3 days ago, p3 10 days ago, p4 40 days ago.
    await UserModel.collection.updateMany({}, { $set: { createdAt: daysAgo(100) } });
    await setCreatedAt(p1.user._id, daysAgo(0, '09:00:00.000Z'));
    await setCreatedAt(p2.user._id, daysAgo(3));
    await setCreatedAt(p3.user._id, daysAgo(10));
    await setCreatedAt(p4.user._id, daysAgo(40));

    clock.set('2026-06-15T12:00:00.000Z');
    const [today, week, month, all] = await Promise.all([overview('today'), overview('7d'), overview('30d'), overview('all')]);
    const free1 = { freeClaims: 1, freePrizeValueCents: freeCents };
    expect(today).toMatchObject({ from: '2026-06-15T00:00:00.000Z', to: '2026-06-16T00:00:00.000Z' });
    expect(today.figures).toEqual({
      ...free1,
      revenueCents: -500, // $5 paid, $10 refunded
      purchases: 1,
      refundedCents: 1_000,
      openings: 6,
      coinsSpent: 5_000,
      prizeValueCents: 3_800,
      grossMarginCents: 1_200,
      resaleCoins: 640,
      resales: 1,
      activePlayers: 3,
      signUps: 1,
    });
    expect(week).toMatchObject({ from: '2026-06-09T00:00:00.000Z', to: '2026-06-16T00:00:00.000Z' });
    expect(week.figures).toEqual({
      ...free1,
      revenueCents: 500,
      purchases: 2,
      refundedCents: 1_000,
      openings: 7,
      coinsSpent: 5_500,
      prizeValueCents: 4_100,
      grossMarginCents: 1_400,
      resaleCoins: 640,
      resales: 1,
      activePlayers: 4,
      signUps: 2,
    });
    expect(month).toMatchObject({ from: '2026-05-17T00:00:00.000Z' });
    expect(month.figures).toEqual({
      ...free1,
      revenueCents: 3_000,
      purchases: 3,
      refundedCents: 1_000,
      openings: 8,
      coinsSpent: 6_500,
      prizeValueCents: 4_900,
      grossMarginCents: 1_600,
      resaleCoins: 1_280,
      resales: 2,
      activePlayers: 4,
      signUps: 3,
    });
    expect(all).toMatchObject({ from: null });
    expect(all.figures).toEqual({
      ...free1,
      revenueCents: 4_000,
      purchases: 4,
      refundedCents: 1_000,
      openings: 9,
      coinsSpent: 7_000,
      prizeValueCents: 5_200,
      grossMarginCents: 1_800,
      resaleCoins: 1_280,
      resales: 2,
      activePlayers: 5,
      signUps: 10, // admin, support, player, p1..p5, b1 and b2
    });

    // The chart: 30 days ending today, every day present, paid openings only.
    const chart = today.openingsPerDay;
    expect(chart).toHaveLength(30);
    expect([chart[0]!.day, chart.at(-1)!.day]).toEqual(['2026-05-17', '2026-06-15']);
    expect(chart.filter((d) => d.openings > 0)).toEqual([
      { day: '2026-06-05', openings: 1, coinsSpent: 1_000 },
      { day: '2026-06-12', openings: 1, coinsSpent: 500 },
      { day: '2026-06-15', openings: 6, coinsSpent: 5_000 },
    ]);
    expect(week.openingsPerDay).toEqual(chart);

    // The next UTC day starts from zero.
    clock.set('2026-06-16T00:00:00.000Z');
    expect((await overview('today')).figures).toMatchObject({
      openings: 0,
      coinsSpent: 0,
      activePlayers: 0,
      freeClaims: 0,
      revenueCents: 0,
    });
    expect((await overview('7d')).figures).toMatchObject({ openings: 7, coinsSpent: 5_500, revenueCents: 500 });
  }, 30_000); // some twenty openings and four purchases: seconds on a busy machine
});

describe('overview:changed', () => {
  it('admins only: support staff and players are refused the feed', async () => {
    for (const [token, code] of [
      [support, 'ADMIN_REQUIRED'],
      [player, 'ADMIN_REQUIRED'],
      [undefined, 'AUTH_REQUIRED'],
    ] as const) {
      const socket = await server.connect(token);
      expect(await subscribe(socket, 'staff:overview')).toMatchObject({ ok: false, error: { code } });
    }
    const socket = await server.connect(admin);
    expect(await ask(socket, 'feed:subscribe', { feed: 'staff:overview', extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it('tells watching admins that figures moved (openings, sign-ups, purchases), coalesced; the snapshot read after shows them', async () => {
    clock.set('2026-06-20T10:00:00.000Z');
    const watcher = await server.connect(admin);
    expect(await subscribe(watcher, 'staff:overview')).toMatchObject({ ok: true });
    const before = await overview('today');
    const notices = collect(watcher, 'overview:changed', overviewChangedSchema) as OverviewChanged[];
    const arrivals: number[] = [];
    watcher.on('overview:changed', () => arrivals.push(Date.now()));

    const { token } = await buildFundedUser(server.ctx, 10_000);
    const moved = nextEvent(watcher, 'overview:changed', { accept: (e) => e.seq > before.seq, timeoutMs: 8_000 });
    await Promise.all(Array.from({ length: 6 }, () => open(token, boxA)));
    await moved;
    const after = await eventually(async () => {
      const now = await overview('today');
      expect(now.figures.openings).toBe(before.figures.openings + 6);
      expect(notices.at(-1)!.seq).toBeLessThanOrEqual(now.seq);
      return now;
    });
    expect(after.figures.coinsSpent).toBe(before.figures.coinsSpent + 3_000);
    expect(after.seq).toBeGreaterThan(before.seq);

    // A sign-up moves them too.
    const signedUp = nextEvent(watcher, 'overview:changed', { accept: (e) => e.seq > after.seq, timeoutMs: 8_000 });
    await server
      .request()
      .post('/api/register')
      .send({ username: 'Newcomer', email: 'newcomer@example.com', password: 'a-long-password-1' })
      .expect(201);
    await signedUp;
    const joined = await overview('today');
    expect(joined.figures.signUps).toBe(after.figures.signUps + 1);

    // So does a purchase: revenue moves by its price.
    const buyer = await buildBuyer(server.ctx);
    const paid = nextEvent(watcher, 'overview:changed', { accept: (e) => e.seq > joined.seq, timeoutMs: 8_000 });
    await buy(buyer.token, 'basic');
    await paid;
    await eventually(async () =>
      expect((await overview('today')).figures).toMatchObject({
        revenueCents: joined.figures.revenueCents + 1_000,
        purchases: joined.figures.purchases + 1,
      }),
    );

    // Coalesced: never two notices from this node closer than the window (timers may fire a few ms early).
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(OVERVIEW_COALESCE_MS - 50);
    expect(notices.map((n) => n.seq)).toEqual([...notices.map((n) => n.seq)].sort((a, b) => a - b));
  }, 30_000); // three coalescing windows of a second each, and the work between them
});
