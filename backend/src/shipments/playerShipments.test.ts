import type { OpenBoxResultDto, PageDto, ShipmentDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let boxId: string;
beforeAll(async () => {
  server = await startTestServer();
  boxId = await alwaysWins('Luxury', 100, { name: 'Watch', rarity: 'epic', valueUsdCents: 25_000 });
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };

async function shipOne(token: string): Promise<string> {
  const opening = (await server.request().post(`/api/boxes/${boxId}/open`).set(auth(token)).expect(200)).body as OpenBoxResultDto;
  await server.request().post(`/api/unboxings/${opening.openingId}/action`).set(auth(token)).send({ action: 'ship', address }).expect(200);
  return opening.openingId;
}
const mine = async (token: string, query = '') =>
  (await server.request().get(`/api/shipments${query}`).set(auth(token)).expect(200)).body as PageDto<ShipmentDto>;

describe('GET /api/shipments', () => {
  it("lists the caller's own shipments, newest first, with status and tracking, paged", async () => {
    const player = await buildFundedUser(server.ctx, 1_000);
    const other = await buildFundedUser(server.ctx, 1_000);
    const staff = await buildUser(server.ctx, { role: 'support' });
    const first = await shipOne(player.token);
    const second = await shipOne(player.token);
    await shipOne(other.token);

    const page = await mine(player.token);
    expect(page.nextCursor).toBeNull();
    expect(page.entries.map((s) => s.openingId)).toEqual([second, first]);
    expect(page.entries[0]).toMatchObject({
      status: 'pending',
      trackingNumber: null,
      address,
      prize: { name: 'Watch', valueInUSD: '250.00' },
    });

    const shipmentId = page.entries[1]!.id;
    await server
      .request()
      .patch(`/api/admin/shipments/${shipmentId}`)
      .set(auth(staff.token))
      .send({ status: 'shipped', trackingNumber: '1Z 999 AA1' })
      .expect(200);
    const after = await mine(player.token);
    expect(after.entries[1]).toMatchObject({ id: shipmentId, status: 'shipped', trackingNumber: '1Z 999 AA1' });
    // Staff who advanced it are not named to the player.
    expect(after.entries[1]!.history.map((h) => [h.status, h.actorId])).toEqual([
      ['pending', String(player.user._id)],
      ['shipped', null],
    ]);

    const one = await mine(player.token, '?limit=1');
    expect(one.entries.map((s) => s.openingId)).toEqual([second]);
    const next = await mine(player.token, `?limit=1&cursor=${one.nextCursor}`);
    expect(next.entries.map((s) => s.openingId)).toEqual([first]);
    expect((await mine(player.token, '?status=shipped')).entries.map((s) => s.id)).toEqual([shipmentId]);
    expect((await mine(other.token)).entries).toHaveLength(1);
  });

  it('refuses bad queries and missing sessions', async () => {
    const { token } = await buildUser(server.ctx);
    expect((await mine(token)).entries).toEqual([]);
    expect((await server.request().get('/api/shipments?limit=0').set(auth(token)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.request().get('/api/shipments?status=lost').set(auth(token)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.request().get('/api/shipments?cursor=x').set(auth(token)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await server.request().get('/api/shipments').expect(401)).body.code).toBe('AUTH_REQUIRED');
  });
});
