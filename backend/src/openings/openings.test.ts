import type { BoxDto, HistoryEntryDto, OpenBoxResultDto, PageDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { cheapestBox, listBoxes, newRequestId, openBox, socketOpen } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';
import { BoxModel } from '../boxes/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { OpeningModel } from './model';

// Opening a box over REST and over the socket (charge, draw, refusals), and the player's history.
// Repeats, races and domain events: consistency.test.ts; legendary streaks: legendary.test.ts.

let server: TestServer;
let boxes: BoxDto[];
beforeAll(async () => {
  server = await startTestServer();
  boxes = await listBoxes(server);
});
afterAll(() => server.stop());

const cheapest = () => cheapestBox(boxes);
const open = (token: string | null, boxId: string, body?: object) => openBox(server, token, boxId, body);

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
    await BoxModel.updateOne({ _id: inactive }, { $set: { status: 'archived' } });
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
    expect(await socketOpen(socket, { boxId: box.id, requestId: newRequestId() })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT_BANNED' },
    });
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(box.priceCoins);
  });
});

describe('box:open over the socket', () => {
  it('opens with the same service and result shape as REST', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins);
    const socket = await server.connect(token);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: newRequestId() });
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
    socket.emit('box:open', { boxId: box.id, requestId: newRequestId() } as never, undefined as never);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: newRequestId() });
    expect(ack.ok).toBe(true);
    expect(socket.connected).toBe(true);
    expect(await OpeningModel.countDocuments({ userId: user._id })).toBe(1);
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
