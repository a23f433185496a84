import { Types } from 'mongoose';
import {
  LEADERBOARD_PRIZES_USD,
  leaderboardSchema,
  leaderboardTickedSchema,
  type LeaderboardDto,
  type LeaderboardTicked,
} from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { eventually } from '../../test/eventually';
import { collect, nextEvent, subscribe, throughMarker } from '../../test/realtime';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import type { AppContext, Clock } from '../context';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { OpeningModel } from '../openings/model';
import { UserModel } from '../users/model';
import { runDuePayout, startPayoutJob } from './job';
import { LeaderboardPayoutModel } from './model';
import { payDailyLeaderboard, payoutRef } from './payout';
import { TICK_COALESCE_MS } from './streams';

const GRACE_MS = 1000;
const clock = new TestClock(new Date('2026-04-01T10:00:00.000Z'));
let server: TestServer;
/** Boxes that always give a $1 prize, priced 100, 200, ... coins. */
const boxes = new Map<number, string>();
beforeAll(async () => {
  server = await startTestServer({ clock, env: { LEADERBOARD_PAYOUT_GRACE_MS: String(GRACE_MS) } });
  for (const price of [100, 200, 300, 500, 1000])
    boxes.set(price, await alwaysWins('Gaming', price, { name: `Prize ${price}`, rarity: 'common', valueUsdCents: 100 }));
});
afterAll(() => server.stop());

async function open(token: string, price: number): Promise<void> {
  await server
    .request()
    .post(`/api/boxes/${boxes.get(price)}/open`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
}
async function current(): Promise<LeaderboardDto> {
  return leaderboardSchema.parse((await server.request().get('/api/leaderboard/current').expect(200)).body);
}
const balanceOf = async (id: Types.ObjectId) => (await UserModel.findById(id).lean())!.balance;

describe('GET /api/leaderboard/current', () => {
  it("ranks today's players by coins spent on paid openings, in the spec's shape", async () => {
    clock.set('2026-04-01T10:00:00.000Z');
    const a = await buildFundedUser(server.ctx, 10_000);
    const b = await buildFundedUser(server.ctx, 10_000);
    const c = await buildFundedUser(server.ctx, 10_000);
    const cheater = await buildFundedUser(server.ctx, 10_000);
    clock.set('2026-03-31T23:59:59.000Z'); // yesterday does not count today
    await open(c.token, 1000);
    clock.set('2026-04-01T09:00:00.000Z');
    for (let i = 0; i < 3; i++) await open(a.token, 100);
    await open(b.token, 500);
    await open(c.token, 200);
    await open(cheater.token, 1000);
    await UserModel.updateOne({ _id: cheater.user._id }, { $set: { banned: true } });
    // A free claim (nothing paid) is stored like an opening but never counts.
    await OpeningModel.collection.insertOne({
      ...(await OpeningModel.findOne({ userId: c.user._id }).lean())!,
      _id: new Types.ObjectId(),
      requestId: 'free-claim',
      pricePaid: 0,
      createdAt: clock.now(),
    });
    clock.set('2026-04-01T10:00:00.000Z');

    const board = await current();
    expect(board).toMatchObject({
      id: '2026-04-01',
      startsAt: '2026-04-01T00:00:00.000Z',
      endsAt: '2026-04-02T00:00:00.000Z',
      timeRemaining: 14 * 3600,
      totalPrize: 500,
      name: expect.any(String),
      description: expect.any(String),
    });
    expect(board.prizeDistribution).toEqual(LEADERBOARD_PRIZES_USD.map((amount, i) => ({ position: i + 1, amount })));
    expect(board.entries).toEqual([
      { id: b.user.id, position: 1, username: b.user.username, avatarUrl: null, prizeAmount: 150, totalSpent: 500, boxesOpened: 1 },
      { id: a.user.id, position: 2, username: a.user.username, avatarUrl: null, prizeAmount: 100, totalSpent: 300, boxesOpened: 3 },
      { id: c.user.id, position: 3, username: c.user.username, avatarUrl: null, prizeAmount: 75, totalSpent: 200, boxesOpened: 1 },
    ]);
    expect((await current()).seq).toBeGreaterThan(board.seq);
  });

  it('breaks a tie in favour of whoever reached the total first', async () => {
    clock.set('2026-04-03T08:00:00.000Z');
    const late = await buildFundedUser(server.ctx, 1000);
    const early = await buildFundedUser(server.ctx, 1000);
    await open(early.token, 300);
    clock.advance(60_000);
    await open(late.token, 300);
    const board = await current();
    expect(board.entries.map((e) => e.id)).toEqual([early.user.id, late.user.id]);
  });
});

describe('leaderboard ticks', () => {
  it('sends the full state when positions or totals change, coalesced to a few per second', async () => {
    clock.set('2026-04-05T12:00:00.000Z');
    const watcher = await server.connect();
    await subscribe(watcher, 'leaderboard');
    const ticks = collect(watcher, 'leaderboard:ticked', leaderboardTickedSchema) as LeaderboardTicked[];
    const { token, user } = await buildFundedUser(server.ctx, 10_000);
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, () => open(token, 100)));
    const mine = (t: LeaderboardTicked) => t.leaderboard.entries.find((e) => e.id === user.id);
    const final = await nextEvent(watcher, 'leaderboard:ticked', { accept: (t) => mine(t)?.totalSpent === 800, timeoutMs: 15_000 });
    const elapsed = Date.now() - started;
    expect(final.leaderboard.entries[0]).toMatchObject({ id: user.id, totalSpent: 800, boxesOpened: 8, position: 1 });
    // However long the burst took under load, it produced at most one tick per coalescing window.
    const burst = ticks.slice(0, ticks.indexOf(final) + 1);
    expect(burst.length).toBeLessThanOrEqual(Math.ceil(elapsed / TICK_COALESCE_MS) + 1);
    expect(ticks.map((t) => t.seq)).toEqual([...ticks.map((t) => t.seq)].sort((x, y) => x - y));
  });

  it('repeats the final standings of a burst once, reliably, after it settles', async () => {
    clock.set('2026-04-05T12:15:00.000Z');
    const watcher = await server.connect();
    await subscribe(watcher, 'leaderboard');
    const ticks = collect(watcher, 'leaderboard:ticked', leaderboardTickedSchema) as LeaderboardTicked[];
    const { token, user } = await buildFundedUser(server.ctx, 10_000);
    const finalOf = (t: LeaderboardTicked) => t.leaderboard.entries.find((e) => e.id === user.id)?.totalSpent === 500;
    await Promise.all(Array.from({ length: 5 }, () => open(token, 100)));
    await eventually(() => expect(ticks.filter(finalOf).length).toBeGreaterThanOrEqual(2)); // the final tick, then its repeat
    // A later burst's tick marks the end: a second repeat of the first burst would have come before it.
    const marker = await buildFundedUser(server.ctx, 10_000);
    await throughMarker(
      watcher,
      'leaderboard:ticked',
      () => open(marker.token, 1000),
      (t) => t.leaderboard.entries.some((e) => e.id === marker.user.id),
    );
    const finals = ticks.filter(finalOf).filter((t) => !t.leaderboard.entries.some((e) => e.id === marker.user.id));
    expect(finals).toHaveLength(2);
    const [volatile, settled] = finals;
    expect(settled).toEqual(volatile);
    expect(settled!.leaderboard.entries.find((e) => e.id === user.id)).toMatchObject({ totalSpent: 500, boxesOpened: 5 });
  });

  it('does not tick for sockets that did not subscribe', async () => {
    clock.set('2026-04-05T12:30:00.000Z');
    const watcher = await server.connect();
    await subscribe(watcher, 'leaderboard');
    const bystander = await server.connect();
    const seen = collect(bystander, 'leaderboard:ticked');
    const { token, user } = await buildFundedUser(server.ctx, 1000);
    await open(token, 100);
    await nextEvent(watcher, 'leaderboard:ticked', {
      accept: (t) => t.leaderboard.entries.some((e) => e.id === user.id),
      timeoutMs: 15_000,
    });
    // The subscribe ack travels the bystander's socket after anything the server had sent it: nothing.
    await subscribe(bystander, 'leaderboard');
    expect(seen).toEqual([]);
  });
});

describe('the daily payout', () => {
  /** 12 players spending 100..1200 coins on `day` (player i spends (i+1) x 100). */
  async function playDay(day: string) {
    clock.set(`${day}T15:00:00.000Z`);
    const players = [];
    for (let i = 0; i < 12; i++) {
      const p = await buildFundedUser(server.ctx, 5000);
      let left = (i + 1) * 100;
      for (const price of [1000, 500, 300, 200, 100]) {
        while (left >= price) {
          await open(p.token, price);
          left -= price;
        }
      }
      players.push(p);
    }
    return players.reverse(); // highest spender first
  }

  it('pays the top 10 exactly once when two runs race (payout record and ledger refs)', async () => {
    const ranked = await playDay('2026-04-10');
    const before = await Promise.all(ranked.map((p) => balanceOf(p.user._id)));

    clock.set('2026-04-11T00:00:00.500Z');
    await expect(payDailyLeaderboard(server.ctx, '2026-04-10')).resolves.toEqual({ status: 'not-finished' });
    clock.set('2026-04-11T00:00:02.000Z');
    const outcomes = await Promise.all([payDailyLeaderboard(server.ctx, '2026-04-10'), payDailyLeaderboard(server.ctx, '2026-04-10')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['already-paid', 'paid']);

    const entries = await LedgerEntryModel.find({ kind: 'leaderboard-prize', ref: /^leaderboard:2026-04-10:/ }).lean();
    expect(entries).toHaveLength(10);
    const after = await Promise.all(ranked.map((p) => balanceOf(p.user._id)));
    const credited = after.map((balance, i) => balance - before[i]!);
    expect(credited).toEqual([...LEADERBOARD_PRIZES_USD.map((usd) => usd * 100), 0, 0]);
    for (const [i, p] of ranked.slice(0, 10).entries()) {
      expect(entries.find((e) => e.ref === payoutRef('2026-04-10', i + 1))).toMatchObject({
        userId: p.user._id,
        amount: LEADERBOARD_PRIZES_USD[i]! * 100,
      });
    }
    expect(await LeaderboardPayoutModel.countDocuments({ _id: '2026-04-10' })).toBe(1);
    expect((await checkLedgerInvariant(ranked.map((p) => p.user._id))).problems).toEqual([]);

    // A third run later, on any node, changes nothing.
    await expect(payDailyLeaderboard(server.ctx, '2026-04-10')).resolves.toMatchObject({ status: 'already-paid' });
    expect(await LedgerEntryModel.countDocuments({ kind: 'leaderboard-prize', ref: /^leaderboard:2026-04-10:/ })).toBe(10);
  });

  it('runs under a lease: concurrent jobs pay once, and the history shows the result', async () => {
    const ranked = await playDay('2026-04-12');
    clock.set('2026-04-13T00:00:05.000Z');
    const runs = await Promise.all([runDuePayout(server.ctx), runDuePayout(server.ctx), runDuePayout(server.ctx)]);
    expect(runs.filter((r) => r?.status === 'paid')).toHaveLength(1);
    expect(await LedgerEntryModel.countDocuments({ kind: 'leaderboard-prize', ref: /^leaderboard:2026-04-12:/ })).toBe(10);
    const history = (await server.request().get('/api/leaderboard/history?limit=1').expect(200)).body as {
      entries: { id: string; winners: { userId: string; prizeCoins: number }[] }[];
    };
    expect(history.entries[0]).toMatchObject({ id: '2026-04-12', totalCoins: 50_000 });
    expect(history.entries[0]!.winners.map((w) => w.userId)).toEqual(ranked.slice(0, 10).map((p) => p.user.id));
  });

  it('refuses a malformed history query with VALIDATION_FAILED', async () => {
    for (const query of ['?limit=0', '?limit=31', '?limit=x', '?limit=1.5', '?day=2026-04-12']) {
      const res = await server.request().get(`/api/leaderboard/history${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('announces the new competition to leaderboard watchers and the payout to staff', async () => {
    await playDay('2026-04-14');
    const watcher = await server.connect();
    await subscribe(watcher, 'leaderboard');
    const { token } = await buildUser(server.ctx, { role: 'support' });
    const staff = await server.connect(token);
    await subscribe(staff, 'staff:feed');
    clock.set('2026-04-15T00:00:03.000Z');
    const reset = nextEvent(watcher, 'leaderboard:ticked', {
      schema: leaderboardTickedSchema,
      accept: (t) => t.leaderboard.id === '2026-04-15',
    });
    const line = nextEvent(staff, 'staff:event', { accept: (e) => e.kind === 'payout' });
    await runDuePayout(server.ctx);
    await expect(reset).resolves.toMatchObject({ leaderboard: { entries: [] } });
    await expect(line).resolves.toMatchObject({ kind: 'payout', day: '2026-04-14', winners: 10, coins: 50_000 });
  });

  it('the job catches up a missed payout at start, then wakes at the next 00:00 UTC', async () => {
    await playDay('2026-04-20');
    await playDay('2026-04-21');
    // A clock that runs: 0.6 s before midnight at the end of 2026-04-21.
    const offset = new Date('2026-04-21T23:59:59.400Z').getTime() - Date.now();
    const running: Clock = { now: () => new Date(Date.now() + offset) };
    const ctx: AppContext = { ...server.ctx, clock: running };
    const stop = startPayoutJob(ctx);
    try {
      await eventually(async () => expect(await LeaderboardPayoutModel.countDocuments({ _id: '2026-04-20' })).toBe(1));
      expect(await LeaderboardPayoutModel.countDocuments({ _id: '2026-04-21' })).toBe(0);
      await eventually(async () => expect(await LeaderboardPayoutModel.countDocuments({ _id: '2026-04-21' })).toBe(1));
      expect(running.now().getTime()).toBeGreaterThanOrEqual(new Date('2026-04-22T00:00:00.000Z').getTime() + GRACE_MS);
    } finally {
      await stop();
    }
    expect(await LedgerEntryModel.countDocuments({ kind: 'leaderboard-prize', ref: /^leaderboard:2026-04-2[01]:/ })).toBe(20);
  });
});
