import type { OpenBoxResultDto, PlayerSummaryDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let techWin: string;
let techNothing: string;
let gamingWin: string;
beforeAll(async () => {
  server = await startTestServer();
  techWin = await alwaysWins('Tech', 100, { name: 'Headphones', rarity: 'rare', valueUsdCents: 1_999 });
  techNothing = await alwaysWins('Tech', 50, { name: 'Nothing', rarity: 'none', valueUsdCents: 0 });
  gamingWin = await alwaysWins('Gaming', 200, { name: 'Controller', rarity: 'epic', valueUsdCents: 5_050 });
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const open = async (token: string, boxId: string) =>
  (await server.request().post(`/api/boxes/${boxId}/open`).set(auth(token)).expect(200)).body as OpenBoxResultDto;
const summary = async (token: string) =>
  (await server.request().get('/api/me/summary').set(auth(token)).expect(200)).body as PlayerSummaryDto;

describe('GET /api/me/summary', () => {
  it('is all zeros before any opening', async () => {
    const { token } = await buildUser(server.ctx);
    expect(await summary(token)).toEqual({
      boxesOpened: 0,
      wins: 0,
      totalWinnings: '0.00',
      coinsSpent: 0,
      pendingActions: 0,
      legendary: { category: null, consecutivePlays: 0, isEligibleForLegendary: false, playsUntilLegendary: 5, requiredPlays: 5 },
    });
  });

  it('sums openings, wins, won prize values and pending wins; legendary follows the last category', async () => {
    const { token } = await buildFundedUser(server.ctx, 10_000);
    const first = await open(token, techWin);
    await open(token, techWin);
    await open(token, techNothing);
    expect(await summary(token)).toEqual({
      boxesOpened: 3,
      wins: 2,
      totalWinnings: '39.98',
      coinsSpent: 250,
      pendingActions: 2,
      legendary: { category: 'Tech', consecutivePlays: 3, isEligibleForLegendary: false, playsUntilLegendary: 2, requiredPlays: 5 },
    });
    await server.request().post(`/api/unboxings/${first.openingId}/action`).set(auth(token)).send({ action: 'resell' }).expect(200);
    await open(token, gamingWin);
    expect(await summary(token)).toMatchObject({
      boxesOpened: 4,
      wins: 3,
      totalWinnings: '90.48',
      coinsSpent: 450,
      pendingActions: 2,
      legendary: { category: 'Gaming', consecutivePlays: 1, playsUntilLegendary: 4 },
    });
    for (let i = 0; i < 4; i += 1) await open(token, gamingWin);
    expect((await summary(token)).legendary).toEqual({
      category: 'Gaming',
      consecutivePlays: 5,
      isEligibleForLegendary: true,
      playsUntilLegendary: 0,
      requiredPlays: 5,
    });
  });

  it("counts only the caller's openings and needs a session", async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const b = await buildFundedUser(server.ctx, 1_000);
    await open(a.token, techWin);
    expect((await summary(b.token)).boxesOpened).toBe(0);
    expect((await server.request().get('/api/me/summary').expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await server.request().get('/api/me/summary').set(auth('forged')).expect(401)).body.code).toBe('INVALID_TOKEN');
  });
});
