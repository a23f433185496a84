import { catalogChangedSchema, type AdminBoxDto, type AdminPrizeWriteDto, type CatalogChanged } from '@nova/protocol';
import { catalogApi, draftWith, type CatalogApi } from '../../test/adminCatalog';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { ask, collect, subscribe } from '../../test/realtime';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

let server: TestServer;
let admin: CatalogApi;
let visitor: ClientSocket;
let player: ClientSocket;
beforeAll(async () => {
  server = await startTestServer();
  admin = catalogApi(server, (await buildUser(server.ctx, { role: 'admin' })).token);
  visitor = await server.connect();
  player = await server.connect((await buildUser(server.ctx)).token);
});
afterAll(() => server.stop());

const changesOf = (seen: CatalogChanged[], boxId: string) => seen.filter((e) => e.boxId === boxId).map((e) => [e.change, e.oddsVersion]);

describe('catalog:changed (public room `catalog`)', () => {
  it('tells every subscribed socket, signed in or not, when a box appears, changes and leaves the shop; drafts stay quiet', async () => {
    expect(await subscribe(visitor, 'catalog')).toEqual({ ok: true, data: { feed: 'catalog', subscribed: true } });
    expect((await subscribe(player, 'catalog')).ok).toBe(true);
    const seenByVisitor = collect(visitor, 'catalog:changed', catalogChangedSchema);
    const seenByPlayer = collect(player, 'catalog:changed', catalogChangedSchema);

    // Building the draft is not announced: the first fact about this box is its publication.
    let box: AdminBoxDto = await draftWith(admin, [
      { name: 'Kite', probability: 60 },
      { name: 'Nothing', probability: 40 },
    ]);
    // Kite pays $6 on average for $5: its return to player (120%) is confirmed.
    box = (await admin.publish(box.id, box.version, true).expect(200)).body as AdminBoxDto;
    await eventually(() => expect(changesOf(seenByVisitor, box.id)).toEqual([['published', box.oddsVersion]]));

    const kite = box.prizes[0]!;
    const repriced = ((await admin.updatePrize(kite.id, { version: kite.version, value: '12.00' }).expect(200)).body as AdminPrizeWriteDto)
      .box;
    const renamed = (await admin.update(box.id, { version: repriced.version, name: 'Kite Box' }).expect(200)).body as AdminBoxDto;
    const hidden = (await admin.unpublish(box.id, renamed.version).expect(200)).body as AdminBoxDto;
    const shown = (await admin.publish(box.id, hidden.version, true).expect(200)).body as AdminBoxDto;
    await admin.remove(box.id, shown.version).expect(200);
    const expected = [
      ['published', box.oddsVersion],
      ['updated', box.oddsVersion + 1],
      ['updated', box.oddsVersion + 1],
      ['unpublished', box.oddsVersion + 1],
      ['published', box.oddsVersion + 1],
      ['deleted', box.oddsVersion + 1],
    ];
    await eventually(() => expect(changesOf(seenByVisitor, box.id)).toEqual(expected));
    await eventually(() => expect(changesOf(seenByPlayer, box.id)).toEqual(expected));
    const seqs = seenByVisitor.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('refuses an unknown feed name', async () => {
    expect(await ask(visitor, 'feed:subscribe', { feed: 'catalogue' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
