import type { Types } from 'mongoose';
import {
  verifyFairness,
  type AdminBoxDto,
  type AdminPrizeWriteDto,
  type BoxDto,
  type OpenBoxResultDto,
  type OpeningProofDto,
} from '@nova/protocol';
import { catalogApi, publishedWith, type CatalogApi } from '../../test/adminCatalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { newRequestId, openBox, socketOpen } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';
import { BoxModel } from '../boxes/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { OpeningModel } from './model';

// A player never gets odds they were not shown: the open request carries the box's odds version.

let server: TestServer;
let admin: CatalogApi;
beforeAll(async () => {
  server = await startTestServer();
  admin = catalogApi(server, (await buildUser(server.ctx, { role: 'admin' })).token);
});
afterAll(() => server.stop());

const shown = async (id: string) => (await server.request().get(`/api/boxes/${id}`).expect(200)).body as BoxDto;

/** What the player has been charged and won so far. */
async function account(userId: Types.ObjectId) {
  return {
    balance: (await UserModel.findById(userId).lean())!.balance,
    openings: await OpeningModel.countDocuments({ userId }),
    entries: await LedgerEntryModel.countDocuments({ userId }),
  };
}

/** A published box whose 'Lamp' prize an admin reprices, changing the odds version. */
async function boxAndEdit(): Promise<{ box: AdminBoxDto; edit: () => Promise<AdminBoxDto> }> {
  const box = await publishedWith(admin, [
    { name: 'Lamp', probability: 40, value: '30.00' },
    { name: 'Nothing', probability: 60 },
  ]);
  const lamp = box.prizes[0]!;
  const edit = async () =>
    ((await admin.updatePrize(lamp.id, { version: lamp.version, value: '35.00' }).expect(200)).body as AdminPrizeWriteDto).box;
  return { box, edit };
}

describe('an edit between viewing and opening', () => {
  it('over REST: 409 ODDS_CHANGED with the current version, nothing charged; the current version opens', async () => {
    const { box, edit } = await boxAndEdit();
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    const seen = (await shown(box.id)).oddsVersion;
    expect(seen).toBe(box.oddsVersion);
    const edited = await edit();
    expect(edited.oddsVersion).toBe(seen + 1);

    const before = await account(user._id);
    const res = await openBox(server, token, box.id, { requestId: newRequestId(), oddsVersion: seen }).expect(409);
    expect(res.body).toMatchObject({ code: 'ODDS_CHANGED', details: { oddsVersion: String(edited.oddsVersion) } });
    expect(await account(user._id)).toEqual(before);

    const opened = (await openBox(server, token, box.id, { requestId: newRequestId(), oddsVersion: edited.oddsVersion }).expect(200))
      .body as OpenBoxResultDto;
    expect(opened.pricePaid).toBe(box.priceCoins);
    const proof = (await server.request().get(`/api/openings/${opened.openingId}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof.oddsVersion).toBe(edited.oddsVersion);
  });

  it('over the socket: the ack is ODDS_CHANGED, nothing charged', async () => {
    const { box, edit } = await boxAndEdit();
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    const socket = await server.connect(token);
    const seen = (await shown(box.id)).oddsVersion;
    const edited = await edit();
    const before = await account(user._id);
    const ack = await socketOpen(socket, { boxId: box.id, requestId: newRequestId(), oddsVersion: seen });
    expect(ack).toEqual({
      ok: false,
      error: {
        code: 'ODDS_CHANGED',
        message: expect.stringMatching(/odds of this box changed/),
        details: { oddsVersion: String(edited.oddsVersion) },
      },
    });
    expect(await account(user._id)).toEqual(before);
    const fine = await socketOpen(socket, { boxId: box.id, requestId: newRequestId(), oddsVersion: edited.oddsVersion });
    expect(fine.ok).toBe(true);
    for (const bad of [0, -1, 1.5, '3', null]) {
      const refused = await socketOpen(socket, { boxId: box.id, requestId: newRequestId(), oddsVersion: bad });
      expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await openBox(server, token, box.id, { oddsVersion: 'latest' }).expect(400)).body.details).toHaveProperty('oddsVersion');
  });

  it('without a version the opening draws from the current published table', async () => {
    const { box, edit } = await boxAndEdit();
    await edit();
    const { token } = await buildFundedUser(server.ctx, 5_000);
    const opened = (await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200)).body as OpenBoxResultDto;
    const proof = (await server.request().get(`/api/openings/${opened.openingId}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof.oddsVersion).toBe(box.oddsVersion + 1);
  });

  it('a retried request that was already charged returns that opening, even after the odds moved on', async () => {
    const { box, edit } = await boxAndEdit();
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    const requestId = newRequestId();
    const first = (await openBox(server, token, box.id, { requestId, oddsVersion: box.oddsVersion }).expect(200)).body as OpenBoxResultDto;
    await edit();
    const before = await account(user._id);
    const again = (await openBox(server, token, box.id, { requestId, oddsVersion: box.oddsVersion }).expect(200)).body as OpenBoxResultDto;
    expect(again).toMatchObject({ openingId: first.openingId, replayed: true });
    expect(await account(user._id)).toEqual(before);
  });
});

describe('openings racing odds edits', () => {
  it('draw each from exactly the table of the version they record; refusals charge nothing; the ledger matches every balance', async () => {
    let box = await publishedWith(
      admin,
      [
        { name: 'Lamp', probability: 40, value: '30.00' },
        { name: 'Nothing', probability: 60 },
      ],
      { price: '1.00' },
    );
    const [lamp, nothing] = box.prizes as [AdminBoxDto['prizes'][0], AdminBoxDto['prizes'][0]];
    const tables = new Map<number, [string, number][]>();
    const record = (b: AdminBoxDto) =>
      tables.set(
        b.oddsVersion,
        b.prizes.map((p) => [p.id, p.oddsPpm]),
      );
    record(box);
    const seen = box.oddsVersion;
    const players = await Promise.all(Array.from({ length: 6 }, () => buildFundedUser(server.ctx, 10_000)));
    // Every other request names the version the players saw at the start; the others name none.
    const requests = players.flatMap(({ token }) =>
      Array.from({ length: 5 }, (_, k) => ({
        named: k % 2 === 0,
        response: openBox(server, token, box.id, { requestId: newRequestId(), ...(k % 2 === 0 ? { oddsVersion: seen } : {}) }).then(
          (r) => r,
        ),
      })),
    );
    // The admin moves the odds three times while they are under way (after the first one is answered).
    await Promise.race(requests.map((r) => r.response));
    for (const lampPercent of [30, 20, 10]) {
      const odds = {
        version: box.version,
        prizes: [
          { id: lamp.id, probability: lampPercent },
          { id: nothing.id, probability: 100 - lampPercent },
        ],
      };
      box = (await admin.odds(box.id, odds).expect(200)).body as AdminBoxDto;
      record(box);
    }
    const answers = await Promise.all(requests.map(async (r) => ({ named: r.named, res: await r.response })));

    for (const { named, res } of answers) {
      if (res.status === 409) expect([named, res.body.code]).toEqual([true, 'ODDS_CHANGED']);
      else expect(res.status).toBe(200);
    }
    const userIds = players.map((p) => p.user._id);
    const openings = await OpeningModel.find({ userId: { $in: userIds } }).lean();
    expect(openings).toHaveLength(answers.filter((a) => a.res.status === 200).length);
    for (const opening of openings) {
      expect(opening.odds.map((p) => [p.prizeId.toHexString(), p.oddsPpm])).toEqual(tables.get(opening.oddsVersion!));
    }
    // A request that named the version drew from that version's table, whatever the cache or the edits did meanwhile.
    const byId = new Map(openings.map((o) => [o._id.toHexString(), o]));
    for (const { named, res } of answers) {
      if (named && res.status === 200) expect(byId.get((res.body as OpenBoxResultDto).openingId)?.oddsVersion).toBe(seen);
    }
    expect(await checkLedgerInvariant(userIds)).toEqual({ ok: true, problems: [] });
    for (const { user } of players) {
      const paid = openings.filter((o) => o.userId.equals(user._id)).reduce((sum, o) => sum + o.pricePaid, 0);
      expect((await account(user._id)).balance).toBe(10_000 - paid);
    }
  });
});

describe('a stale catalog cache (an edit made on another node)', () => {
  it('is caught inside the opening transaction: the new price is charged, the old version refused', async () => {
    const box = await publishedWith(admin, [{ name: 'Cup', probability: 100, value: '2.00' }], { price: '3.00' });
    const { user, token } = await buildFundedUser(server.ctx, 10_000);
    await openBox(server, token, box.id).expect(200); // the cache now holds the box at its version
    // Another node's admin write: the database changes and no event reaches this node's cache.
    await BoxModel.updateOne({ _id: box.id }, { $set: { priceCoins: 400 }, $inc: { oddsVersion: 1, version: 1 } });
    const before = await account(user._id);
    const res = await openBox(server, token, box.id, { oddsVersion: box.oddsVersion }).expect(409);
    expect(res.body.details).toEqual({ oddsVersion: String(box.oddsVersion + 1) });
    expect(await account(user._id)).toEqual(before);
    const opened = (await openBox(server, token, box.id).expect(200)).body as OpenBoxResultDto;
    expect(opened.pricePaid).toBe(400);
    const later = (await openBox(server, token, box.id, { oddsVersion: box.oddsVersion + 1 }).expect(200)).body as OpenBoxResultDto;
    expect(later.pricePaid).toBe(400);
  });

  it('notices a box archived elsewhere: 404, nothing charged', async () => {
    const box = await publishedWith(admin, [{ name: 'Mug', probability: 100 }]);
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    await openBox(server, token, box.id).expect(200);
    await BoxModel.updateOne({ _id: box.id }, { $set: { status: 'archived' }, $inc: { version: 1 } });
    const before = await account(user._id);
    expect((await openBox(server, token, box.id).expect(404)).body.code).toBe('NOT_FOUND');
    expect(await account(user._id)).toEqual(before);
  });
});

describe('proofs after edits', () => {
  it('still verify with the table each opening was drawn with', async () => {
    const box = await publishedWith(admin, [
      { name: 'Pen', probability: 70 },
      { name: 'Nothing', probability: 30 },
    ]);
    const { token } = await buildFundedUser(server.ctx, 5_000);
    const opened = (await openBox(server, token, box.id, { oddsVersion: box.oddsVersion }).expect(200)).body as OpenBoxResultDto;
    const [pen, nothing] = box.prizes as [AdminBoxDto['prizes'][0], AdminBoxDto['prizes'][0]];
    await admin
      .odds(box.id, {
        version: box.version,
        prizes: [
          { id: nothing.id, probability: 90 },
          { id: pen.id, probability: 10 },
        ],
      })
      .expect(200);
    await server.request().post('/api/fairness/rotate').set('Authorization', `Bearer ${token}`).expect(200);
    const proof = (await server.request().get(`/api/openings/${opened.openingId}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof.table.map((p) => [p.name, p.oddsPpm])).toEqual([
      ['Pen', 700_000],
      ['Nothing', 300_000],
    ]);
    expect(await verifyFairness({ ...proof, serverSeed: proof.serverSeed! })).toMatchObject({ valid: true, prizeId: opened.prize.id });
  });
});
