import { Types } from 'mongoose';
import {
  winnerHiddenSchema,
  winnerUnhiddenSchema,
  type HistoryEntryDto,
  type OpenBoxResultDto,
  type PageDto,
  type Role,
  type StaffWinnerDto,
  type StaffWinnersPageDto,
  type WinnerDto,
  type WinnersPageDto,
} from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { nextEvent, subscribe } from '../../test/realtime';
import { TestClock, startTestServer, type TestServer } from '../../test/server';

// Admins list every winner (hidden ones too), hide one from the public list and show it again; open /winners pages
// learn it live.

const clock = new TestClock(new Date('2026-06-01T12:00:00.000Z'));
let server: TestServer;
let admin: { token: string; username: string };
let winBox: string;
let loseBox: string;
let player: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ clock });
  const a = await buildUser(server.ctx, { username: 'Curator', role: 'admin' });
  admin = { token: a.token, username: 'Curator' };
  winBox = await alwaysWins('Gaming', 100, { name: 'Console', rarity: 'epic', valueUsdCents: 49_900 });
  loseBox = await craftBox({
    category: 'Gaming',
    priceCoins: 100,
    prizes: [
      { name: 'Nothing', rarity: 'none', oddsPpm: 1_000_000, valueUsdCents: 0 },
      { name: 'Console', rarity: 'epic', oddsPpm: 0, valueUsdCents: 49_900 },
    ],
  });
  const p = await buildFundedUser(server.ctx, 10_000);
  player = { id: p.user.id as string, token: p.token };
});
afterAll(() => server.stop());

const as = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : {});
const open = async (boxId: string) =>
  ((await server.request().post(`/api/boxes/${boxId}/open`).set(as(player.token)).expect(200)).body as OpenBoxResultDto).openingId;
const addWinner = async (prizeName: string) =>
  (
    (
      await server
        .request()
        .post('/api/admin/winners')
        .set(as(admin.token))
        .send({ userId: player.id, boxId: winBox, prizeName, prizeValue: 20 })
        .expect(201)
    ).body as WinnerDto
  ).id;
const setHidden = (id: string, body: unknown, token: string | null = admin.token) =>
  server
    .request()
    .patch(`/api/admin/winners/${id}`)
    .set(as(token))
    .send(body as object);
const publicIds = async () =>
  ((await server.request().get('/api/winners?limit=50').expect(200)).body as WinnersPageDto).entries.map((w) => w.id);
const staffPage = async (query = '') =>
  (await server.request().get(`/api/admin/winners${query}`).set(as(admin.token)).expect(200)).body as StaffWinnersPageDto;

describe('hiding and showing a winner', () => {
  it('a hidden real win leaves GET /api/winners but stays in the player history; shown again, it is back in its place', async () => {
    clock.advance(60_000);
    const older = await open(winBox);
    clock.advance(60_000);
    const win = await open(winBox);
    clock.advance(60_000);
    const newer = await addWinner('Poster');
    expect((await publicIds()).slice(0, 3)).toEqual([newer, win, older]);

    const hidden = (await setHidden(win, { hidden: true }).expect(200)).body as StaffWinnerDto;
    expect(hidden).toMatchObject({ id: win, source: 'opening', hidden: true, hiddenAt: clock.now().toISOString(), hiddenBy: 'Curator' });
    expect((await publicIds()).slice(0, 2)).toEqual([newer, older]);
    const history = (await server.request().get('/api/history').set(as(player.token)).expect(200)).body as PageDto<HistoryEntryDto>;
    expect(history.entries.map((e) => e.id)).toContain(win);

    const shown = (await setHidden(win, { hidden: false }).expect(200)).body as StaffWinnerDto;
    expect(shown).toMatchObject({ id: win, hidden: false, hiddenAt: null, hiddenBy: null });
    expect((await publicIds()).slice(0, 3)).toEqual([newer, win, older]);
  });

  it('hides an admin-added winner the same way; a repeat is 409 and a stranger id 404', async () => {
    clock.advance(60_000);
    const added = await addWinner('Signed cap');
    await setHidden(added, { hidden: true }).expect(200);
    expect(await publicIds()).not.toContain(added);
    expect((await setHidden(added, { hidden: true }).expect(409)).body.code).toBe('WINNER_VISIBILITY_UNCHANGED');
    await setHidden(added, { hidden: false }).expect(200);
    expect((await setHidden(added, { hidden: false }).expect(409)).body.code).toBe('WINNER_VISIBILITY_UNCHANGED');
    expect(await publicIds()).toContain(added);

    const loss = await open(loseBox);
    expect((await setHidden(loss, { hidden: true }).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await setHidden(new Types.ObjectId().toHexString(), { hidden: true }).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('open winners pages learn it live: both subscribed sockets get winner:hidden, then winner:unhidden, numbered after the snapshot', async () => {
    clock.advance(60_000);
    const win = await open(winBox);
    const pages = [await server.connect(), await server.connect(player.token)];
    for (const socket of pages) await subscribe(socket, 'winners');
    const { seq: snapshotSeq } = (await server.request().get('/api/winners?limit=1').expect(200)).body as WinnersPageDto;

    const hiddenFacts = pages.map((s) => nextEvent(s, 'winner:hidden', { schema: winnerHiddenSchema }));
    await setHidden(win, { hidden: true }).expect(200);
    const hidden = await Promise.all(hiddenFacts);
    for (const fact of hidden) expect(fact).toEqual({ seq: expect.any(Number), winnerId: win });
    expect(hidden[0]!.seq).toBeGreaterThan(snapshotSeq);
    expect((await server.request().get('/api/winners?limit=1').expect(200)).body.seq).toBeGreaterThanOrEqual(hidden[0]!.seq);

    const shownFacts = pages.map((s) => nextEvent(s, 'winner:unhidden', { schema: winnerUnhiddenSchema }));
    await setHidden(win, { hidden: false }).expect(200);
    for (const fact of await Promise.all(shownFacts)) {
      expect(fact.seq).toBeGreaterThan(hidden[0]!.seq);
      expect(fact.winner).toMatchObject({ id: win, source: 'opening', prizeName: 'Console', prizeValue: '499.00' });
    }
  });
});

describe('GET /api/admin/winners', () => {
  it('lists every winner newest first with its visibility, a page at a time, filtered by visibility', async () => {
    clock.advance(60_000);
    const a = await addWinner('Alpha');
    clock.advance(1000);
    const b = await open(winBox);
    clock.advance(1000);
    const c = await addWinner('Gamma');
    await setHidden(b, { hidden: true }).expect(200);

    const first = await staffPage('?limit=2');
    expect(first.entries.map((w) => [w.id, w.hidden])).toEqual([
      [c, false],
      [b, true],
    ]);
    const second = await staffPage(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.entries.map((w) => w.id)).toEqual([a]);
    const hiddenOnly = await staffPage('?visibility=hidden');
    expect(hiddenOnly.entries.map((w) => w.id)).toEqual([b]);
    expect(hiddenOnly.entries[0]).toMatchObject({ hiddenBy: 'Curator', source: 'opening' });
    const visible = await staffPage('?visibility=visible&limit=50');
    expect(visible.entries.map((w) => w.id)).not.toContain(b);
    expect(visible.entries.map((w) => w.id)).toEqual(expect.arrayContaining([a, c]));
  });
});

describe('access and bad input', () => {
  it.each<[string, Role | null, number, string]>([
    ['a visitor', null, 401, 'AUTH_REQUIRED'],
    ['a player', 'player', 403, 'ADMIN_REQUIRED'],
    ['support staff', 'support', 403, 'ADMIN_REQUIRED'],
  ])('refuses %s the list and the switch', async (_who, role, status, code) => {
    const id = await addWinner('Guarded');
    const token = role ? (await buildUser(server.ctx, { role })).token : null;
    expect((await server.request().get('/api/admin/winners').set(as(token)).expect(status)).body.code).toBe(code);
    expect((await setHidden(id, { hidden: true }, token).expect(status)).body.code).toBe(code);
    expect(await publicIds()).toContain(id);
  });

  it('refuses malformed ids, bodies and queries with 400 VALIDATION_FAILED', async () => {
    const id = await addWinner('Sturdy');
    for (const bad of ['nope', '0123456789abcdef0123456g', '%00']) {
      expect((await setHidden(encodeURIComponent(bad), { hidden: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{}, { hidden: 'yes' }, { hidden: 1 }, { hidden: null }, { hidden: true, username: 'x' }, []]) {
      expect((await setHidden(id, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    for (const query of ['visibility=secret', 'cursor=abc', 'limit=0', 'limit=51', 'limit=1.5', 'source=admin']) {
      const res = await server.request().get(`/api/admin/winners?${query}`).set(as(admin.token));
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect(await publicIds()).toContain(id);
  });
});
