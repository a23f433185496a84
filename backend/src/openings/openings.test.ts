import type { Ack, BoxDto, OpenBoxResultDto, OpeningProofDto, PageDto, HistoryEntryDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';
import { BoxModel } from '../boxes/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { OpeningModel } from './model';

let server: TestServer;
let boxes: BoxDto[];
beforeAll(async () => {
  server = await startTestServer();
  boxes = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
});
afterAll(() => server.stop());

const cheapest = () => boxes.reduce((a, b) => (a.priceCoins <= b.priceCoins ? a : b));
let keys = 0;
const newKey = () => `req-${Date.now()}-${(keys += 1)}`;

function open(token: string | null, boxId: string, body?: object) {
  const req = server.request().post(`/api/boxes/${boxId}/open`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return body ? req.send(body) : req;
}

function socketOpen(socket: ClientSocket, payload: unknown): Promise<Ack<OpenBoxResultDto>> {
  return new Promise((resolve) => socket.emit('box:open', payload as never, resolve));
}

describe('POST /api/boxes/:id/open', () => {
  it('charges the price, draws a prize and records everything in one go', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 3);
    const result = (await open(token, box.id).expect(200)).body as OpenBoxResultDto;
    expect(result.userBalance).toBe(box.priceCoins * 2);
    expect(box.prizes.map((p) => p.id)).toContain(result.prize.id);
    expect(result).toMatchObject({
      consecutivePlays: 1,
      isEligibleForLegendary: false,
      playsUntilLegendary: 4,
      pricePaid: box.priceCoins,
      replayed: false,
    });
    expect(result.box).toEqual({ id: box.id, name: box.name, category: box.category });
    expect(result.fairness).toMatchObject({
      nonce: 0,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
    });
    expect(result.proofUrl).toBe(`/api/openings/${result.openingId}/proof`);
    const stored = await UserModel.findById(user._id).lean();
    expect(stored).toMatchObject({
      balance: box.priceCoins * 2,
      totalSpent: box.priceCoins,
      experiencePoints: box.priceCoins,
      consecutivePlays: 1,
      lastPlayedCategory: box.category,
    });
    expect(
      await LedgerEntryModel.countDocuments({
        userId: user._id,
        kind: 'opening',
        ref: `opening:${result.openingId}`,
        amount: -box.priceCoins,
      }),
    ).toBe(1);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('counts nonces and XP over several openings ($1 = 100 XP = 100 coins)', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 3);
    const nonces = [];
    for (let i = 0; i < 3; i++) nonces.push(((await open(token, box.id).expect(200)).body as OpenBoxResultDto).fairness.nonce);
    expect(nonces).toEqual([0, 1, 2]);
    expect(await UserModel.findById(user._id).lean()).toMatchObject({
      balance: 0,
      experiencePoints: box.priceCoins * 3,
      totalSpent: box.priceCoins * 3,
    });
  });

  it('refuses an unaffordable opening with 402 INSUFFICIENT_BALANCE and charges nothing', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins - 1);
    const res = await open(token, box.id).expect(402);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: expect.stringMatching(/enough coins/),
      details: { balance: String(box.priceCoins - 1), required: String(box.priceCoins) },
    });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins - 1);
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(0);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'opening' })).toBe(0);
  });

  it('answers 404 for unknown or inactive boxes and 400 for malformed ids', async () => {
    const { token } = await buildFundedUser(server.ctx, 100_000);
    expect((await open(token, '0123456789abcdef01234567').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await open(token, 'not-a-box').expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { id: expect.any(String) },
    });
    const inactive = await alwaysWins('Tech', 10, { name: 'Gone', rarity: 'common', valueUsdCents: 100 });
    await BoxModel.updateOne({ _id: inactive }, { $set: { active: false } });
    server.ctx.bus.emit('catalog.changed', { boxId: inactive });
    expect((await open(token, inactive).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('refuses missing, tampered and stale tokens with 401 and a stable code', async () => {
    const box = cheapest();
    expect((await open(null, box.id).expect(401)).body.code).toBe('AUTH_REQUIRED');
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins);
    expect((await open(`${token.slice(0, -3)}abc`, box.id).expect(401)).body.code).toBe('INVALID_TOKEN');
    await UserModel.updateOne({ _id: user._id }, { $inc: { tokenVersion: 1 } });
    expect((await open(token, box.id).expect(401)).body.code).toBe('INVALID_TOKEN');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins);
  });

  it('refuses bad bodies and bad idempotency keys with 400', async () => {
    const box = cheapest();
    const { token } = await buildFundedUser(server.ctx, box.priceCoins * 5);
    expect((await open(token, box.id, { requestId: 'ok', extra: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await open(token, box.id, { requestId: 'spaces are bad' }).expect(400)).body.details).toHaveProperty('requestId');
    expect((await open(token, box.id, { requestId: 'x'.repeat(65) }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await open(token, box.id, { requestId: 42 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const bad = await server
      .request()
      .post(`/api/boxes/${box.id}/open`)
      .set('Authorization', `Bearer ${token}`)
      .set('Idempotency-Key', 'no/slashes')
      .expect(400);
    expect(bad.body.details).toHaveProperty('Idempotency-Key');
    const malformed = await server
      .request()
      .post(`/api/boxes/${box.id}/open`)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"requestId":');
    expect(malformed.status).toBe(400);
  });

  it('suspends openings for a banned account that still holds a socket', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins);
    const socket = await server.connect(token);
    await UserModel.updateOne({ _id: user._id }, { $set: { banned: true } });
    expect(await socketOpen(socket, { boxId: box.id, requestId: newKey() })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT_BANNED' },
    });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins);
  });
});

describe('idempotency', () => {
  it('returns the first result for a repeated requestId (body or Idempotency-Key) and charges once', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 3);
    const key = newKey();
    const first = (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
    const again = (
      await server
        .request()
        .post(`/api/boxes/${box.id}/open`)
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', key)
        .expect(200)
    ).body as OpenBoxResultDto;
    expect(again).toEqual({ ...first, replayed: true });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins * 2);
  });

  it('replays even when the balance no longer covers another opening', async () => {
    const box = cheapest();
    const { token } = await buildFundedUser(server.ctx, box.priceCoins);
    const key = newKey();
    const first = (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
    expect(((await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto).openingId).toBe(first.openingId);
  });

  it('refuses a requestId reused for another box with 409 IDEMPOTENCY_CONFLICT', async () => {
    const [a, b] = boxes;
    const { token } = await buildFundedUser(server.ctx, a!.priceCoins + b!.priceCoins);
    const key = newKey();
    await open(token, a!.id, { requestId: key }).expect(200);
    expect((await open(token, b!.id, { requestId: key }).expect(409)).body.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('charges once when the same requestId arrives 20 times in parallel (REST and socket)', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 10);
    const socket = await server.connect(token);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        if (i % 2) return (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
        const ack = await socketOpen(socket, { boxId: box.id, requestId: key });
        if (!ack.ok) throw new Error(ack.error.message);
        return ack.data;
      }),
    );
    expect(new Set(results.map((r) => r.openingId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins * 9);
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(1);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });
});

describe('box:open over the socket', () => {
  it('opens with the same service and result shape as REST', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins);
    const socket = await server.connect(token);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: newKey() });
    expect(ack).toMatchObject({ ok: true, data: { userBalance: 0, consecutivePlays: 1, box: { id: box.id } } });
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(1);
  });

  it('acks stable errors for bad payloads, anonymous sockets, unknown boxes and empty wallets', async () => {
    const box = cheapest();
    const { token } = await buildFundedUser(server.ctx, 0);
    const socket = await server.connect(token);
    for (const payload of [
      {},
      { boxId: box.id },
      { boxId: 'nope', requestId: 'a' },
      { boxId: box.id, requestId: 'a', more: 1 },
      'text',
      null,
    ]) {
      expect(await socketOpen(socket, payload)).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await socketOpen(socket, { boxId: '0123456789abcdef01234567', requestId: 'a' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await socketOpen(socket, { boxId: box.id, requestId: 'a' })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_BALANCE' },
    });
    const anonymous = await server.connect();
    expect(await socketOpen(anonymous, { boxId: box.id, requestId: 'a' })).toMatchObject({ ok: false, error: { code: 'AUTH_REQUIRED' } });
  });

  it('ignores a request without an ack and keeps serving the socket', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins);
    const socket = await server.connect(token);
    socket.emit('box:open', { boxId: box.id, requestId: newKey() } as never, undefined as never);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: newKey() });
    expect(ack.ok).toBe(true);
    expect(socket.connected).toBe(true);
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(1);
  });
});

describe('concurrency', () => {
  it('lets exactly k of 200 parallel openings (REST and socket) through for a balance of k prices', async () => {
    const k = 37;
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * k);
    const sockets = await Promise.all(Array.from({ length: 4 }, () => server.connect(token)));
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, async (_, i): Promise<{ ok: boolean; code?: string; nonce?: number }> => {
        if (i % 2) {
          // 100 socket requests spread over 4 sockets (25 each, within the per-socket burst budget).
          const ack = await socketOpen(sockets[((i - 1) / 2) % 4]!, { boxId: box.id, requestId: newKey() });
          return ack.ok ? { ok: true, nonce: ack.data.fairness.nonce } : { ok: false, code: ack.error.code };
        }
        const res = await open(token, box.id, { requestId: newKey() });
        return res.status === 200 ? { ok: true, nonce: (res.body as OpenBoxResultDto).fairness.nonce } : { ok: false, code: res.body.code };
      }),
    );
    const won = outcomes.filter((o) => o.ok);
    expect(won).toHaveLength(k);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(won.map((o) => o.nonce).sort((a, b) => a! - b!)).toEqual(Array.from({ length: k }, (_, i) => i));
    const stored = await UserModel.findById(user._id).lean();
    expect(stored).toMatchObject({ balance: 0, totalSpent: box.priceCoins * k, consecutivePlays: expect.any(Number) });
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(k);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  }, 120_000);
});

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

describe('domain events', () => {
  it('emits opening.completed, balance.changed and winner.announced after commit, and nothing for a refused opening', async () => {
    const boxId = await alwaysWins('Gaming', 100, { name: 'Controller', rarity: 'rare', valueUsdCents: 6_000 });
    const { user, token } = await buildFundedUser(server.ctx, 150);
    const seen: string[] = [];
    const payloads: Record<string, unknown> = {};
    const offs = (['opening.completed', 'balance.changed', 'winner.announced'] as const).map((name) =>
      server.ctx.bus.on(name, async (payload) => {
        if ((payload as { userId: string }).userId !== String(user._id)) return;
        seen.push(name);
        payloads[name] = payload;
        // Handlers run after commit: the opening is already visible outside the transaction.
        if (name === 'opening.completed')
          expect(await OpeningModel.exists({ _id: (payload as { openingId: string }).openingId })).toBeTruthy();
      }),
    );
    try {
      const result = (await open(token, boxId).expect(200)).body as OpenBoxResultDto;
      await open(token, boxId).expect(402);
      expect(seen.sort()).toEqual(['balance.changed', 'opening.completed', 'winner.announced']);
      expect(payloads['balance.changed']).toMatchObject({
        userId: String(user._id),
        balance: 50,
        delta: -100,
        kind: 'opening',
        ref: `opening:${result.openingId}`,
      });
      expect(payloads['opening.completed']).toMatchObject({
        openingId: result.openingId,
        username: user.username,
        box: { id: boxId, category: 'Gaming', priceCoins: 100 },
        prize: { name: 'Controller', valueInUSD: '60.00' },
        isWin: true,
        balanceAfter: 50,
      });
      expect(payloads['winner.announced']).toMatchObject({
        username: user.username,
        prizeName: 'Controller',
        prizeValue: '60.00',
        iconClass: 'gift',
      });
    } finally {
      for (const off of offs) off();
    }
  });
});

describe('GET /api/history', () => {
  it('pages the player’s openings newest first with the spec’s fields', async () => {
    const boxId = await alwaysWins('Fashion', 10, { name: 'Scarf', rarity: 'uncommon', valueUsdCents: 2_500 });
    const { token } = await buildFundedUser(server.ctx, 30);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await open(token, boxId).expect(200)).body as OpenBoxResultDto).openingId);
    const auth = { Authorization: `Bearer ${token}` };
    const first = (await server.request().get('/api/history?limit=2').set(auth).expect(200)).body as PageDto<HistoryEntryDto>;
    expect(first.entries.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.entries[0]).toMatchObject({
      prizeName: 'Scarf',
      prizeValue: '25.00',
      action: 'pending',
      box: { id: boxId, name: expect.any(String) },
      prize: { iconClass: 'gift', rarity: 'uncommon' },
      rarity: 'uncommon',
      isWin: true,
      pricePaid: 10,
      proofUrl: `/api/openings/${ids[2]}/proof`,
      createdAt: expect.any(String),
    });
    const second = (await server.request().get(`/api/history?limit=2&cursor=${first.nextCursor}`).set(auth).expect(200))
      .body as PageDto<HistoryEntryDto>;
    expect(second).toEqual({ entries: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
  });

  it('needs a session and a sane query', async () => {
    expect((await server.request().get('/api/history').expect(401)).body.code).toBe('AUTH_REQUIRED');
    const { token } = await buildUser(server.ctx);
    const auth = { Authorization: `Bearer ${token}` };
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=zzz', 'other=1']) {
      expect((await server.request().get(`/api/history?${q}`).set(auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    expect((await server.request().get('/api/history').set(auth).expect(200)).body).toEqual({ entries: [], nextCursor: null });
  });
});
