import { startTestServer, type TestServer } from '../../test/server';
import type { BoxDto } from '@nova/protocol';
import { CATALOG } from '../seed/catalog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('catalog reads', () => {
  it('lists every seeded box with its slug and its prizes in published order', async () => {
    const res = await server.request().get('/api/boxes').expect(200);
    const boxes = res.body as BoxDto[];
    expect(boxes).toHaveLength(CATALOG.length);
    for (const box of boxes) {
      const seed = CATALOG.find((b) => b.name === box.name)!;
      expect(box.slug).toBe(seed.slug);
      expect(box.prizes.map((p) => p.name)).toEqual(seed.prizes.map((p) => p.name));
      expect(box.prizes.reduce((sum, p) => sum + p.oddsPpm, 0)).toBe(1_000_000);
      expect(box.priceInUSD).toBe((seed.priceCoins / 100).toFixed(2));
      expect(box.imageUrl).toMatch(/^\/media\/catalog\/boxes\/.+\.svg$/);
    }
  });

  it('serves the image every box and prize points at', async () => {
    const [box] = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
    const res = await server.request().get(box!.imageUrl).expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    await server.request().get(box!.prizes[0]!.imageUrl).expect(200);
  });

  it('lists only featured boxes on /featured', async () => {
    const res = await server.request().get('/api/boxes/featured').expect(200);
    expect(res.body.length).toBe(CATALOG.filter((b) => b.isFeatured).length);
    expect((res.body as BoxDto[]).every((b) => b.isFeatured)).toBe(true);
  });

  it('returns one box by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
    const res = await server.request().get(`/api/boxes/${first!.id}`).expect(200);
    expect(res.body.name).toBe(first!.name);
    expect((await server.request().get('/api/boxes/0123456789abcdef01234567').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await server.request().get('/api/boxes/not-an-id').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', details: { id: expect.any(String) } });
  });

  it('ignores a stale token on public reads', async () => {
    await server.request().get('/api/boxes').set('Authorization', 'Bearer not.a.token').expect(200);
  });
});
