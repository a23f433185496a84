import { openingCompletedSchema, rooms, type BoxDto, type OpenBoxResultDto, type StaffOpeningsPageDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { ask, collect, nextEvent, subscribe, throughMarker } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { SOCKET_BURST, SOCKET_REFILL_PER_SECOND } from './guard';

let server: TestServer;
/** Stands still unless a test moves it (the socket guard's budget refills by it). */
const clock = new TestClock(new Date());
let box: BoxDto;
beforeAll(async () => {
  server = await startTestServer({ clock });
  const boxes = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
  box = boxes.reduce((a, b) => (a.priceCoins <= b.priceCoins ? a : b));
});
afterAll(() => server.stop());

async function roomsOf(userId: string | null): Promise<string[]> {
  const sockets = await server.io.fetchSockets();
  const socket = sockets.find((s) => s.data.userId === userId);
  // Every signed-in socket is also in its sign-in session's room (revoking the session cuts it).
  return socket ? [...socket.rooms].filter((r) => r !== socket.id && !r.startsWith('session:')) : [];
}

async function openOver(token: string): Promise<OpenBoxResultDto> {
  return (await server.request().post(`/api/boxes/${box.id}/open`).set('Authorization', `Bearer ${token}`).expect(200))
    .body as OpenBoxResultDto;
}

describe('feed:subscribe room rules', () => {
  it('lets anyone, signed in or not, join the public winners and leaderboard feeds', async () => {
    const anonymous = await server.connect();
    await expect(subscribe(anonymous, 'winners')).resolves.toEqual({ ok: true, data: { feed: 'winners', subscribed: true } });
    await expect(subscribe(anonymous, 'leaderboard')).resolves.toEqual({ ok: true, data: { feed: 'leaderboard', subscribed: true } });
    const { user, token } = await buildUser(server.ctx);
    const player = await server.connect(token);
    await expect(subscribe(player, 'winners')).resolves.toMatchObject({ ok: true });
    expect((await roomsOf(user.id as string)).sort()).toEqual([rooms.user(user.id as string), rooms.winners].sort());
  });

  it('refuses staff feeds to a player (STAFF_REQUIRED / ADMIN_REQUIRED) and to anonymous sockets (AUTH_REQUIRED), joining nothing', async () => {
    const { user, token } = await buildUser(server.ctx);
    const player = await server.connect(token);
    await expect(subscribe(player, 'staff:feed')).resolves.toMatchObject({ ok: false, error: { code: 'STAFF_REQUIRED' } });
    await expect(subscribe(player, 'staff:openings')).resolves.toMatchObject({ ok: false, error: { code: 'STAFF_REQUIRED' } });
    await expect(subscribe(player, 'staff:overview')).resolves.toMatchObject({ ok: false, error: { code: 'ADMIN_REQUIRED' } });
    expect(await roomsOf(user.id as string)).toEqual([rooms.user(user.id as string)]);
    const anonymous = await server.connect();
    await expect(subscribe(anonymous, 'staff:feed')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH_REQUIRED' } });
  });

  it("lets support staff watch the operations feed and the openings stream, but not the admins' money figures", async () => {
    const { user, token } = await buildUser(server.ctx, { role: 'support' });
    const support = await server.connect(token);
    await expect(subscribe(support, 'staff:feed')).resolves.toMatchObject({ ok: true });
    await expect(subscribe(support, 'staff:openings')).resolves.toMatchObject({ ok: true });
    await expect(subscribe(support, 'staff:overview')).resolves.toMatchObject({ ok: false, error: { code: 'ADMIN_REQUIRED' } });
    expect(await roomsOf(user.id as string)).toEqual(expect.arrayContaining([rooms.staffFeed, rooms.staffOpenings]));
    expect(await roomsOf(user.id as string)).not.toContain(rooms.staffOverview);
  });

  it('streams openings to subscribed staff (admins and support agents); a refused player hears nothing', async () => {
    const { token: adminToken } = await buildUser(server.ctx, { role: 'admin' });
    const admin = await server.connect(adminToken);
    await expect(subscribe(admin, 'staff:openings')).resolves.toMatchObject({ ok: true });
    await expect(subscribe(admin, 'staff:feed')).resolves.toMatchObject({ ok: true });
    const { token: supportToken } = await buildUser(server.ctx, { role: 'support' });
    const support = await server.connect(supportToken);
    await subscribe(support, 'staff:feed');
    await expect(subscribe(support, 'staff:openings')).resolves.toMatchObject({ ok: true });
    const { user: nosyUser, token: nosyToken } = await buildUser(server.ctx);
    const nosy = await server.connect(nosyToken);
    await subscribe(nosy, 'staff:openings');
    await subscribe(nosy, 'staff:feed');

    const { token } = await buildFundedUser(server.ctx, box.priceCoins);
    const seenByAdmin = nextEvent(admin, 'opening:completed', { schema: openingCompletedSchema });
    const seenBySupport = nextEvent(support, 'opening:completed', { schema: openingCompletedSchema });
    const nosyOpenings = collect(nosy, 'opening:completed');
    const nosyLines = collect(nosy, 'staff:event');
    const result = await openOver(token);
    const { opening, seq } = await seenByAdmin;
    expect(seq).toBeGreaterThan(0);
    expect(opening).toMatchObject({ id: result.openingId, pricePaid: box.priceCoins, box: { id: box.id }, prize: { id: result.prize.id } });
    await expect(seenBySupport).resolves.toEqual({ seq, opening });
    // The refused player's own balance change, sent after both, marks the end of what it could have heard.
    await throughMarker(
      nosy,
      'balance:changed',
      () => fundUser(server.ctx, nosyUser._id, 1),
      (e) => e.delta === 1,
    );
    expect(nosyOpenings).toEqual([]);
    expect(nosyLines).toEqual([]);

    // The admins' snapshot has it, with the stream's seq.
    const snapshot = (await server.request().get('/api/staff/openings?limit=5').set('Authorization', `Bearer ${adminToken}`).expect(200))
      .body as StaffOpeningsPageDto;
    expect(snapshot.seq).toBeGreaterThanOrEqual(seq);
    expect(snapshot.entries[0]).toEqual(opening);
    const supportSnapshot = await server
      .request()
      .get('/api/staff/openings?limit=5')
      .set('Authorization', `Bearer ${supportToken}`)
      .expect(200);
    expect((supportSnapshot.body as StaffOpeningsPageDto).entries[0]).toEqual(opening);
    expect((await server.request().get('/api/staff/openings').set('Authorization', `Bearer ${nosyToken}`).expect(403)).body.code).toBe(
      'STAFF_REQUIRED',
    );
    // Watching is all: acting on money stays with admins.
    const grant = { userId: nosyUser.id as string, amount: 100, reason: 'support tries a grant' };
    const refused = await server
      .request()
      .post('/api/admin/give-coins')
      .set('Authorization', `Bearer ${supportToken}`)
      .send(grant)
      .expect(403);
    expect(refused.body.code).toBe('ADMIN_REQUIRED');
  });

  it('leaves a feed on feed:unsubscribe', async () => {
    const { user, token } = await buildUser(server.ctx, { role: 'admin' });
    const admin = await server.connect(token);
    await subscribe(admin, 'staff:openings');
    await expect(ask(admin, 'feed:unsubscribe', { feed: 'staff:openings' })).resolves.toEqual({
      ok: true,
      data: { feed: 'staff:openings', subscribed: false },
    });
    expect(await roomsOf(user.id as string)).not.toContain(rooms.staffOpenings);
  });
});

describe('bad input on feed requests', () => {
  it('answers payloads that fail the schema with VALIDATION_FAILED and keeps the socket', async () => {
    const socket = await server.connect();
    for (const payload of [{}, { feed: 'everything' }, { feed: 'winners', extra: 1 }, 'winners', null, [1, 2]]) {
      await expect(ask(socket, 'feed:subscribe', payload)).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    await expect(ask(socket, 'feed:unsubscribe', { feed: 42 })).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(socket.connected).toBe(true);
    await expect(subscribe(socket, 'winners')).resolves.toMatchObject({ ok: true });
  });

  it('answers a burst of subscribe requests over budget with RATE_LIMITED; the socket is served again later', async () => {
    const socket = await server.connect();
    const replies = await Promise.all(Array.from({ length: SOCKET_BURST * 2 }, () => subscribe(socket, 'winners')));
    expect(replies.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED').length).toBeGreaterThan(0);
    clock.advance((1000 * SOCKET_BURST) / SOCKET_REFILL_PER_SECOND);
    await expect(subscribe(socket, 'leaderboard')).resolves.toMatchObject({ ok: true });
  });

  it('disconnects an oversized subscribe and keeps serving other sockets', async () => {
    const big = await server.connect();
    const other = await server.connect();
    const closed = new Promise((resolve) => big.once('disconnect', resolve));
    big.emit('feed:subscribe', { feed: 'winners', padding: 'x'.repeat(64 * 1024) } as never, () => {});
    await closed;
    await expect(subscribe(other, 'winners')).resolves.toMatchObject({ ok: true });
  });

  it('answers an unknown event with UNKNOWN_EVENT', async () => {
    const socket = await server.connect();
    await expect(ask(socket, 'feed:steal', { feed: 'staff:feed' })).resolves.toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    await expect(ask(socket, 'winner:announced', {})).resolves.toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
  });
});
