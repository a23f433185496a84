import type { BoxDto, OpenBoxResultDto, OpeningProofDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { openBox } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const open = (token: string | null, boxId: string, body?: object) => openBox(server, token, boxId, body);

describe('legendary eligibility', () => {
  it('counts consecutive openings per category, restarts in another, and resets after a legendary win', async () => {
    const legendaryBox = await craftBox({
      category: 'Luxury',
      priceCoins: 10,
      prizes: [
        { name: 'Golden Crown', rarity: 'legendary', oddsPpm: 1_000_000, valueUsdCents: 500_000 },
        { name: 'Nothing', rarity: 'none', oddsPpm: 0, valueUsdCents: 0 },
      ],
    });
    const techBox = await alwaysWins('Tech', 10, { name: 'Sticker', rarity: 'common', valueUsdCents: 50 });
    const { token } = await buildFundedUser(server.ctx, 1_000);
    const play = async (boxId: string) => (await open(token, boxId).expect(200)).body as OpenBoxResultDto;

    for (const expected of [1, 2, 3]) expect((await play(legendaryBox)).consecutivePlays).toBe(expected);
    expect(await play(techBox)).toMatchObject({ consecutivePlays: 1 });
    const counts: number[] = [];
    let last!: OpenBoxResultDto;
    for (let i = 0; i < 5; i++) {
      last = await play(legendaryBox);
      counts.push(last.consecutivePlays);
      expect(last.prize.name).toBe('Nothing');
    }
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(last).toMatchObject({ isEligibleForLegendary: true, playsUntilLegendary: 0, wonLegendary: false });

    const notEligibleProof = (await server.request().get(last.proofUrl).expect(200)).body as OpeningProofDto;
    expect(notEligibleProof.eligibleForLegendary).toBe(false);
    expect(notEligibleProof.table.find((e) => e.rarity === 'legendary')?.oddsPpm).toBe(0);

    const details = (await server.request().get(`/api/boxes/${legendaryBox}`).set('Authorization', `Bearer ${token}`).expect(200))
      .body as BoxDto;
    expect(details.legendary).toEqual({ consecutivePlays: 5, isEligibleForLegendary: true, playsUntilLegendary: 0, requiredPlays: 5 });
    expect(details.prizes.find((p) => p.rarity === 'legendary')?.oddsPpm).toBe(1_000_000);

    const win = await play(legendaryBox);
    expect(win).toMatchObject({
      wonLegendary: true,
      isWin: true,
      consecutivePlays: 0,
      isEligibleForLegendary: false,
      playsUntilLegendary: 5,
    });
    expect(win.prize).toMatchObject({ name: 'Golden Crown', rarity: 'legendary', oddsPpm: 1_000_000, valueInUSD: '5000.00' });
    const proof = (await server.request().get(win.proofUrl).expect(200)).body as OpeningProofDto;
    expect(proof.eligibleForLegendary).toBe(true);
    expect((await play(legendaryBox)).consecutivePlays).toBe(1);
  });

  it('shows a signed-in player their effective odds, Locked status and win rate; anonymous reads get the published odds', async () => {
    const boxId = await craftBox({
      category: 'Crypto',
      priceCoins: 10,
      prizes: [
        { name: 'Diamond Key', rarity: 'legendary', oddsPpm: 10_000, valueUsdCents: 100_000 },
        { name: 'Coin', rarity: 'common', oddsPpm: 490_000, valueUsdCents: 100 },
        { name: 'Nothing', rarity: 'none', oddsPpm: 500_000, valueUsdCents: 0 },
      ],
    });
    const anonymous = (await server.request().get(`/api/boxes/${boxId}`).expect(200)).body as BoxDto;
    expect(anonymous.prizes.map((p) => p.oddsPpm)).toEqual([10_000, 490_000, 500_000]);
    expect(anonymous).toMatchObject({ legendary: null, winRate: '50.0', maxPrizeValue: '1000.00' });
    const { token } = await buildUser(server.ctx);
    const mine = (await server.request().get(`/api/boxes/${boxId}`).set('Authorization', `Bearer ${token}`).expect(200)).body as BoxDto;
    // Not eligible: the legendary's odds go to the lowest-value prize ('Nothing' here), so the win rate drops.
    expect(mine.prizes.map((p) => p.oddsPpm)).toEqual([0, 490_000, 510_000]);
    expect(mine).toMatchObject({
      winRate: '49.0',
      legendary: { consecutivePlays: 0, isEligibleForLegendary: false, playsUntilLegendary: 5, requiredPlays: 5 },
    });
  });
});
