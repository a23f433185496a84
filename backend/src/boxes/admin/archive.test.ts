import {
  verifyFairness,
  type AdminBoxDeleteDto,
  type AdminBoxDto,
  type AdminPrizeDeleteDto,
  type BoxDto,
  type HistoryEntryDto,
  type OpenBoxResultDto,
  type OpeningProofDto,
  type PageDto,
  type WinnersPageDto,
} from '@nova/protocol';
import { catalogApi, publishedWith, validPrize, type CatalogApi } from '../../../test/adminCatalog';
import { buildUser } from '../../../test/factories';
import { buildFundedUser } from '../../../test/ledger';
import { openBox } from '../../../test/openings';
import { startTestServer, type TestServer } from '../../../test/server';
import { LedgerEntryModel } from '../../ledger/model';
import { UserModel } from '../../users/model';
import { BoxModel, PrizeModel } from '../model';

let server: TestServer;
let admin: CatalogApi;
beforeAll(async () => {
  server = await startTestServer();
  admin = catalogApi(server, (await buildUser(server.ctx, { role: 'admin' })).token);
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };

describe('deleting a box that has openings archives it', () => {
  it('takes it out of the shop and refuses openings, while history, proofs, ship, resell and winners keep working', async () => {
    const box = await publishedWith(admin, [{ name: 'Watch', probability: 100, value: '250.00', rarity: 'epic' }], {
      name: 'Soon Archived',
      price: '1.00',
    });
    const { user, token } = await buildFundedUser(server.ctx, 1_000);
    const first = (await openBox(server, token, box.id, { oddsVersion: box.oddsVersion }).expect(200)).body as OpenBoxResultDto;
    const second = (await openBox(server, token, box.id).expect(200)).body as OpenBoxResultDto;

    const removed = (await admin.remove(box.id, box.version).expect(200)).body as AdminBoxDeleteDto;
    expect(removed).toMatchObject({ outcome: 'archived', box: { status: 'archived', isFeatured: false } });
    expect(removed.box?.archivedAt).not.toBeNull();

    // Gone from the shop, refused by the opening (nothing charged), still listed for admins.
    expect(((await server.request().get('/api/boxes').expect(200)).body as BoxDto[]).some((b) => b.id === box.id)).toBe(false);
    await server.request().get(`/api/boxes/${box.id}`).expect(404);
    const balance = (await UserModel.findById(user._id).lean())!.balance;
    expect((await openBox(server, token, box.id).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await UserModel.findById(user._id).lean())!.balance).toBe(balance);
    expect(((await admin.list('?status=archived').expect(200)).body as AdminBoxDto[]).map((b) => b.id)).toContain(box.id);

    // History, proof, ship and resell of its openings.
    const history = (await server.request().get('/api/history').set(auth(token)).expect(200)).body as PageDto<HistoryEntryDto>;
    expect(history.entries.map((e) => [e.id, e.box.name, e.prizeName])).toEqual([
      [second.openingId, 'Soon Archived', 'Watch'],
      [first.openingId, 'Soon Archived', 'Watch'],
    ]);
    await server.request().post(`/api/unboxings/${first.openingId}/action`).set(auth(token)).send({ action: 'ship', address }).expect(200);
    const resold = await server
      .request()
      .post(`/api/unboxings/${second.openingId}/action`)
      .set(auth(token))
      .send({ action: 'resell' })
      .expect(200);
    expect(resold.body.creditedCoins).toBeGreaterThan(0);
    await server.request().post('/api/fairness/rotate').set(auth(token)).expect(200);
    const proof = (await server.request().get(`/api/openings/${first.openingId}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof).toMatchObject({ box: { id: box.id, name: 'Soon Archived' }, oddsVersion: box.oddsVersion });
    expect((await verifyFairness({ ...proof, serverSeed: proof.serverSeed! })).valid).toBe(true);
    const winners = (await server.request().get('/api/winners?limit=50').expect(200)).body as WinnersPageDto;
    expect(winners.entries.filter((w) => w.boxId === box.id)).toHaveLength(2);

    // Archived boxes cannot be edited.
    for (const res of [
      await admin.update(box.id, { version: removed.box!.version, name: 'Back' }),
      await admin.publish(box.id, removed.box!.version),
      await admin.odds(box.id, { version: removed.box!.version, prizes: [{ id: box.prizes[0]!.id, probability: 100 }] }),
      await admin.addPrize(validPrize(box.id)),
      await admin.updatePrize(box.prizes[0]!.id, { version: box.prizes[0]!.version, name: 'Other' }),
      await admin.remove(box.id, removed.box!.version),
    ]) {
      expect([res.status, res.body.code]).toEqual([409, 'BOX_ARCHIVED']);
    }
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'opening' })).toBe(2);
  });

  it('removes a published box nobody opened, with its prizes, and a draft', async () => {
    const box = await publishedWith(admin, [{ name: 'Unloved', probability: 100 }]);
    expect(((await admin.remove(box.id, box.version).expect(200)).body as AdminBoxDeleteDto).outcome).toBe('deleted');
    expect([await BoxModel.exists({ _id: box.id }), await PrizeModel.countDocuments({ boxId: box.id })]).toEqual([null, 0]);
    expect((await admin.get(box.id).expect(404)).body.code).toBe('NOT_FOUND');
  });
});

describe('deleting a prize an opening drew from archives it', () => {
  it('leaves the table but stays in the proofs; a prize never drawn from is removed', async () => {
    const box = await publishedWith(admin, [
      { name: 'Left', probability: 50 },
      { name: 'Right', probability: 50 },
    ]);
    const { token } = await buildFundedUser(server.ctx, 500);
    const opened = (await openBox(server, token, box.id).expect(200)).body as OpenBoxResultDto;
    const draft = (await admin.unpublish(box.id, box.version).expect(200)).body as AdminBoxDto;
    const right = draft.prizes[1]!;
    const archived = (await admin.removePrize(right.id, right.version).expect(200)).body as AdminPrizeDeleteDto;
    expect(archived).toMatchObject({ outcome: 'archived', prize: null, box: { prizeCount: 1, oddsTotalPpm: 500_000 } });
    expect(await PrizeModel.findById(right.id).lean()).toMatchObject({ archived: true });
    expect((await admin.updatePrize(right.id, { version: right.version + 1, name: 'x' }).expect(404)).body.message).toBe('Prize not found');

    const added = (await admin.addPrize(validPrize(box.id, { name: 'Fresh', probability: 50 })).expect(201)).body as {
      prize: { id: string; version: number };
    };
    const gone = (await admin.removePrize(added.prize.id, added.prize.version).expect(200)).body as AdminPrizeDeleteDto;
    expect(gone.outcome).toBe('deleted');
    expect(await PrizeModel.exists({ _id: added.prize.id })).toBeNull();

    const proof = (await server.request().get(`/api/openings/${opened.openingId}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof.table.map((p) => [p.name, p.oddsPpm])).toEqual([
      ['Left', 500_000],
      ['Right', 500_000],
    ]);
  });
});
