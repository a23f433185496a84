import {
  sha256Hex,
  verifyFairness,
  type FairnessRotationDto,
  type FairnessStateDto,
  type OpenBoxResultDto,
  type OpeningProofDto,
} from '@nova/protocol';
import { craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';

let server: TestServer;
let boxId: string;
beforeAll(async () => {
  server = await startTestServer();
  boxId = await craftBox({
    category: 'Collectibles',
    priceCoins: 10,
    prizes: [
      { name: 'Mythic Card', rarity: 'legendary', oddsPpm: 5_000, valueUsdCents: 50_000 },
      { name: 'Holo Card', rarity: 'epic', oddsPpm: 95_000, valueUsdCents: 5_000 },
      { name: 'Card', rarity: 'common', oddsPpm: 400_000, valueUsdCents: 200 },
      { name: 'Nothing', rarity: 'none', oddsPpm: 500_000, valueUsdCents: 0 },
    ],
  });
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const openBox = async (token: string) =>
  (await server.request().post(`/api/boxes/${boxId}/open`).set(auth(token)).expect(200)).body as OpenBoxResultDto;
const proofOf = async (id: string) => (await server.request().get(`/api/openings/${id}/proof`).expect(200)).body as OpeningProofDto;

describe('seed state', () => {
  it('commits to a server seed before play and never shows it', async () => {
    const { token } = await buildUser(server.ctx);
    const state = (await server.request().get('/api/fairness').set(auth(token)).expect(200)).body as FairnessStateDto;
    expect(state).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.stringMatching(/^[0-9a-f]{20}$/),
      nonce: 0,
      previous: null,
    });
    expect(JSON.stringify(state)).not.toMatch(/serverSeed"/);
    expect((await server.request().get('/api/fairness').set(auth(token)).expect(200)).body).toEqual(state);
    expect((await server.request().get('/api/fairness').expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it('keeps the server seed secret from the session user endpoints and documents', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10);
    await openBox(token);
    const stored = await UserModel.findById(user._id).lean();
    expect(stored).not.toHaveProperty('fairness');
    expect((await UserModel.findById(user._id).select('+fairness').lean())?.fairness?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates seeds in the opening transaction for a user stored without them', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 20);
    await UserModel.collection.updateOne({ _id: user._id }, { $unset: { fairness: 1 } });
    const first = await openBox(token);
    const second = await openBox(token);
    expect([first.fairness.nonce, second.fairness.nonce]).toEqual([0, 1]);
    expect(second.fairness.serverSeedHash).toBe(first.fairness.serverSeedHash);
    const state = (await server.request().get('/api/fairness').set(auth(token)).expect(200)).body as FairnessStateDto;
    expect(state).toMatchObject({ serverSeedHash: first.fairness.serverSeedHash, clientSeed: first.fairness.clientSeed, nonce: 2 });
    await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200);
    const proof = await proofOf(first.openingId);
    expect((await verifyFairness({ ...proof, serverSeed: proof.serverSeed! })).valid).toBe(true);
  });

  it('lets the player choose a client seed; the server seed and the nonce stay', async () => {
    const { token } = await buildFundedUser(server.ctx, 10);
    const opened = await openBox(token);
    const put = (clientSeed: unknown) => server.request().put('/api/fairness/client-seed').set(auth(token)).send({ clientSeed });
    const state = (await put('  my lucky seed 7!  ').expect(200)).body as FairnessStateDto;
    expect(state).toMatchObject({ clientSeed: 'my lucky seed 7!', nonce: 1, serverSeedHash: opened.fairness.serverSeedHash });
    for (const bad of ['', '   ', 'x'.repeat(65), 'tab\there', 'ünïcödé', 42, null]) {
      expect((await put(bad).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', details: { clientSeed: expect.any(String) } });
    }
    expect(
      (await server.request().put('/api/fairness/client-seed').set(auth(token)).send({ clientSeed: 'ok', nonce: 0 }).expect(400)).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await server.request().put('/api/fairness/client-seed').send({ clientSeed: 'ok' }).expect(401)).body.code).toBe(
      'AUTH_REQUIRED',
    );
  });
});

describe('proofs', () => {
  it('hides the server seed until rotation, then every opening verifies with the protocol verifier', async () => {
    const { token } = await buildFundedUser(server.ctx, 120);
    await server.request().put('/api/fairness/client-seed').set(auth(token)).send({ clientSeed: 'verify me' }).expect(200);
    const openings: OpenBoxResultDto[] = [];
    for (let i = 0; i < 10; i++) openings.push(await openBox(token));
    expect(openings.map((o) => o.fairness.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const committed = openings[0]!.fairness.serverSeedHash;
    expect(openings.every((o) => o.fairness.serverSeedHash === committed && o.fairness.clientSeed === 'verify me')).toBe(true);

    const hidden = await proofOf(openings[0]!.openingId);
    expect(hidden).toMatchObject({
      serverSeed: null,
      serverSeedHash: committed,
      clientSeed: 'verify me',
      nonce: 0,
      box: { id: boxId, category: 'Collectibles' },
    });
    expect(hidden.table.map((e) => e.name)).toEqual(['Mythic Card', 'Holo Card', 'Card', 'Nothing']);
    // Not eligible: the legendary's 5,000 ppm went to the lowest-value prize ('Nothing').
    expect(hidden.table.map((e) => e.oddsPpm)).toEqual([0, 95_000, 400_000, 505_000]);

    const rotation = (await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200)).body as FairnessRotationDto;
    expect(rotation.revealed).toMatchObject({ serverSeedHash: committed, clientSeed: 'verify me', nonce: 10 });
    expect(await sha256Hex(rotation.revealed.serverSeed)).toBe(committed);
    expect(rotation.current).toMatchObject({ nonce: 0, clientSeed: 'verify me', previous: { serverSeedHash: committed } });
    expect(rotation.current.serverSeedHash).not.toBe(committed);

    for (const opening of openings) {
      const proof = await proofOf(opening.openingId);
      expect(proof.serverSeed).toBe(rotation.revealed.serverSeed);
      const check = await verifyFairness({ ...proof, serverSeed: proof.serverSeed! });
      expect(check).toMatchObject({ valid: true, hashMatches: true, prizeId: opening.prize.id, roll: opening.fairness.roll });
    }
    const next = await openBox(token);
    expect(next.fairness).toMatchObject({ nonce: 0, serverSeedHash: rotation.current.serverSeedHash });
    expect((await proofOf(next.openingId)).serverSeed).toBeNull();
    const state = (await server.request().get('/api/fairness').set(auth(token)).expect(200)).body as FairnessStateDto;
    expect(state).toMatchObject({ nonce: 1, previous: { serverSeed: rotation.revealed.serverSeed } });
  });

  it('detects a tampered proof', async () => {
    const { token } = await buildFundedUser(server.ctx, 10);
    const opening = await openBox(token);
    await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200);
    const proof = await proofOf(opening.openingId);
    const honest = { ...proof, serverSeed: proof.serverSeed! };
    expect((await verifyFairness(honest)).valid).toBe(true);
    expect((await verifyFairness({ ...honest, serverSeed: 'f'.repeat(64) })).hashMatches).toBe(false);
    const otherPrize = proof.table.find((e) => e.prizeId !== proof.prizeId)!.prizeId;
    expect((await verifyFairness({ ...honest, prizeId: otherPrize })).valid).toBe(false);
  });

  it('answers 404 and 400 for unknown and malformed opening ids, and needs no session', async () => {
    expect((await server.request().get('/api/openings/0123456789abcdef01234567/proof').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await server.request().get('/api/openings/xyz/proof').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.request().post('/api/fairness/rotate').expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it('rotates safely while openings are in flight: each uses one seed pair and verifies', async () => {
    const { token } = await buildFundedUser(server.ctx, 200);
    const [openings] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => openBox(token))),
      server.request().post('/api/fairness/rotate').set(auth(token)).expect(200),
    ]);
    await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200);
    const byHash = new Map<string, number[]>();
    for (const o of openings) byHash.set(o.fairness.serverSeedHash, [...(byHash.get(o.fairness.serverSeedHash) ?? []), o.fairness.nonce]);
    for (const nonces of byHash.values()) expect(nonces.sort((a, b) => a - b)).toEqual(nonces.map((_, i) => i));
    for (const o of openings) {
      const proof = await proofOf(o.openingId);
      expect((await verifyFairness({ ...proof, serverSeed: proof.serverSeed! })).valid).toBe(true);
    }
  });
});
