import {
  CATALOG_MESSAGES,
  type AdminBoxDto,
  type AdminBoxSummaryDto,
  type AdminPrizeDto,
  type AdminPrizeWriteDto,
  type BoxDto,
} from '@nova/protocol';
import { catalogApi, draftWith, validBox, validPrize, type CatalogApi } from '../../../test/adminCatalog';
import { buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { AuditEntryModel } from '../../audit/model';
import { BoxModel, PrizeModel } from '../model';

let server: TestServer;
let admin: CatalogApi;
beforeAll(async () => {
  server = await startTestServer();
  admin = catalogApi(server, (await buildUser(server.ctx, { role: 'admin' })).token);
});
afterAll(() => server.stop());

const ID = '0123456789abcdef01234567';

describe('who may use the admin catalog', () => {
  const routes: [string, (api: CatalogApi) => { expect(status: number): Promise<{ body: { code: string } }> }][] = [
    ['GET /api/admin/boxes', (api) => api.list()],
    ['GET /api/admin/boxes/:id', (api) => api.get(ID)],
    ['POST /api/admin/boxes', (api) => api.create(validBox())],
    ['PUT /api/admin/boxes/:id', (api) => api.update(ID, { version: 1, name: 'x' })],
    ['DELETE /api/admin/boxes/:id', (api) => api.remove(ID, 1)],
    ['POST /api/admin/boxes/:id/publish', (api) => api.publish(ID, 1)],
    ['POST /api/admin/boxes/:id/unpublish', (api) => api.unpublish(ID, 1)],
    ['PUT /api/admin/boxes/:id/odds', (api) => api.odds(ID, { version: 1, prizes: [{ id: ID, probability: 100 }] })],
    ['GET /api/admin/prizes/box/:boxId', (api) => api.prizesOf(ID)],
    ['POST /api/admin/prizes', (api) => api.addPrize(validPrize(ID))],
    ['PUT /api/admin/prizes/:id', (api) => api.updatePrize(ID, { version: 1, name: 'x' })],
    ['DELETE /api/admin/prizes/:id', (api) => api.removePrize(ID, 1)],
  ];
  it.each(routes)('%s: guests 401, players and support staff 403, and nothing is written', async (_route, call) => {
    const boxes = await BoxModel.countDocuments();
    expect((await call(catalogApi(server, null)).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await call(catalogApi(server, (await buildUser(server.ctx)).token)).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    const support = catalogApi(server, (await buildUser(server.ctx, { role: 'support' })).token);
    expect((await call(support).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    expect(await BoxModel.countDocuments()).toBe(boxes);
  });
});

describe('POST /api/admin/boxes', () => {
  it('creates a draft with exact coins, versions at 1, no slug, and keeps it out of the shop', async () => {
    const res = await admin.create(validBox({ name: 'Cent Box', price: 0.29, category: 'tech', isFeatured: true })).expect(201);
    const box = res.body as AdminBoxDto;
    expect(box).toMatchObject({
      name: 'Cent Box',
      status: 'draft',
      priceCoins: 29,
      priceInUSD: '0.29',
      category: 'Tech',
      version: 1,
      oddsVersion: 1,
    });
    expect(box).toMatchObject({
      slug: null,
      isFeatured: true,
      prizes: [],
      prizeCount: 0,
      oddsTotalPpm: 0,
      publishedAt: null,
      currency: 'USD',
    });
    const shop = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
    expect(shop.some((b) => b.id === box.id)).toBe(false);
    await server.request().get(`/api/boxes/${box.id}`).expect(404);
    expect((await admin.create(validBox({ price: '19.99', priceInUSD: 19.99 })).expect(201)).body.priceCoins).toBe(1999);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a price of 0', { price: 0 }, 'price', CATALOG_MESSAGES.pricePositive],
    ['a negative price', { price: -5 }, 'price', CATALOG_MESSAGES.priceInvalid],
    ['a price that is not a number', { price: 'ten' }, 'price', CATALOG_MESSAGES.priceInvalid],
    ['a price with three decimals', { price: '1.999' }, 'price', CATALOG_MESSAGES.priceInvalid],
    ['a price in exponent form', { price: 1e-7 }, 'price', CATALOG_MESSAGES.priceInvalid],
    ['a price above $1,000,000', { price: '1000000.01' }, 'price', CATALOG_MESSAGES.priceTooHigh],
    ['no price', { price: undefined }, 'price', CATALOG_MESSAGES.priceInvalid],
    ['an unknown category', { category: 'Toys' }, 'category', CATALOG_MESSAGES.categoryUnknown],
    ['another currency', { currency: 'EUR' }, 'currency', CATALOG_MESSAGES.boxCurrency],
    ['a USD price that is not the price', { priceInUSD: '6.00' }, 'priceInUSD', CATALOG_MESSAGES.priceInUSDMismatch],
    ['a blank name', { name: '   ' }, 'name', CATALOG_MESSAGES.nameRequired],
    ['a long name', { name: 'n'.repeat(101) }, 'name', CATALOG_MESSAGES.nameTooLong],
    ['no description', { description: undefined }, 'description', CATALOG_MESSAGES.descriptionRequired],
    ['no image', { imageUrl: undefined }, 'imageUrl', CATALOG_MESSAGES.imageRequired],
    ['an image from elsewhere', { imageUrl: 'https://evil.example/x.png' }, 'imageUrl', CATALOG_MESSAGES.imageUrlInvalid],
    ['a path out of the uploads', { imageUrl: '/media/uploads/../../etc/passwd' }, 'imageUrl', CATALOG_MESSAGES.imageUrlInvalid],
    ['a featured flag that is not a boolean', { isFeatured: 'yes' }, 'isFeatured', 'Invalid input: expected boolean, received string'],
    ['a status (no mass assignment)', { status: 'published' }, '_', 'Unrecognized key: "status"'],
    ['an odds version', { oddsVersion: 7 }, '_', 'Unrecognized key: "oddsVersion"'],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_what, change, field, message) => {
    const [boxes, audits] = [await BoxModel.countDocuments(), await AuditEntryModel.countDocuments()];
    const res = await admin.create({ ...validBox(), ...change }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: message } });
    expect([await BoxModel.countDocuments(), await AuditEntryModel.countDocuments()]).toEqual([boxes, audits]);
  });

  it('refuses a body that is not JSON with 400 MALFORMED_JSON', async () => {
    const res = await server
      .request()
      .post('/api/admin/boxes')
      .set('Authorization', `Bearer ${(await buildUser(server.ctx, { role: 'admin' })).token}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });
});

describe('POST /api/admin/prizes', () => {
  let boxId: string;
  beforeAll(async () => {
    boxId = ((await admin.create(validBox({ name: 'Prize Box' })).expect(201)).body as AdminBoxDto).id;
  });

  it('appends a prize with exact ppm odds, defaults (USD, gift icon) and moves the box versions', async () => {
    const res = await admin.addPrize(validPrize(boxId, { name: 'Pen', value: 0.29, probability: '33.3' })).expect(201);
    const { prize, box } = res.body as AdminPrizeWriteDto;
    expect(prize).toMatchObject({
      name: 'Pen',
      value: '0.29',
      valueInUSD: '0.29',
      currency: 'USD',
      oddsPpm: 333_000,
      probabilityPercent: '33.3',
    });
    expect(prize).toMatchObject({ iconClass: 'gift', imageUrl: '', position: 0, version: 1, description: '' });
    expect(box).toMatchObject({ version: 2, oddsVersion: 2, prizeCount: 1, oddsTotalPpm: 333_000 });
    const fine = (
      await admin
        .addPrize(validPrize(boxId, { name: 'Ring', probability: 0.0086, currency: 'EUR', value: 100, valueInUSD: '108.50' }))
        .expect(201)
    ).body as AdminPrizeWriteDto;
    expect(fine.prize).toMatchObject({
      oddsPpm: 86,
      probabilityPercent: '0.0086',
      value: '100.00',
      currency: 'EUR',
      valueInUSD: '108.50',
      position: 1,
    });
    const listed = (await admin.prizesOf(boxId).expect(200)).body as AdminPrizeDto[];
    expect(listed.map((p) => p.name)).toEqual(['Pen', 'Ring']);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a value of 0', { value: 0 }, 'value', CATALOG_MESSAGES.valuePositive],
    ['a value that is not a number', { value: 'lots' }, 'value', CATALOG_MESSAGES.valueInvalid],
    ['a negative value', { value: -1 }, 'value', CATALOG_MESSAGES.valueInvalid],
    ["a 'Nothing' worth something", { name: 'Nothing', value: 5 }, 'value', CATALOG_MESSAGES.nothingValue],
    ['a probability above 100', { probability: 100.1 }, 'probability', CATALOG_MESSAGES.probabilityRange],
    ['a negative probability', { probability: -1 }, 'probability', CATALOG_MESSAGES.probabilityInvalid],
    ['a probability finer than 1 ppm', { probability: '10.00001' }, 'probability', CATALOG_MESSAGES.probabilityInvalid],
    ['no probability', { probability: undefined }, 'probability', CATALOG_MESSAGES.probabilityInvalid],
    ['an unknown rarity', { rarity: 'mythic' }, 'rarity', CATALOG_MESSAGES.rarityUnknown],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', CATALOG_MESSAGES.currencyUnknown],
    ['another currency without its USD value', { currency: 'EUR' }, 'valueInUSD', CATALOG_MESSAGES.valueInUSDRequired],
    ['a USD value that is not the value', { valueInUSD: '1.00' }, 'valueInUSD', CATALOG_MESSAGES.valueInUSDMismatch],
    ['a bad icon', { iconClass: 'fa fa-gift' }, 'iconClass', CATALOG_MESSAGES.iconClassInvalid],
    ['a malformed box id', { boxId: 'box-1' }, 'boxId', 'must be a valid id'],
    ['a position (no mass assignment)', { sortOrder: 0 }, '_', 'Unrecognized key: "sortOrder"'],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_what, change, field, message) => {
    const [prizes, audits] = [await PrizeModel.countDocuments(), await AuditEntryModel.countDocuments()];
    const res = await admin.addPrize({ ...validPrize(boxId), ...change }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: message } });
    expect([await PrizeModel.countDocuments(), await AuditEntryModel.countDocuments()]).toEqual([prizes, audits]);
  });

  it("takes a 'Nothing' worth 0, and answers 404 for a box that does not exist", async () => {
    const res = await admin.addPrize(validPrize(boxId, { name: 'Nothing', value: '0', rarity: 'none', probability: 10 })).expect(201);
    expect((res.body as AdminPrizeWriteDto).prize).toMatchObject({ name: 'Nothing', value: '0.00' });
    expect((await admin.addPrize(validPrize(ID)).expect(404)).body).toMatchObject({ code: 'NOT_FOUND', message: 'Box not found' });
    expect((await admin.prizesOf(ID).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await admin.prizesOf('nope').expect(400)).body.details).toHaveProperty('boxId');
  });
});

describe('PUT and DELETE of a prize: bad input', () => {
  it('answers 404 "Prize not found" for unknown prizes, 400 for a missing version or an empty change', async () => {
    expect((await admin.updatePrize(ID, { version: 1, name: 'x' }).expect(404)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Prize not found',
    });
    expect((await admin.removePrize(ID, 1).expect(404)).body.message).toBe('Prize not found');
    const box = await draftWith(admin, [{ name: 'Lamp', probability: 10 }]);
    const prize = box.prizes[0]!;
    expect((await admin.updatePrize(prize.id, { name: 'x' }).expect(400)).body.details).toEqual({
      version: CATALOG_MESSAGES.versionRequired,
    });
    expect((await admin.updatePrize(prize.id, { version: 1 }).expect(400)).body.details).toEqual({
      version: CATALOG_MESSAGES.nothingToChange,
    });
    expect((await admin.removePrize(prize.id, 'latest').expect(400)).body.details).toHaveProperty('version');
    expect((await admin.removePrize(`${prize.id}?`, '').expect(400)).body.details).toHaveProperty('version');
    expect((await admin.updatePrize(prize.id, { version: 1, value: 0 }).expect(400)).body.details).toEqual({
      value: CATALOG_MESSAGES.valuePositive,
    });
    expect((await admin.updatePrize(prize.id, { version: 1, currency: 'GBP' }).expect(400)).body.details).toEqual({
      valueInUSD: CATALOG_MESSAGES.valueInUSDRequired,
    });
  });
});

describe('GET /api/admin/boxes', () => {
  it('lists drafts, published and archived boxes with their odds totals, filtered by status, category and name', async () => {
    await draftWith(admin, [{ name: 'A', probability: 60 }], { name: 'Lister Draft (x)', category: 'Crypto' });
    const all = (await admin.list().expect(200)).body as AdminBoxSummaryDto[];
    expect(all.some((b) => b.status === 'published' && b.slug !== null)).toBe(true);
    expect(all.find((b) => b.name === 'Lister Draft (x)')).toMatchObject({ status: 'draft', prizeCount: 1, oddsTotalPpm: 600_000 });
    const drafts = (await admin.list('?status=draft&category=crypto&q=lister%20draft%20(').expect(200)).body as AdminBoxSummaryDto[];
    expect(drafts.map((b) => b.name)).toEqual(['Lister Draft (x)']);
    expect((await admin.list('?status=gone').expect(400)).body.details).toHaveProperty('status');
    expect((await admin.list('?limit=5').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await admin.get(ID).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await admin.get('x').expect(400)).body.details).toHaveProperty('id');
  });
});
