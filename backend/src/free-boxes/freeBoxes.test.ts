import {
  ErrorCode,
  LIMITS,
  verifyFairness,
  type FreeBoxClaimResultDto,
  type FreeBoxLevelDto,
  type HistoryEntryDto,
  type OpeningProofDto,
  type PageDto,
} from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { fundUser } from '../../test/ledger';
import { cheapestBox, listBoxes, openBox } from '../../test/openings';
import { xpFor } from '../openings/service';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { LedgerEntryModel } from '../ledger/model';
import { OpeningModel } from '../openings/model';
import { UserModel, type User } from '../users/model';
import type { FreeBoxClaimedEvent } from './events';

const DAY = LIMITS.freeBoxCooldownMs;
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());
beforeEach(() => clock.set('2026-01-15T12:00:00.000Z'));

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const claim = (token: string, body: unknown) =>
  server
    .request()
    .post('/api/free-boxes/claim')
    .set(auth(token))
    .send(body as object);
/** Level 1 needs $25 spent (2,500 coins) and 2,500 XP. */
const level1 = { totalSpent: 2500, experiencePoints: 2500, freeBoxLevel: 1 };
const eligible = (overrides: Partial<User> = {}) => buildUser(server.ctx, { ...level1, ...overrides });

describe('GET /api/free-boxes/levels', () => {
  it('lists the six levels publicly with their prize tables (odds sum to 1,000,000)', async () => {
    const levels = (await server.request().get('/api/free-boxes/levels').expect(200)).body as FreeBoxLevelDto[];
    expect(levels.map((l) => [l.level, l.name, l.requiredSpent, l.requiredXP])).toEqual([
      [1, 'Black Opal', 2_500, 2_500],
      [2, 'Emerald', 10_000, 10_000],
      [3, 'Ruby', 40_000, 40_000],
      [4, 'Pink Diamond', 200_000, 200_000],
      [5, 'Jadeite', 1_500_000, 1_500_000],
      [6, 'Blue Diamond', 10_000_000, 10_000_000],
    ]);
    for (const l of levels) {
      expect(l.prizes.reduce((sum, p) => sum + p.oddsPpm, 0)).toBe(1_000_000);
      expect(l.imageUrl).toMatch(/^\/media\/catalog\/levels\//);
    }
    expect(levels[0]!.prizes.find((p) => p.rarity === 'common')?.oddsPpm).toBe(500_000);
    expect(levels[5]!.prizes.find((p) => p.rarity === 'legendary')?.oddsPpm).toBe(100_000);
  });
});

describe('POST /api/free-boxes/claim', () => {
  it('draws from the level, stores a free pending unboxing, debits nothing and verifies with the protocol draw', async () => {
    const { user, token } = await eligible({ balance: 0 });
    const claimed: FreeBoxClaimedEvent[] = [];
    const off = server.ctx.bus.on('freeBox.claimed', (e) => void claimed.push(e));
    const res = (await claim(token, { level: 1 }).expect(200)).body as FreeBoxClaimResultDto;
    off();
    expect(res).toMatchObject({ level: 1, prizeName: res.prize.name, prizeValue: res.prize.valueInUSD, isWin: true });
    expect(res.nextClaimAt).toBe(new Date(Date.parse('2026-01-15T12:00:00.000Z') + DAY).toISOString());
    expect(claimed).toEqual([expect.objectContaining({ userId: String(user._id), level: 1, prizeName: res.prizeName })]);

    const stored = await OpeningModel.findById(res.openingId).lean();
    expect(stored).toMatchObject({ pricePaid: 0, freeLevel: 1, action: 'pending', balanceAfter: 0 });
    expect(await LedgerEntryModel.countDocuments({ userId: user._id })).toBe(0);
    const after = await UserModel.findById(user._id).lean();
    expect(after).toMatchObject({ ...level1, balance: 0, consecutivePlays: 0, lastFreeBoxClaim: clock.now() });

    const history = (await server.request().get('/api/history').set(auth(token)).expect(200)).body as PageDto<HistoryEntryDto>;
    expect(history.entries[0]).toMatchObject({ id: res.openingId, pricePaid: 0, freeLevel: 1 });

    // Rotate the seed to reveal it; the public proof then verifies with the protocol's own draw.
    await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200);
    const proof = (await server.request().get(res.proofUrl).expect(200)).body as OpeningProofDto;
    expect(proof).toMatchObject({ nonce: res.fairness.nonce, roll: res.fairness.roll, prizeId: res.prize.id });
    const verified = await verifyFairness({ ...proof, serverSeed: proof.serverSeed! });
    expect(verified).toMatchObject({ valid: true, hashMatches: true, prizeId: res.prize.id });
  });

  it('leaves the leaderboard, total spent and XP alone; the prize can be resold through the ledger', async () => {
    const { user, token } = await eligible({ username: 'freeclaimer' });
    const res = (await claim(token, { level: 1 }).expect(200)).body as FreeBoxClaimResultDto;
    const board = (await server.request().get('/api/leaderboard/current').expect(200)).body as { entries: { username: string }[] };
    expect(board.entries.map((e) => e.username)).not.toContain('freeclaimer');
    expect(await UserModel.findById(user._id).lean()).toMatchObject(level1);
    const sold = await server
      .request()
      .post(`/api/unboxings/${res.openingId}/action`)
      .set(auth(token))
      .send({ action: 'resell' })
      .expect(200);
    expect(sold.body).toMatchObject({ creditedCoins: res.resaleCoins, userBalance: res.resaleCoins });
    expect(await LedgerEntryModel.find({ userId: user._id }).lean()).toEqual([
      expect.objectContaining({ kind: 'resale', amount: res.resaleCoins }),
    ]);
  });

  it('refuses a second claim for 24 hours (rolling): at 23:59 refused with Retry-After, at 24:00 allowed', async () => {
    const { token } = await eligible();
    await claim(token, { level: 1 }).expect(200);
    clock.advance(DAY - 60_000);
    const refused = await claim(token, { level: 1 }).expect(429);
    expect(refused.body).toMatchObject({ code: ErrorCode.FREE_BOX_COOLDOWN, details: { nextClaimAt: '2026-01-16T12:00:00.000Z' } });
    expect(refused.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    const again = (await claim(token, { level: 1 }).expect(200)).body as FreeBoxClaimResultDto;
    expect(again.nextClaimAt).toBe('2026-01-17T12:00:00.000Z');
  });

  it('lets exactly one of 20 parallel claims through', async () => {
    const { user, token } = await eligible();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(token, { level: 1 })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expect(r.body.code).toBe(ErrorCode.FREE_BOX_COOLDOWN);
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(1);
    const after = await UserModel.findById(user._id).lean();
    expect(after?.lastFreeBoxClaim).toEqual(clock.now());
  });

  it('names every missing requirement: spent, XP, level', async () => {
    const { token } = await buildUser(server.ctx, { totalSpent: 2499, experiencePoints: 100, freeBoxLevel: 0 });
    const res = await claim(token, { level: 1 }).expect(403);
    expect(res.body).toMatchObject({
      code: ErrorCode.FREE_BOX_LOCKED,
      details: { missing: 'spent,xp,level', requiredSpent: '2500', totalSpent: '2499', requiredXP: '2500', experiencePoints: '100' },
    });
    for (const [overrides, missing] of [
      [{ totalSpent: 2499 }, 'spent'],
      [{ experiencePoints: 2499 }, 'xp'],
      [{ freeBoxLevel: 0 }, 'level'],
    ] as const) {
      const player = await eligible(overrides);
      expect((await claim(player.token, { level: 1 }).expect(403)).body.details.missing).toBe(missing);
    }
  });

  it('claims come from the highest unlocked level only', async () => {
    const { token } = await buildUser(server.ctx, { totalSpent: 10_000, experiencePoints: 10_000, freeBoxLevel: 2 });
    const res = await claim(token, { level: 1 }).expect(409);
    expect(res.body).toMatchObject({ code: ErrorCode.FREE_BOX_NOT_HIGHEST, details: { highestLevel: '2' } });
    expect((await claim(token, { level: 2 }).expect(200)).body).toMatchObject({ level: 2 });
  });

  it('answers bad requests with stable codes', async () => {
    const { token } = await eligible();
    expect((await server.request().post('/api/free-boxes/claim').send({ level: 1 }).expect(401)).body.code).toBe(ErrorCode.AUTH_REQUIRED);
    for (const body of [{}, { level: 'one' }, { level: 1.5 }, { level: 0 }, { level: 1, extra: true }]) {
      expect((await claim(token, body).expect(400)).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const malformed = await server
      .request()
      .post('/api/free-boxes/claim')
      .set(auth(token))
      .set('Content-Type', 'application/json')
      .send('{"level":');
    expect(malformed.status).toBe(400);
    expect((await claim(token, { level: 7 }).expect(404)).body.code).toBe(ErrorCode.FREE_BOX_LEVEL_UNKNOWN);
  });
});

describe('freeBoxLevel', () => {
  it('is raised by the paid opening whose totals reach a level, in the same write', async () => {
    const box = cheapestBox(await listBoxes(server));
    const { user, token } = await buildUser(server.ctx, {
      totalSpent: 2500 - box.priceCoins,
      experiencePoints: 2500 - xpFor(box.priceCoins),
    });
    await fundUser(server.ctx, user._id, box.priceCoins * 2);
    await openBox(server, token, box.id).expect(200);
    expect(await UserModel.findById(user._id).lean()).toMatchObject({ totalSpent: 2500, experiencePoints: 2500, freeBoxLevel: 1 });
    await openBox(server, token, box.id).expect(200);
    expect((await UserModel.findById(user._id).lean())?.freeBoxLevel).toBe(1);
    await claim(token, { level: 1 }).expect(200);
  });

  it('is never lowered by a paid opening whose totals reach less', async () => {
    const box = cheapestBox(await listBoxes(server));
    const { user, token } = await buildUser(server.ctx, { totalSpent: 0, experiencePoints: 0, freeBoxLevel: 3 });
    await fundUser(server.ctx, user._id, box.priceCoins);
    await openBox(server, token, box.id).expect(200);
    expect(await UserModel.findById(user._id).lean()).toMatchObject({ totalSpent: box.priceCoins, freeBoxLevel: 3 });
  });
});
