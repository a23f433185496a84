import type { BoxDto, OpenBoxResultDto, ProfileDto, UserDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { cheapestBox, listBoxes, newRequestId, openBox, socketOpen } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { UserModel } from '../users/model';
import { OpeningModel } from './model';

// What holds however openings repeat or race: one charge per requestId, exactly k openings for a balance of
// k prices, and domain events only after commit.

let server: TestServer;
let boxes: BoxDto[];
beforeAll(async () => {
  server = await startTestServer();
  boxes = await listBoxes(server);
});
afterAll(() => server.stop());

const cheapest = () => cheapestBox(boxes);
const open = (token: string | null, boxId: string, body?: object) => openBox(server, token, boxId, body);

describe('idempotency', () => {
  it('returns the first result for a repeated requestId (body or Idempotency-Key) and charges once', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 3);
    const key = newRequestId();
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

  it('answers every balance with its version; a replay after a grant carries the older version than GET /api/me', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 2); // version 1
    const key = newRequestId();
    const first = (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
    expect(first).toMatchObject({ userBalance: box.priceCoins, balanceVersion: 2 });
    await fundUser(server.ctx, user._id, 1_000); // version 3
    const again = (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
    expect(again).toMatchObject({ replayed: true, userBalance: box.priceCoins, balanceVersion: 2 });
    const me = (await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(200)).body as UserDto;
    expect(me).toMatchObject({ balance: box.priceCoins + 1_000, balanceVersion: 3 });
    const profile = (await server.request().get('/api/user/profile').set('Authorization', `Bearer ${token}`).expect(200))
      .body as ProfileDto;
    expect(profile).toMatchObject({ balance: box.priceCoins + 1_000, balanceVersion: 3 });
  });

  it('replays even when the balance no longer covers another opening', async () => {
    const box = cheapest();
    const { token } = await buildFundedUser(server.ctx, box.priceCoins);
    const key = newRequestId();
    const first = (await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto;
    expect(((await open(token, box.id, { requestId: key }).expect(200)).body as OpenBoxResultDto).openingId).toBe(first.openingId);
  });

  it('refuses a requestId reused for another box with 409 IDEMPOTENCY_CONFLICT', async () => {
    const [a, b] = boxes;
    const { token } = await buildFundedUser(server.ctx, a!.priceCoins + b!.priceCoins);
    const key = newRequestId();
    await open(token, a!.id, { requestId: key }).expect(200);
    expect((await open(token, b!.id, { requestId: key }).expect(409)).body.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('charges once when the same requestId arrives 20 times in parallel (REST and socket)', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 10);
    const socket = await server.connect(token);
    const key = newRequestId();
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
          const ack = await socketOpen(sockets[((i - 1) / 2) % 4]!, { boxId: box.id, requestId: newRequestId() });
          return ack.ok ? { ok: true, nonce: ack.data.fairness.nonce } : { ok: false, code: ack.error.code };
        }
        const res = await open(token, box.id, { requestId: newRequestId() });
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
