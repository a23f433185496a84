import { shipmentUpdatedSchema, unboxingUpdatedSchema, type FreeBoxClaimResultDto, type OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { collect, nextEvent, throughMarker } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';

// Every tab of a player hears about the player's own unboxings and shipments (room user:<id>), and nobody else does.

let server: TestServer;
let winBox: string;
beforeAll(async () => {
  server = await startTestServer();
  winBox = await alwaysWins('Tech', 100, { name: 'Speaker', rarity: 'rare', valueUsdCents: 2_500 });
});
afterAll(() => server.stop());

const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'gb' };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const open = async (token: string) =>
  (await server.request().post(`/api/boxes/${winBox}/open`).set(auth(token)).expect(200)).body as OpenBoxResultDto;
const act = (token: string, id: string, body: object) =>
  server.request().post(`/api/unboxings/${id}/action`).set(auth(token)).send(body).expect(200);

describe('unboxing:updated and shipment:updated', () => {
  it('reach every socket of the player for openings, resales, shipping and staff advancing a shipment', async () => {
    const { token } = await buildFundedUser(server.ctx, 1_000);
    const [tab1, tab2] = [await server.connect(token), await server.connect(token)];
    const other = await buildFundedUser(server.ctx, 1_000);
    const stranger = await server.connect(other.token);
    const strangerSaw = [collect(stranger, 'unboxing:updated'), collect(stranger, 'shipment:updated')];

    const opened = (tab: typeof tab1) => nextEvent(tab, 'unboxing:updated', { schema: unboxingUpdatedSchema });
    const both = Promise.all([opened(tab1), opened(tab2)]);
    const first = await open(token);
    const [a, b] = await both;
    expect(a).toMatchObject({ openingId: first.openingId, change: 'opened' });
    expect(b).toEqual(a);

    const resold = nextEvent(tab2, 'unboxing:updated', { schema: unboxingUpdatedSchema, accept: (e) => e.change === 'resold' });
    await act(token, first.openingId, { action: 'resell' });
    const resale = await resold;
    expect(resale).toMatchObject({ openingId: first.openingId });
    expect(resale.seq).toBeGreaterThan(a.seq);

    const second = await open(token);
    const shipped = nextEvent(tab2, 'unboxing:updated', { schema: unboxingUpdatedSchema, accept: (e) => e.change === 'shipped' });
    const created = nextEvent(tab2, 'shipment:updated', { schema: shipmentUpdatedSchema });
    await act(token, second.openingId, { action: 'ship', address });
    expect(await shipped).toMatchObject({ openingId: second.openingId });
    const pending = await created;
    expect(pending).toMatchObject({ openingId: second.openingId, status: 'pending', trackingNumber: null });

    const staff = await buildUser(server.ctx, { role: 'support' });
    const advanced = nextEvent(tab1, 'shipment:updated', { schema: shipmentUpdatedSchema, accept: (e) => e.status === 'shipped' });
    await server
      .request()
      .patch(`/api/admin/shipments/${pending.shipmentId}`)
      .set(auth(staff.token))
      .send({ status: 'shipped', trackingNumber: 'TRACK-7' })
      .expect(200);
    const moved = await advanced;
    expect(moved).toMatchObject({ shipmentId: pending.shipmentId, trackingNumber: 'TRACK-7' });
    expect(moved.seq).toBeGreaterThan(pending.seq);

    // The stranger's own opening is the marker: anything of the player's sent to them would have arrived before it.
    const own = await throughMarker(stranger, 'unboxing:updated', () => open(other.token), (e) => e.change === 'opened');
    expect(strangerSaw.flat()).toEqual([own]);
  });

  it('a free-box claim is an unboxing too', async () => {
    const { token } = await buildUser(server.ctx, { totalSpent: 2500, experiencePoints: 2500, freeBoxLevel: 1 });
    const tab = await server.connect(token);
    const claimed = nextEvent(tab, 'unboxing:updated', { schema: unboxingUpdatedSchema, accept: (e) => e.change === 'claimed' });
    const res = (await server.request().post('/api/free-boxes/claim').set(auth(token)).send({ level: 1 }).expect(200))
      .body as FreeBoxClaimResultDto;
    expect(await claimed).toMatchObject({ openingId: res.openingId });
  });
});
