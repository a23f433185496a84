import type { HistoryEntryDto, OpenBoxResultDto, PageDto, ShipmentDto, UnboxingActionResultDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { ShipmentModel } from '../shipments/model';
import { UserModel } from '../users/model';
import { resaleCoins } from './resale';

let server: TestServer;
let winBox: string;
let nothingBox: string;
beforeAll(async () => {
  server = await startTestServer();
  winBox = await alwaysWins('Tech', 100, { name: 'Headphones', rarity: 'rare', valueUsdCents: 1_999 });
  nothingBox = await alwaysWins('Tech', 100, { name: 'Nothing', rarity: 'none', valueUsdCents: 0 });
});
afterAll(() => server.stop());

const address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'gb',
  phone: '+44 20 7946 0000',
};

async function unboxing(boxId = winBox) {
  const player = await buildFundedUser(server.ctx, 100);
  const res = await server.request().post(`/api/boxes/${boxId}/open`).set('Authorization', `Bearer ${player.token}`).expect(200);
  return { ...player, opening: res.body as OpenBoxResultDto };
}

function act(token: string | null, id: string, body: unknown) {
  const req = server.request().post(`/api/unboxings/${id}/action`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.send(body as object);
}

describe('resell', () => {
  it('credits 80% of the USD value as coins (rounded down) exactly once', async () => {
    const { user, token, opening } = await unboxing();
    expect(opening.resaleCoins).toBe(1_599);
    const res = await act(token, opening.openingId, { action: 'resell' }).expect(200);
    expect(res.body as UnboxingActionResultDto).toEqual({
      openingId: opening.openingId,
      action: 'resell',
      userBalance: 1_599,
      balanceVersion: 3, // funded, opened, resold
      creditedCoins: 1_599,
      shipment: null,
    });
    expect(
      await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'resale', ref: `resale:${opening.openingId}`, amount: 1_599 }),
    ).toBe(1);
    expect((await act(token, opening.openingId, { action: 'resell' }).expect(409)).body.code).toBe('ALREADY_ACTED');
    expect((await act(token, opening.openingId, { action: 'ship', address }).expect(409)).body.code).toBe('ALREADY_ACTED');
    const history = (await server.request().get('/api/history').set('Authorization', `Bearer ${token}`).expect(200))
      .body as PageDto<HistoryEntryDto>;
    expect(history.entries[0]).toMatchObject({ id: opening.openingId, action: 'resell', resaleCoins: 1_599, shipmentStatus: null });
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('credits once when the same unboxing is resold 10 times in parallel', async () => {
    const { user, token, opening } = await unboxing();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => act(token, opening.openingId, { action: 'resell' }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(1_599);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('has nothing to resell or ship after a Nothing', async () => {
    const { token, opening } = await unboxing(nothingBox);
    expect(opening).toMatchObject({ isWin: false, resaleCoins: 0 });
    expect((await act(token, opening.openingId, { action: 'resell' }).expect(409)).body.code).toBe('NOTHING_TO_CLAIM');
    expect((await act(token, opening.openingId, { action: 'ship', address }).expect(409)).body.code).toBe('NOTHING_TO_CLAIM');
  });

  it('computes resale coins in integer math for any configured rate', () => {
    expect(resaleCoins(1_999, 0.8)).toBe(1_599);
    expect(resaleCoins(100, 0.57)).toBe(57);
    expect(resaleCoins(100, 0.7)).toBe(70);
    expect(resaleCoins(1, 0.9)).toBe(0);
    expect(resaleCoins(123_456_789, 0.85)).toBe(104_938_270);
  });
});

describe('ship', () => {
  it('creates a pending shipment with the validated address', async () => {
    const { user, token, opening } = await unboxing();
    const res = await act(token, opening.openingId, { action: 'ship', address }).expect(200);
    const result = res.body as UnboxingActionResultDto;
    expect(result).toMatchObject({ action: 'ship', creditedCoins: 0, userBalance: 0, balanceVersion: 2 });
    expect(result.shipment).toMatchObject({
      openingId: opening.openingId,
      userId: String(user._id),
      status: 'pending',
      trackingNumber: null,
      address: { ...address, country: 'GB' },
      prize: { name: 'Headphones', valueInUSD: '19.99', rarity: 'rare' },
      history: [{ status: 'pending', actorId: String(user._id), trackingNumber: null, at: expect.any(String) }],
    });
    const history = (await server.request().get('/api/history').set('Authorization', `Bearer ${token}`).expect(200))
      .body as PageDto<HistoryEntryDto>;
    expect(history.entries[0]).toMatchObject({ action: 'ship', shipmentStatus: 'pending' });
  });

  it('refuses addresses that are not real addresses, listing the fields', async () => {
    const { token, opening } = await unboxing();
    const cases: Array<[unknown, string]> = [
      [{ action: 'ship' }, 'address'],
      [{ action: 'ship', address: { ...address, country: 'XX' } }, 'address.country'],
      [{ action: 'ship', address: { ...address, country: 'GBR' } }, 'address.country'],
      [{ action: 'ship', address: { ...address, postalCode: '!' } }, 'address.postalCode'],
      [{ action: 'ship', address: { ...address, name: '   ' } }, 'address.name'],
      [{ action: 'ship', address: { ...address, line1: 'x'.repeat(201) } }, 'address.line1'],
      [{ action: 'ship', address: { ...address, phone: 'call me' } }, 'address.phone'],
      [{ action: 'ship', address: { ...address, city: undefined } }, 'address.city'],
      [{ action: 'ship', address: { ...address, isAdmin: true } }, 'address'],
      [{ action: 'ship', address, extra: 1 }, '_'],
      [{ action: 'burn' }, 'action'],
      [{}, 'action'],
    ];
    for (const [body, field] of cases) {
      const res = await act(token, opening.openingId, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details as object).some((k) => k.startsWith(field) || field === '_')).toBe(true);
    }
    expect(await ShipmentModel.countDocuments({ openingId: opening.openingId })).toBe(0);
  });
});

describe('ownership and bad ids', () => {
  it('never reveals or touches another player’s unboxing', async () => {
    const { user, opening } = await unboxing();
    const other = await buildUser(server.ctx);
    expect((await act(other.token, opening.openingId, { action: 'resell' }).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await act(other.token, '0123456789abcdef01234567', { action: 'resell' }).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await act(other.token, 'bad-id', { action: 'resell' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await act(null, opening.openingId, { action: 'resell' }).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(0);
    expect((await UserModel.findById(other.user._id).lean())?.balance).toBe(0);
  });
});

describe('staff shipment routes', () => {
  it('lets admins and support list and advance shipments pending -> shipped -> delivered, and nothing else', async () => {
    const { token, opening } = await unboxing();
    const shipment = ((await act(token, opening.openingId, { action: 'ship', address }).expect(200)).body as UnboxingActionResultDto)
      .shipment!;
    const support = await buildUser(server.ctx, { role: 'support' });
    const staff = { Authorization: `Bearer ${support.token}` };
    const patch = (body: unknown, id = shipment.id) =>
      server
        .request()
        .patch(`/api/admin/shipments/${id}`)
        .set(staff)
        .send(body as object);

    const list = (await server.request().get('/api/admin/shipments?status=pending').set(staff).expect(200)).body as {
      entries: ShipmentDto[];
    };
    expect(list.entries.map((s) => s.id)).toContain(shipment.id);
    expect((await patch({ status: 'delivered' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
    expect((await patch({ status: 'shipped' }).expect(400)).body.details).toHaveProperty('trackingNumber');
    expect((await patch({ status: 'lost' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await patch({ status: 'shipped', trackingNumber: '1Z999AA10123456784', note: 'x' }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const shipped = (await patch({ status: 'shipped', trackingNumber: '1Z999AA10123456784' }).expect(200)).body as ShipmentDto;
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    expect((await patch({ status: 'shipped', trackingNumber: '1Z999AA10123456785' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
    const delivered = (await patch({ status: 'delivered' }).expect(200)).body as ShipmentDto;
    expect(delivered.history.map((h) => h.status)).toEqual(['pending', 'shipped', 'delivered']);
    expect(delivered.history[1]).toMatchObject({ actorId: String(support.user._id), trackingNumber: '1Z999AA10123456784' });
    expect((await patch({ status: 'delivered' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
    expect((await patch({ status: 'delivered' }, '0123456789abcdef01234567').expect(404)).body.code).toBe('NOT_FOUND');
    const history = (await server.request().get('/api/history').set('Authorization', `Bearer ${token}`).expect(200))
      .body as PageDto<HistoryEntryDto>;
    expect(history.entries[0]).toMatchObject({ action: 'ship', shipmentStatus: 'delivered' });
  });

  it('refuses players and anonymous callers, and bad queries', async () => {
    const player = await buildUser(server.ctx);
    expect((await server.request().get('/api/admin/shipments').set('Authorization', `Bearer ${player.token}`).expect(403)).body.code).toBe(
      'STAFF_REQUIRED',
    );
    expect(
      (await server.request().patch('/api/admin/shipments/0123456789abcdef01234567').send({ status: 'delivered' }).expect(401)).body.code,
    ).toBe('AUTH_REQUIRED');
    const admin = await buildUser(server.ctx, { role: 'admin' });
    expect(
      (await server.request().get('/api/admin/shipments?status=lost').set('Authorization', `Bearer ${admin.token}`).expect(400)).body.code,
    ).toBe('VALIDATION_FAILED');
  });
});
