import { staffEventSchema, type OpenBoxResultDto, type StaffEventDto, type StaffFeedPageDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { eventually } from '../../test/eventually';
import { nextEvent, subscribe } from '../../test/realtime';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';
import { SOCKET_BURST, SOCKET_FLOOD_DISCONNECT } from '../realtime/guard';

let server: TestServer;
let staff: ClientSocket;
let supportToken: string;
let adminToken: string;
let bigBox: string;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_FREE_FAILURES: '1' } });
  bigBox = await alwaysWins('Luxury', 100, { name: 'Gold watch', rarity: 'epic', valueUsdCents: 75_000 });
  supportToken = (await buildUser(server.ctx, { role: 'support' })).token;
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
  staff = await server.connect(supportToken);
  await expect(subscribe(staff, 'staff:feed')).resolves.toMatchObject({ ok: true });
});
afterAll(() => server.stop());

type Kind = StaffEventDto['kind'];
const line = <K extends Kind>(kind: K, accept: (e: Extract<StaffEventDto, { kind: K }>) => boolean = () => true) =>
  nextEvent(staff, 'staff:event', {
    schema: staffEventSchema,
    accept: (e) => e.kind === kind && accept(e as Extract<StaffEventDto, { kind: K }>),
  }) as Promise<Extract<StaffEventDto, { kind: K }>>;

async function open(token: string, boxId = bigBox): Promise<OpenBoxResultDto> {
  return (await server.request().post(`/api/boxes/${boxId}/open`).set('Authorization', `Bearer ${token}`).expect(200))
    .body as OpenBoxResultDto;
}

describe('staff:event, the operations feed', () => {
  it('reports a signup', async () => {
    const signup = line('signup', (e) => e.username === 'Nadia');
    await server
      .request()
      .post('/api/register')
      .send({ username: 'Nadia', email: 'nadia@example.com', password: 'nadia-pass-1' })
      .expect(201);
    await expect(signup).resolves.toMatchObject({ kind: 'signup', method: 'password', referred: false, seq: expect.any(Number) });
  });

  it('reports an opening, a big win, the resale and the player whose balance it was', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 1000);
    const opening = line('opening', (e) => e.userId === user.id);
    const big = line('big-win', (e) => e.userId === user.id);
    const result = await open(token);
    await expect(opening).resolves.toMatchObject({
      openingId: result.openingId,
      username: user.username,
      prizeName: 'Gold watch',
      valueInUSD: '750.00',
      pricePaid: 100,
      isWin: true,
    });
    await expect(big).resolves.toMatchObject({ openingId: result.openingId, rarity: 'epic', valueInUSD: '750.00' });

    const resale = line('resale', (e) => e.userId === user.id);
    await server
      .request()
      .post(`/api/unboxings/${result.openingId}/action`)
      .set('Authorization', `Bearer ${token}`)
      .send({ action: 'resell' })
      .expect(200);
    await expect(resale).resolves.toMatchObject({ username: user.username, openingId: result.openingId, coins: 60_000 });
  });

  it('reports a shipment request', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 1000);
    const result = await open(token);
    const shipment = line('shipment', (e) => e.userId === user.id);
    await server
      .request()
      .post(`/api/unboxings/${result.openingId}/action`)
      .set('Authorization', `Bearer ${token}`)
      .send({
        action: 'ship',
        address: { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
      })
      .expect(200);
    await expect(shipment).resolves.toMatchObject({
      username: user.username,
      openingId: result.openingId,
      status: 'pending',
      trackingNumber: null,
    });
  });

  it('reports an admin grant with its reason', async () => {
    const { user } = await buildUser(server.ctx);
    const grant = line('grant', (e) => e.userId === user.id);
    await server
      .request()
      .post('/api/admin/give-coins')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ userId: user.id, amount: 250, reason: 'Goodwill' })
      .expect(200);
    await expect(grant).resolves.toMatchObject({ username: user.username, coins: 250, reason: 'Goodwill' });
  });

  it('reports every audited staff write as an admin line: who, what, which object and why', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Quill' });
    const audited = line('admin', (e) => e.target.id === user.id);
    await server
      .request()
      .patch(`/api/admin/users/${user.id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ banned: true })
      .expect(200);
    await expect(audited).resolves.toMatchObject({
      action: 'user.banned',
      actor: { role: 'admin' },
      target: { type: 'user', id: user.id, label: 'Quill' },
      reason: null,
      auditId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('reports rate-limited sign-ins and flooding sockets', async () => {
    // Past the free failures the client waits; the refusal is a line (the first of its minute, count 1).
    const limited = line('rate-limit', (e) => e.scope === 'ip' && e.action === 'login');
    for (let i = 0; i < 3; i++) await server.request().post('/api/login').send({ email: 'victim@example.com', password: 'guess-guess' });
    await expect(limited).resolves.toMatchObject({ retryAfterSeconds: expect.any(Number), count: 1, windowSeconds: 60 });

    const { user, token } = await buildUser(server.ctx);
    const flooder = await server.connect(token);
    const flood = line('rate-limit', (e) => e.scope === 'socket' && e.subject === user.id && e.action === 'flood');
    for (let i = 0; i < SOCKET_BURST + SOCKET_FLOOD_DISCONNECT + 10; i++) flooder.emit('presence:get', {}, () => {});
    await expect(flood).resolves.toMatchObject({ retryAfterSeconds: null });
  });

  it('reports support tickets and unexpected errors', async () => {
    const ticket = line('ticket');
    server.ctx.bus.emit('ticket.created', {
      ticketId: 't-1',
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Where is my prize?',
      userId: null,
      at: new Date(),
    });
    await expect(ticket).resolves.toMatchObject({ ticketId: 't-1', name: 'Sam', subject: 'Where is my prize?' });
    const error = line('error');
    server.ctx.bus.emit('app.failed', { where: 'job', code: 'LEADERBOARD_PAYOUT', detail: 'database unreachable', at: new Date() });
    await expect(error).resolves.toMatchObject({ where: 'job', code: 'LEADERBOARD_PAYOUT', detail: 'database unreachable' });
  });
});

describe('GET /api/staff/feed', () => {
  const feed = (token: string | null, query = '') => {
    const req = server.request().get(`/api/staff/feed${query}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('returns the latest events newest first with the seq of the snapshot, for support and admins', async () => {
    const { user } = await buildUser(server.ctx);
    const grant = line('grant', (e) => e.userId === user.id);
    const audited = line('admin', (e) => e.target.id === user.id);
    await server
      .request()
      .post('/api/admin/give-coins')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ userId: user.id, amount: 5 })
      .expect(200);
    const delivered = await grant;
    const newest = await audited; // the feed stores a batch before it sends it, so the snapshot below holds both
    const page = (await feed(supportToken).expect(200)).body as StaffFeedPageDto;
    for (const e of page.entries) staffEventSchema.parse(e);
    expect(page.seq).toBeGreaterThanOrEqual(newest.seq);
    expect(page.entries[0]).toMatchObject({ id: newest.id, seq: newest.seq, kind: 'admin', action: 'coins.granted' });
    expect(page.entries[1]).toMatchObject({ id: delivered.id, seq: delivered.seq, kind: 'grant' });
    const seqs = page.entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(page.entries.some((e) => e.kind === 'signup')).toBe(true);

    const onlyGrants = (await feed(adminToken, '?kind=grant&limit=5').expect(200)).body as StaffFeedPageDto;
    expect(onlyGrants.entries.length).toBeGreaterThan(0);
    expect(onlyGrants.entries.every((e) => e.kind === 'grant')).toBe(true);
  });

  it('never claims an event it lacks: every live event at or below a snapshot seq is in that snapshot', async () => {
    const live: StaffEventDto[] = [];
    const collect = (e: StaffEventDto) => {
      if (e.kind === 'error' && e.code === 'SNAPSHOT_RACE') live.push(e);
    };
    staff.on('staff:event', collect);
    const pages: StaffFeedPageDto[] = [];
    let writing = true;
    const polling = (async () => {
      while (writing) pages.push((await feed(supportToken, '?kind=error&limit=200').expect(200)).body as StaffFeedPageDto);
    })();
    // Bursts of events flushed as one batch each, so a batch is being written while snapshots are read.
    // Each burst lasts until it was delivered and at least two snapshots were read meanwhile (however slow the machine).
    for (let burst = 0; burst < 3; burst++) {
      const pagesBefore = pages.length;
      for (let i = 0; i < 150; i++) {
        server.ctx.bus.emit('app.failed', { where: 'job', code: 'SNAPSHOT_RACE', detail: `${burst}:${i} ${'x'.repeat(250)}`, at: new Date() });
      }
      await eventually(
        () => {
          expect(live.length).toBeGreaterThanOrEqual(150 * (burst + 1));
          expect(pages.length).toBeGreaterThanOrEqual(pagesBefore + 2);
        },
        { timeoutMs: 20_000 },
      );
    }
    // A later line marks the end: every line of the bursts reached the socket before it.
    const end = nextEvent(staff, 'staff:event', { accept: (e) => e.kind === 'error' && e.code === 'SNAPSHOT_RACE_END', timeoutMs: 15_000 });
    server.ctx.bus.emit('app.failed', { where: 'job', code: 'SNAPSHOT_RACE_END', detail: 'end', at: new Date() });
    await end;
    writing = false;
    await polling;
    staff.off('staff:event', collect);
    expect(live).toHaveLength(450);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const ids = new Set(page.entries.map((e) => e.id));
      // A full page holds only the newest 200: older events are not expected in it. A line stored but not numbered yet
      // (a batch between its insert and its numbering) is in the page with seq 0: it is there by id, and says nothing of
      // where the window starts.
      const numbered = page.entries.filter((e) => e.seq > 0).map((e) => e.seq);
      const oldest = page.entries.length === 200 ? Math.min(...numbered) : -Infinity;
      for (const e of live) if (e.seq <= page.seq && e.seq >= oldest) expect(ids.has(e.id)).toBe(true);
    }
    const last = pages.at(-1)!;
    expect(last.seq).toBeGreaterThanOrEqual(Math.max(...live.map((e) => e.seq)));
  });

  it('is refused to players (403 STAFF_REQUIRED) and anonymous callers (401), and validates its query', async () => {
    const { token } = await buildUser(server.ctx);
    expect((await feed(token).expect(403)).body.code).toBe('STAFF_REQUIRED');
    await feed(null).expect(401);
    await feed(supportToken, '?kind=everything').expect(400);
    await feed(supportToken, '?limit=1000').expect(400);
  });
});
