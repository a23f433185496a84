import type { AdminBoxDto, AdminPrizeWriteDto, BoxDto, HistoryEntryDto, OpenBoxResultDto, WinnersPageDto } from '@nova/protocol';
import { catalogApi, validBox, validPrize, type CatalogApi } from '../../../test/adminCatalog';
import { buildUser } from '../../../test/factories';
import { buildFundedUser } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let admin: CatalogApi;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
  admin = catalogApi(server, adminToken);
});
afterAll(() => server.stop());

const BOX_IMAGE = '/media/catalog/boxes/apple-vault.svg';
const PRIZE_IMAGE = '/media/catalog/prizes/airpods-max.svg';

/** A published box: 'Pictured' (with an image, never drawn) and 'Plain' (no image, always drawn), 90% back to players. */
async function boxWithAPlainPrize(): Promise<AdminBoxDto> {
  let box = (await admin.create(validBox({ price: '10.00', imageUrl: BOX_IMAGE })).expect(201)).body as AdminBoxDto;
  for (const prize of [
    validPrize(box.id, { name: 'Pictured', value: '9.00', probability: 0, imageUrl: PRIZE_IMAGE }),
    validPrize(box.id, { name: 'Plain', value: '9.00', probability: 100 }),
  ])
    box = ((await admin.addPrize(prize).expect(201)).body as AdminPrizeWriteDto).box;
  return (await admin.publish(box.id, box.version).expect(200)).body as AdminBoxDto;
}

describe('a prize without an image', () => {
  it("is sent with imageUrl '' everywhere (shop, admin, openings, history, winners), never its box's picture", async () => {
    const published = await boxWithAPlainPrize();
    const imageOf = (prizes: { name: string; imageUrl: string }[], name: string) => prizes.find((p) => p.name === name)?.imageUrl;

    expect(imageOf(published.prizes, 'Plain')).toBe('');
    expect(imageOf(published.prizes, 'Pictured')).toBe(PRIZE_IMAGE);
    const shop = (await server.request().get(`/api/boxes/${published.id}`).expect(200)).body as BoxDto;
    expect(shop.imageUrl).toBe(BOX_IMAGE);
    expect(imageOf(shop.prizes, 'Plain')).toBe('');
    expect(imageOf(shop.prizes, 'Pictured')).toBe(PRIZE_IMAGE);

    const { token } = await buildFundedUser(server.ctx, 5_000);
    const opened = (
      await server.request().post(`/api/boxes/${published.id}/open`).set('Authorization', `Bearer ${token}`).send({}).expect(200)
    ).body as OpenBoxResultDto;
    expect(opened.prize).toMatchObject({ name: 'Plain', imageUrl: '' });
    const history = (await server.request().get('/api/history').set('Authorization', `Bearer ${token}`).expect(200)).body as {
      entries: HistoryEntryDto[];
    };
    expect(history.entries[0]).toMatchObject({ prizeName: 'Plain', imageUrl: '', prize: { imageUrl: '' } });
    const winners = (await server.request().get('/api/winners').expect(200)).body as WinnersPageDto;
    expect(winners.entries.find((w) => w.id === opened.openingId)).toMatchObject({ prizeName: 'Plain', imageUrl: '' });
  });

  it("an admin-added winner without a prize image has imageUrl '', not the box's picture", async () => {
    const published = await boxWithAPlainPrize();
    const { user } = await buildUser(server.ctx);
    const res = await server
      .request()
      .post('/api/admin/winners')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ userId: user.id, boxId: published.id, prizeName: 'Signed poster', prizeValue: 40 })
      .expect(201);
    expect(res.body).toMatchObject({ prizeName: 'Signed poster', boxName: published.name, imageUrl: '' });
  });
});
