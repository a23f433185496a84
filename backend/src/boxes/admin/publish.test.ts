import type { AdminBoxDto, AdminPrizeWriteDto, AuditEntryDto, AuditPageDto, BoxDto } from '@nova/protocol';
import { catalogApi, draftWith, validPrize, type CatalogApi } from '../../../test/adminCatalog';
import { buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { AuditEntryModel } from '../../audit/model';
import { BoxModel, PrizeModel } from '../model';

let server: TestServer;
let admin: CatalogApi;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await buildUser(server.ctx, { role: 'admin', username: 'Editor' })).token;
  admin = catalogApi(server, adminToken);
});
afterAll(() => server.stop());

const shopHas = async (id: string) => ((await server.request().get('/api/boxes').expect(200)).body as BoxDto[]).some((b) => b.id === id);

/** Runs a write and returns the one audit entry it added (fails if it added none or several). */
async function auditedOnce(write: () => Promise<unknown>): Promise<AuditEntryDto> {
  const before = await AuditEntryModel.countDocuments({});
  await write();
  expect(await AuditEntryModel.countDocuments({})).toBe(before + 1);
  const page = (await server.request().get('/api/admin/audit?limit=1').set('Authorization', `Bearer ${adminToken}`).expect(200))
    .body as AuditPageDto;
  return page.entries[0]!;
}

/** Runs writes that must be refused and checks they added no audit entry and changed no box or prize. */
async function refusedQuietly(...writes: (() => Promise<unknown>)[]): Promise<void> {
  const snapshot = async () => [
    await AuditEntryModel.countDocuments({}),
    JSON.stringify(await BoxModel.find().lean()),
    JSON.stringify(await PrizeModel.find().lean()),
  ];
  const before = await snapshot();
  for (const write of writes) await write();
  expect(await snapshot()).toEqual(before);
}

describe('the publish rule: exactly 100%, in integer ppm', () => {
  it('refuses 99.9% and 100.1% with 409 ODDS_TOTAL_INVALID, publishes at 100%', async () => {
    const box = await draftWith(admin, [
      { name: 'A', probability: 50 },
      { name: 'B', probability: 49.9 },
    ]);
    await refusedQuietly(async () => {
      const res = await admin.publish(box.id, box.version).expect(409);
      expect(res.body).toMatchObject({ code: 'ODDS_TOTAL_INVALID', details: { totalPpm: '999000', total: '99.9' } });
    });
    const fixed = (await admin.addPrize(validPrize(box.id, { name: 'C', probability: 0.2 })).expect(201)).body as AdminPrizeWriteDto;
    await refusedQuietly(async () => {
      expect((await admin.publish(box.id, fixed.box.version).expect(409)).body.details).toMatchObject({ total: '100.1' });
    });
    const c = fixed.prize!;
    const lowered = (await admin.updatePrize(c.id, { version: c.version, probability: '0.1' }).expect(200)).body as AdminPrizeWriteDto;
    expect(lowered.box.oddsTotalPpm).toBe(1_000_000);
    expect(await shopHas(box.id)).toBe(false);
    const published = (await admin.publish(box.id, lowered.box.version, true).expect(200)).body as AdminBoxDto;
    expect(published).toMatchObject({ status: 'published', oddsTotalPpm: 1_000_000, version: lowered.box.version + 1 });
    expect(published.publishedAt).not.toBeNull();
    expect(await shopHas(box.id)).toBe(true);
  });

  it('adds 33.4 + 33.3 + 33.3 to exactly 100% (no float sums), and refuses a box without prizes', async () => {
    const box = await draftWith(admin, [
      { name: 'One', probability: 33.4 },
      { name: 'Two', probability: '33.3' },
      { name: 'Three', probability: 33.3 },
    ]);
    expect(box.oddsTotalPpm).toBe(1_000_000);
    expect(33.4 + 33.3 + 33.3).not.toBe(100); // the trap a float sum falls into: 99.99999999999999
    await admin.publish(box.id, box.version, true).expect(200);
    const empty = await draftWith(admin, []);
    expect((await admin.publish(empty.id, empty.version).expect(409)).body.code).toBe('ODDS_TOTAL_INVALID');
  });

  it('keeps a published box at 100%: a prize change that breaks it is refused, the odds table moves odds at once', async () => {
    const draft = await draftWith(admin, [
      { name: 'Gold', probability: 10 },
      { name: 'Nothing', probability: 90 },
    ]);
    const box = (await admin.publish(draft.id, draft.version, true).expect(200)).body as AdminBoxDto;
    const [gold, nothing] = box.prizes as [AdminBoxDto['prizes'][0], AdminBoxDto['prizes'][0]];
    await refusedQuietly(
      async () =>
        expect((await admin.updatePrize(gold.id, { version: gold.version, probability: 20 }).expect(409)).body.code).toBe(
          'ODDS_TOTAL_INVALID',
        ),
      async () => expect((await admin.addPrize(validPrize(box.id, { probability: 1 })).expect(409)).body.code).toBe('ODDS_TOTAL_INVALID'),
      async () => expect((await admin.removePrize(gold.id, gold.version).expect(409)).body.code).toBe('ODDS_TOTAL_INVALID'),
      async () =>
        expect(
          (
            await admin
              .odds(box.id, {
                version: box.version,
                prizes: [
                  { id: gold.id, probability: 20 },
                  { id: nothing.id, probability: 90 },
                ],
              })
              .expect(409)
          ).body.code,
        ).toBe('ODDS_TOTAL_INVALID'),
    );
    // A new prize at 0% keeps the total; then one write moves the odds and the order together.
    const added = (await admin.addPrize(validPrize(box.id, { name: 'Silver', probability: 0 })).expect(201)).body as AdminPrizeWriteDto;
    const silver = added.prize!;
    const moved = (
      await admin
        .odds(box.id, {
          version: added.box.version,
          prizes: [
            { id: silver.id, probability: 15 },
            { id: gold.id, probability: 5 },
            { id: nothing.id, probability: 80 },
          ],
        })
        .expect(200)
    ).body as AdminBoxDto;
    expect(moved.prizes.map((p) => [p.name, p.probabilityPercent, p.position])).toEqual([
      ['Silver', '15', 0],
      ['Gold', '5', 1],
      ['Nothing', '80', 2],
    ]);
    const shown = (await server.request().get(`/api/boxes/${box.id}`).expect(200)).body as BoxDto;
    expect(shown.prizes.map((p) => p.name)).toEqual(['Silver', 'Gold', 'Nothing']);
    expect(shown.oddsVersion).toBe(moved.oddsVersion);
  });

  it('refuses an odds table that leaves out, repeats or invents prizes', async () => {
    const box = await draftWith(admin, [
      { name: 'X', probability: 50 },
      { name: 'Y', probability: 50 },
    ]);
    const [x, y] = box.prizes as [AdminBoxDto['prizes'][0], AdminBoxDto['prizes'][0]];
    await refusedQuietly(
      async () =>
        expect(
          (await admin.odds(box.id, { version: box.version, prizes: [{ id: x.id, probability: 100 }] }).expect(400)).body.details,
        ).toHaveProperty('prizes'),
      async () =>
        expect(
          (
            await admin
              .odds(box.id, {
                version: box.version,
                prizes: [
                  { id: x.id, probability: 50 },
                  { id: x.id, probability: 50 },
                ],
              })
              .expect(400)
          ).body.details,
        ).toHaveProperty('prizes'),
      async () =>
        expect(
          (
            await admin
              .odds(box.id, {
                version: box.version,
                prizes: [
                  { id: x.id, probability: 50 },
                  { id: '0123456789abcdef01234567', probability: 50 },
                ],
              })
              .expect(400)
          ).body.details,
        ).toHaveProperty('prizes'),
    );
    // The same table again changes nothing: no new version, no audit entry.
    await refusedQuietly(async () => {
      const same = (
        await admin
          .odds(box.id, {
            version: box.version,
            prizes: [
              { id: x.id, probability: 50 },
              { id: y.id, probability: 50 },
            ],
          })
          .expect(200)
      ).body as AdminBoxDto;
      expect(same.version).toBe(box.version);
    });
  });
});

describe('versions', () => {
  it('answers a stale edit with 409 VERSION_CONFLICT and the current version, never overwriting', async () => {
    const box = await draftWith(admin, [{ name: 'Solo', probability: 100 }]);
    const first = (await admin.update(box.id, { version: box.version, name: 'Renamed once' }).expect(200)).body as AdminBoxDto;
    await refusedQuietly(async () => {
      const stale = await admin.update(box.id, { version: box.version, price: '9.99' }).expect(409);
      expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', details: { version: String(first.version) } });
      expect((await admin.publish(box.id, box.version).expect(409)).body.code).toBe('VERSION_CONFLICT');
      expect((await admin.remove(box.id, box.version).expect(409)).body.code).toBe('VERSION_CONFLICT');
    });
    const prize = first.prizes[0]!;
    await admin.updatePrize(prize.id, { version: prize.version, name: 'Solo 2' }).expect(200);
    await refusedQuietly(async () => {
      expect((await admin.updatePrize(prize.id, { version: prize.version, value: '3.00' }).expect(409)).body).toMatchObject({
        code: 'VERSION_CONFLICT',
        details: { version: String(prize.version + 1) },
      });
      expect((await admin.removePrize(prize.id, prize.version).expect(409)).body.code).toBe('VERSION_CONFLICT');
    });
  });

  it('lets exactly one of two admins editing the same version win', async () => {
    const other = catalogApi(server, (await buildUser(server.ctx, { role: 'admin' })).token);
    const box = await draftWith(admin, []);
    const results = await Promise.all([
      admin.update(box.id, { version: box.version, name: 'From admin one' }),
      other.update(box.id, { version: box.version, name: 'From admin two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body as AdminBoxDto;
    expect(((await admin.get(box.id).expect(200)).body as AdminBoxDto).name).toBe(winner.name);
    expect(await AuditEntryModel.countDocuments({ 'target.id': box.id, action: 'box.updated' })).toBe(1);
  });

  it('moves the odds version with the draw and the price, not with the text', async () => {
    const box = await draftWith(admin, [{ name: 'P', probability: 100 }]);
    const renamed = (
      await admin.update(box.id, { version: box.version, name: 'Text only', description: 'New words', isFeatured: true }).expect(200)
    ).body as AdminBoxDto;
    expect([renamed.version, renamed.oddsVersion]).toEqual([box.version + 1, box.oddsVersion]);
    const repriced = (await admin.update(box.id, { version: renamed.version, price: '7.50' }).expect(200)).body as AdminBoxDto;
    expect([repriced.oddsVersion, repriced.priceCoins]).toEqual([box.oddsVersion + 1, 750]);
    const recategorised = (await admin.update(box.id, { version: repriced.version, category: 'Gaming' }).expect(200)).body as AdminBoxDto;
    expect(recategorised.oddsVersion).toBe(repriced.oddsVersion + 1);
    // Sending what is already there changes nothing.
    const same = (await admin.update(box.id, { version: recategorised.version, category: 'Gaming' }).expect(200)).body as AdminBoxDto;
    expect(same.version).toBe(recategorised.version);
  });
});

describe('audit: one entry per write, with what changed', () => {
  it('records creating, changing, reordering, publishing, unpublishing and deleting', async () => {
    let box!: AdminBoxDto;
    const created = await auditedOnce(
      async () =>
        (box = (
          await admin
            .create({ name: 'Audited', description: 'd', price: 2, imageUrl: '/media/catalog/boxes/apple-vault.svg', category: 'Fashion' })
            .expect(201)
        ).body as AdminBoxDto),
    );
    expect(created).toMatchObject({
      action: 'box.created',
      actor: { username: 'Editor', role: 'admin' },
      target: { type: 'box', id: box.id, label: 'Audited' },
      before: null,
    });
    expect(created.after).toMatchObject({ name: 'Audited', price: '2.00', category: 'Fashion', status: 'draft' });

    let written!: AdminPrizeWriteDto;
    const added = await auditedOnce(
      async () => (written = (await admin.addPrize(validPrize(box.id, { name: 'Scarf', probability: 100, value: '20' })).expect(201)).body),
    );
    expect(added).toMatchObject({
      action: 'prize.created',
      target: { type: 'prize', label: 'Audited: Scarf' },
      before: null,
      after: { name: 'Scarf', probability: '100', value: '20.00' },
    });

    const changed = await auditedOnce(() => admin.updatePrize(written.prize!.id, { version: 1, value: '25', name: 'Scarf' }).expect(200));
    expect(changed).toMatchObject({
      action: 'prize.updated',
      before: { value: '20.00', valueInUSD: '20.00' },
      after: { value: '25.00', valueInUSD: '25.00' },
    });
    expect(Object.keys(changed.after ?? {})).toEqual(['value', 'valueInUSD']);

    const current = (await admin.get(box.id).expect(200)).body as AdminBoxDto;
    const priced = await auditedOnce(() => admin.update(box.id, { version: current.version, price: '3.50' }).expect(200));
    expect(priced).toMatchObject({ action: 'box.updated', before: { price: '2.00' }, after: { price: '3.50' } });

    const published = await auditedOnce(() => admin.publish(box.id, current.version + 1, true).expect(200));
    expect(published).toMatchObject({
      action: 'box.published',
      before: { status: 'draft' },
      after: { status: 'published', returnToPlayer: '714.29', returnToPlayerConfirmed: true },
    });
    const unpublished = await auditedOnce(() => admin.unpublish(box.id, current.version + 2).expect(200));
    expect(unpublished).toMatchObject({ action: 'box.unpublished', after: { status: 'draft' } });

    const deletedPrize = await auditedOnce(() => admin.removePrize(written.prize!.id, 2).expect(200));
    expect(deletedPrize).toMatchObject({ action: 'prize.deleted', after: null, before: { name: 'Scarf' } });
    const deleted = await auditedOnce(async () =>
      expect((await admin.remove(box.id, current.version + 4).expect(200)).body).toEqual({ outcome: 'deleted', box: null }),
    );
    expect(deleted).toMatchObject({ action: 'box.deleted', after: null, before: { name: 'Audited', status: 'draft', prizes: 0 } });
    expect(await BoxModel.exists({ _id: box.id })).toBeNull();
  });
});
