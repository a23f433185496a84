import { Types } from 'mongoose';
import type {
  AdminLedgerEntryDto,
  AdminUserDetailDto,
  HistoryEntryDto,
  OpenBoxResultDto,
  PageDto,
  Role,
  StaffShipmentDto,
  SupportTicketDto,
} from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { startTestServer, TestClock, type TestServer } from '../../test/server';

// A user's page in the admin console: the header (GET /api/admin/users/:id) and its four lists, for staff only.

const clock = new TestClock(new Date('2026-05-04T09:00:00.000Z'));
let server: TestServer;
let admin: { token: string; id: string };
let support: string;
let player: { id: string; token: string; username: string };
let other: { id: string; token: string };

const get = (path: string, token?: string) => {
  const req = server.request().get(path);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const post = (path: string, body: object, token?: string) => {
  const req = server.request().post(path).send(body);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const LISTS = ['ledger', 'openings', 'shipments', 'tickets'] as const;

beforeAll(async () => {
  server = await startTestServer({ clock });
  const a = await buildUser(server.ctx, { username: 'Overseer', role: 'admin' });
  admin = { token: a.token, id: a.user.id as string };
  support = (await buildUser(server.ctx, { role: 'support' })).token;
  const p = await buildUser(server.ctx, { username: 'Tamsin', email: 'tamsin@club.test' });
  player = { id: p.user.id as string, token: p.token, username: 'Tamsin' };
  const o = await buildUser(server.ctx, { username: 'Otto' });
  other = { id: o.user.id as string, token: o.token };

  // Coins: two grants, a clawback; then three openings of a box that always wins a $250 watch, one of them shipped.
  await post('/api/admin/give-coins', { userId: player.id, amount: 1_000, reason: 'Welcome' }, admin.token).expect(200);
  clock.advance(1000);
  await post('/api/admin/give-coins', { userId: player.id, amount: 500 }, admin.token).expect(200);
  clock.advance(1000);
  await post(`/api/admin/users/${player.id}/clawback`, { amount: 200, reason: 'Duplicate grant' }, admin.token).expect(200);
  const boxId = await alwaysWins('Luxury', 300, { name: 'Watch', rarity: 'epic', valueUsdCents: 25_000 });
  const openings: OpenBoxResultDto[] = [];
  for (let i = 0; i < 3; i++) {
    clock.advance(1000);
    openings.push((await post(`/api/boxes/${boxId}/open`, {}, player.token).expect(200)).body as OpenBoxResultDto);
  }
  const address = { name: 'Tamsin Reed', line1: '1 Quay Street', city: 'Bristol', postalCode: 'BS1 4DJ', country: 'GB' };
  await post(`/api/unboxings/${openings[0]!.openingId}/action`, { action: 'ship', address }, player.token).expect(200);
  await post('/api/admin/give-coins', { userId: other.id, amount: 50 }, admin.token).expect(200);

  // Tickets: one sent signed in, one from the player's address while signed out, one from someone else.
  const ticket = { name: 'Tamsin', subject: 'Parcel', message: 'Where is my watch? It has been a week.' };
  await post('/api/support/tickets', { ...ticket, email: 'reply@elsewhere.test' }, player.token).expect(201);
  await post('/api/support/tickets', { ...ticket, email: 'TAMSIN@club.test', subject: 'Coins' }).expect(201);
  await post('/api/support/tickets', { ...ticket, email: 'someone@else.test', subject: 'Other' }).expect(201);
});
afterAll(() => server.stop());

describe('GET /api/admin/users/:id', () => {
  it('shows the account, when it was last active and its totals, to admins and support staff', async () => {
    for (const token of [admin.token, support]) {
      const detail = (await get(`/api/admin/users/${player.id}`, token).expect(200)).body as AdminUserDetailDto;
      expect(detail.user).toMatchObject({
        id: player.id,
        username: 'Tamsin',
        role: 'player',
        banned: false,
        balance: 400,
        emailVerified: true,
      });
      expect(detail.totals).toEqual({
        openings: 3,
        prizeValueWon: '750.00',
        coinsGranted: 1_500,
        coinsClawedBack: 200,
        shipments: 1,
        tickets: 2,
      });
      expect(detail.lastActiveAt).toEqual(expect.any(String));
      expect(detail.deletedAt).toBeNull();
      expect(JSON.stringify(detail)).not.toMatch(/passwordHash|googleSubject|tokenVersion|fairness/);
    }
  });
});

describe("a user's lists", () => {
  it('ledger: newest first with kind, amount, balance after, actor and reason, by cursor, filtered by kind', async () => {
    const first = (await get(`/api/admin/users/${player.id}/ledger?limit=2`, admin.token).expect(200)).body as PageDto<AdminLedgerEntryDto>;
    expect(first.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['opening', -300, 400],
      ['opening', -300, 700],
    ]);
    expect(first.entries[0]!.actor).toBeNull();
    const rest = (await get(`/api/admin/users/${player.id}/ledger?limit=10&cursor=${first.nextCursor}`, support).expect(200))
      .body as PageDto<AdminLedgerEntryDto>;
    expect(rest.nextCursor).toBeNull();
    expect(rest.entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.actor?.username ?? null, e.reason])).toEqual([
      ['opening', -300, 1000, null, null],
      ['clawback', -200, 1300, 'Overseer', 'Duplicate grant'],
      ['grant', 500, 1500, 'Overseer', null],
      ['grant', 1000, 1000, 'Overseer', 'Welcome'],
    ]);
    const grants = (await get(`/api/admin/users/${player.id}/ledger?kind=grant`, admin.token).expect(200))
      .body as PageDto<AdminLedgerEntryDto>;
    expect(grants.entries.map((e) => e.amount)).toEqual([500, 1000]);
  });

  it('openings: the player history with proof links; shipments and tickets: only this player', async () => {
    const openings = (await get(`/api/admin/users/${player.id}/openings?limit=2`, support).expect(200)).body as PageDto<HistoryEntryDto>;
    expect(openings.entries).toHaveLength(2);
    expect(openings.entries[0]).toMatchObject({
      prizeName: 'Watch',
      prizeValue: '250.00',
      proofUrl: expect.stringMatching(/^\/api\/openings\/[0-9a-f]{24}\/proof$/),
    });
    const more = (await get(`/api/admin/users/${player.id}/openings?cursor=${openings.nextCursor}`, admin.token).expect(200))
      .body as PageDto<HistoryEntryDto>;
    expect(more.entries.map((e) => e.action)).toEqual(['ship']);
    expect(more.nextCursor).toBeNull();

    const shipments = (await get(`/api/admin/users/${player.id}/shipments`, admin.token).expect(200)).body as PageDto<StaffShipmentDto>;
    expect(shipments.entries).toEqual([
      expect.objectContaining({ username: 'Tamsin', status: 'pending', prize: expect.objectContaining({ name: 'Watch' }) }),
    ]);
    expect(
      ((await get(`/api/admin/users/${player.id}/shipments?status=delivered`, admin.token).expect(200)).body as PageDto<unknown>).entries,
    ).toEqual([]);

    const tickets = (await get(`/api/admin/users/${player.id}/tickets`, support).expect(200)).body as PageDto<SupportTicketDto>;
    expect(tickets.entries.map((t) => t.subject)).toEqual(['Coins', 'Parcel']);
    const otto = (await get(`/api/admin/users/${other.id}/tickets`, admin.token).expect(200)).body as PageDto<SupportTicketDto>;
    expect(otto.entries).toEqual([]);
    const ottoLedger = (await get(`/api/admin/users/${other.id}/ledger`, admin.token).expect(200)).body as PageDto<AdminLedgerEntryDto>;
    expect(ottoLedger.entries.map((e) => e.amount)).toEqual([50]);
  });
});

describe('access and bad input', () => {
  const paths = () => [`/api/admin/users/${player.id}`, ...LISTS.map((l) => `/api/admin/users/${player.id}/${l}`)];

  it.each<[string, Role | null, number, string]>([
    ['a visitor', null, 401, 'AUTH_REQUIRED'],
    ['a player', 'player', 403, 'STAFF_REQUIRED'],
  ])('refuses %s on the page and every list', async (_who, role, status, code) => {
    const token = role ? (await buildUser(server.ctx, { role })).token : undefined;
    for (const path of paths()) expect((await get(path, token).expect(status)).body.code).toBe(code);
    // The player's own token does not open their own staff page either.
    for (const path of paths()) expect((await get(path, player.token).expect(403)).body.code).toBe('STAFF_REQUIRED');
  });

  it('answers a malformed id with 400 and an unknown one with 404, on the page and every list', async () => {
    const unknown = new Types.ObjectId().toHexString();
    for (const suffix of ['', ...LISTS.map((l) => `/${l}`)]) {
      for (const bad of ['not-an-id', '0123456789abcdef0123456z', '%00', "'; db.users.drop() //"]) {
        const res = await get(`/api/admin/users/${encodeURIComponent(bad)}${suffix}`, admin.token);
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await get(`/api/admin/users/${unknown}${suffix}`, admin.token).expect(404)).body.code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['ledger', ['cursor=abc', 'limit=0', 'limit=101', 'limit=2.5', 'kind=bonus', 'kind=grant&kind=clawback', 'extra=1']],
    ['openings', ['cursor=abc', 'limit=0', 'limit=x', 'kind=grant']],
    ['shipments', ['status=lost', 'cursor=12', 'limit=1000']],
    ['tickets', ['status=pending', 'cursor=zz', 'limit=-1', 'email=a@b.c']],
  ] as const)('%s: refuses bad queries with 400 VALIDATION_FAILED', async (list, queries) => {
    for (const query of queries) {
      const res = await get(`/api/admin/users/${player.id}/${list}?${query}`, admin.token);
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });
});
