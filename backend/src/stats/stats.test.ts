import { STATS_CACHE_MS, STATS_FRESH_MS, siteStatsSchema, statsUpdatedSchema, type SiteStatsDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { OpeningModel } from '../openings/model';
import { nextEvent, subscribe } from '../../test/realtime';
import { buildFundedUser } from '../../test/ledger';
import { TestClock, startTestServer, type TestServer } from '../../test/server';

const clock = new TestClock(new Date('2026-03-10T12:00:00.000Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const stats = async () => (await server.request().get('/api/stats').expect(200)).body as SiteStatsDto;
let keys = 0;
const open = (token: string, boxId: string) =>
  server
    .request()
    .post(`/api/boxes/${boxId}/open`)
    .set('Authorization', `Bearer ${token}`)
    .send({ requestId: `stats-${(keys += 1)}` })
    .expect(200);

describe('GET /api/stats', () => {
  it('is public and computed from the data: zeros on a fresh shop', async () => {
    const body = await stats();
    expect(body).toEqual({
      seq: expect.any(Number),
      boxesOpened: 0,
      prizesWonUsd: '0.00',
      players: 0,
      biggestWin24h: null,
      generatedAt: clock.now().toISOString(),
    });
  });

  it('counts openings made through the API, sums won prize values, counts players (not staff); after changes the cached answer lives at most STATS_FRESH_MS', async () => {
    const watch = await alwaysWins('Gaming', 200, { name: 'Gaming Headset', rarity: 'rare', valueUsdCents: 12_34 });
    const console = await alwaysWins('Gaming', 300, { name: 'Handheld Console', rarity: 'epic', valueUsdCents: 399_99 });
    const dud = await craftBox({
      category: 'Tech',
      priceCoins: 100,
      prizes: [
        { name: 'Cable', rarity: 'common', oddsPpm: 0, valueUsdCents: 500 },
        { name: 'Nothing', rarity: 'none', oddsPpm: 1_000_000, valueUsdCents: 0 },
      ],
    });
    const ana = await buildFundedUser(server.ctx, 5_000);
    const ben = await buildFundedUser(server.ctx, 5_000);
    await buildUser(server.ctx, { role: 'admin' });
    await open(ana.token, watch);
    await open(ana.token, watch);
    await open(ben.token, console);
    await open(ben.token, dud);

    // After changes the cached answer is kept at most STATS_FRESH_MS longer.
    const before = await stats();
    clock.advance(STATS_FRESH_MS - 1);
    expect(await stats()).toEqual(before);
    expect(before.boxesOpened).toBe(0);

    clock.advance(1);
    const after = await stats();
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(after).toEqual({
      seq: after.seq,
      boxesOpened: 4,
      prizesWonUsd: '424.67',
      players: 2,
      biggestWin24h: { prizeName: 'Handheld Console', boxName: expect.stringMatching(/^Crafted/), valueInUSD: '399.99' },
      generatedAt: clock.now().toISOString(),
    });
  });

  it('the biggest win is not one an admin hid from the winners list; the totals still count it', async () => {
    const { token: admin } = await buildUser(server.ctx, { role: 'admin' });
    const biggest = await OpeningModel.findOne({ 'prize.name': 'Handheld Console' }).lean();
    await server
      .request()
      .patch(`/api/admin/winners/${biggest!._id.toHexString()}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ hidden: true })
      .expect(200);
    clock.advance(61_000);
    expect(await stats()).toMatchObject({
      boxesOpened: 4,
      prizesWonUsd: '424.67',
      biggestWin24h: { prizeName: 'Gaming Headset', valueInUSD: '12.34' },
    });
  });

  it('the biggest win only looks back 24 hours; the totals keep everything', async () => {
    clock.advance(25 * 60 * 60 * 1000);
    expect(await stats()).toMatchObject({ boxesOpened: 4, prizesWonUsd: '424.67', players: 2, biggestWin24h: null });
  });
});

describe('live figures', () => {
  it('reuses the figures for STATS_CACHE_MS while nothing happens', async () => {
    const first = await stats();
    clock.advance(STATS_CACHE_MS - 1);
    expect(await stats()).toEqual(first);
    clock.advance(1);
    expect((await stats()).seq).toBeGreaterThan(first.seq);
  });

  it('sends stats:updated to the stats room after an opening and a registration, newer than the snapshot', async () => {
    const watcher = await server.connect();
    await expect(subscribe(watcher, 'stats')).resolves.toEqual({ ok: true, data: { feed: 'stats', subscribed: true } });
    const snapshot = siteStatsSchema.parse(await stats());
    const box = await alwaysWins('Tech', 100, { name: 'Live Cable', rarity: 'common', valueUsdCents: 150 });
    const player = await buildFundedUser(server.ctx, 1_000);
    const opened = nextEvent(watcher, 'stats:updated', {
      schema: statsUpdatedSchema,
      accept: (u) => u.stats.boxesOpened === snapshot.boxesOpened + 1,
    });
    await open(player.token, box);
    const update = await opened;
    expect(update.seq).toBeGreaterThan(snapshot.seq);
    expect(update.stats).toMatchObject({ seq: update.seq, players: snapshot.players + 1, biggestWin24h: { prizeName: 'Live Cable' } });

    const registered = nextEvent(watcher, 'stats:updated', {
      schema: statsUpdatedSchema,
      accept: (u) => u.stats.players === snapshot.players + 2,
    });
    await server
      .request()
      .post('/api/register')
      .send({ username: 'StatsNewbie', email: 'stats-newbie@example.com', password: 'player-pass-1' })
      .expect(201);
    expect((await registered).seq).toBeGreaterThan(update.seq);
    // The snapshot a newcomer reads is the same figures (the update refreshed the server's cache).
    expect((await stats()).players).toBe(snapshot.players + 2);
  });
});
