import type { SiteStatsDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { OpeningModel } from '../openings/model';
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
      boxesOpened: 0,
      prizesWonUsd: '0.00',
      players: 0,
      biggestWin24h: null,
      generatedAt: clock.now().toISOString(),
    });
  });

  it('counts openings made through the API, sums won prize values, counts players (not staff), caches ~60 s', async () => {
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

    // Still the cached answer inside the minute.
    clock.advance(30_000);
    expect((await stats()).boxesOpened).toBe(0);

    clock.advance(31_000);
    expect(await stats()).toEqual({
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
