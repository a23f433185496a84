import type { OpenBoxResultDto, PageDto, Role, StaffShipmentDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let boxId: string;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  boxId = await alwaysWins('Luxury', 100, { name: 'Camera', rarity: 'rare', valueUsdCents: 9_000 });
  staffToken = (await buildUser(server.ctx, { role: 'support' })).token;
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };

async function shipOne(token: string): Promise<void> {
  const opening = (await server.request().post(`/api/boxes/${boxId}/open`).set(auth(token)).expect(200)).body as OpenBoxResultDto;
  await server.request().post(`/api/unboxings/${opening.openingId}/action`).set(auth(token)).send({ action: 'ship', address }).expect(200);
}
const list = async (token: string, query = '') =>
  (await server.request().get(`/api/admin/shipments${query}`).set(auth(token)).expect(200)).body as PageDto<StaffShipmentDto>;

describe('GET /api/admin/shipments', () => {
  it("lists every player's shipments for staff, newest first, named, by status", async () => {
    const ada = await buildFundedUser(server.ctx, 1_000);
    const bob = await buildFundedUser(server.ctx, 1_000);
    await shipOne(ada.token);
    await shipOne(bob.token);
    const page = await list(staffToken);
    expect(page.entries.map((s) => s.username)).toEqual([bob.user.username, ada.user.username]);
    expect(page.entries[0]).toMatchObject({ status: 'pending', prize: { name: 'Camera', valueInUSD: '90.00' }, address });
    const id = page.entries[1]!.id;
    const advanced = await server
      .request()
      .patch(`/api/admin/shipments/${id}`)
      .set(auth(staffToken))
      .send({ status: 'shipped', trackingNumber: 'TRACK-42' })
      .expect(200);
    expect(advanced.body).toMatchObject({ id, username: ada.user.username, status: 'shipped', trackingNumber: 'TRACK-42' });
    expect((await list(staffToken, '?status=shipped')).entries.map((s) => s.id)).toEqual([id]);
    const admin = await buildUser(server.ctx, { role: 'admin' });
    expect((await list(admin.token, '?status=pending&limit=1')).entries.map((s) => s.username)).toEqual([bob.user.username]);
  });

  it.each<[Role | null, number]>([
    [null, 401],
    ['player', 403],
  ])('refuses %s callers (%i) and bad queries', async (role, status) => {
    const req = server.request().get('/api/admin/shipments');
    if (role) req.set(auth((await buildUser(server.ctx, { role })).token));
    await req.expect(status);
    for (const query of ['?status=lost', '?limit=0', '?cursor=nope']) {
      expect((await server.request().get(`/api/admin/shipments${query}`).set(auth(staffToken)).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
  });
});
