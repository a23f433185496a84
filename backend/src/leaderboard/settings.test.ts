import {
  LEADERBOARD_PRIZES_USD,
  leaderboardSchema,
  type AdminPayoutDto,
  type AuditPageDto,
  type LeaderboardDto,
  type LeaderboardSettingsDto,
  type PageDto,
} from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { twoPlaceSplit } from '../../test/leaderboard';
import { buildFundedUser } from '../../test/ledger';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import { AuditEntryModel } from '../audit/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { LeaderboardDayModel, LeaderboardSettingsModel } from './model';
import { payDailyLeaderboard, payoutRef } from './payout';
import { termsForDay } from './terms';

const clock = new TestClock(new Date('2026-05-01T10:00:00.000Z'));
let server: TestServer;
let boxId: string;
let admin: string;
let otherAdmin: string;

const SETTINGS = '/api/admin/leaderboard/settings';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startTestServer({ clock, env: { LEADERBOARD_PAYOUT_GRACE_MS: '1000' } });
  boxId = await alwaysWins('Gaming', 100, { name: 'Sticker', rarity: 'common', valueUsdCents: 50 });
  admin = (await buildUser(server.ctx, { role: 'admin', username: 'Root' })).token;
  otherAdmin = (await buildUser(server.ctx, { role: 'admin', username: 'Deputy' })).token;
});
afterAll(() => server.stop());

const getSettings = async (token = admin) =>
  (await server.request().get(SETTINGS).set(auth(token)).expect(200)).body as LeaderboardSettingsDto;
const put = (body: unknown, token = admin) =>
  server
    .request()
    .put(SETTINGS)
    .set(auth(token))
    .send(body as object);
const current = async () => leaderboardSchema.parse((await server.request().get('/api/leaderboard/current').expect(200)).body);

const split = twoPlaceSplit;

/** Players spending 100 coins x (n - i) each on `day` at 09:00 UTC, highest spender first. */
async function play(day: string, players: number) {
  clock.set(`${day}T09:00:00.000Z`);
  const ranked = [];
  for (let i = 0; i < players; i++) {
    const p = await buildFundedUser(server.ctx, 5_000);
    for (let k = 0; k < players - i; k++) await server.request().post(`/api/boxes/${boxId}/open`).set(auth(p.token)).expect(200);
    ranked.push(p);
  }
  return ranked;
}

const prizesOf = async (day: string) =>
  (await LedgerEntryModel.find({ kind: 'leaderboard-prize', ref: new RegExp(`^leaderboard:${day}:`) }).lean())
    .map((e) => [e.ref, e.amount] as const)
    .sort();

describe('who may read and change the settings', () => {
  it('admins only: 401 without a session, 403 for players and support staff, on every route', async () => {
    const player = (await buildUser(server.ctx)).token;
    const support = (await buildUser(server.ctx, { role: 'support' })).token;
    for (const [method, path] of [
      ['get', SETTINGS],
      ['put', SETTINGS],
      ['get', '/api/admin/leaderboard/payouts'],
    ] as const) {
      expect((await server.request()[method](path).send(split(0)).expect(401)).body.code).toBe('AUTH_REQUIRED');
      for (const token of [player, support])
        expect((await server.request()[method](path).set(auth(token)).send(split(0)).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    }
    expect(await LeaderboardSettingsModel.countDocuments({})).toBe(0);
  });

  it('shows the built-in terms until someone changes them, and when a change would apply', async () => {
    clock.set('2026-05-01T10:00:00.000Z');
    const settings = await getSettings();
    const builtIn = {
      name: 'Daily Leaderboard',
      totalPrize: 500,
      prizeDistribution: LEADERBOARD_PRIZES_USD.map((amount, i) => ({ position: i + 1, amount })),
    };
    expect(settings).toMatchObject({ version: 0, effectiveFrom: null, updatedBy: null, nextDay: '2026-05-02', terms: builtIn });
    expect(settings.today).toMatchObject({ day: '2026-05-01', termsVersion: 0, ...builtIn });
  });
});

describe('saving', () => {
  it('stores a new version from tomorrow, audited once with the changed fields; a stale version is 409', async () => {
    clock.set('2026-05-03T08:00:00.000Z');
    const saved = (await put(split(0)).expect(200)).body as LeaderboardSettingsDto;
    expect(saved).toMatchObject({
      version: 1,
      effectiveFrom: '2026-05-04',
      updatedAt: '2026-05-03T08:00:00.000Z',
      updatedBy: { username: 'Root' },
      terms: { name: 'Weekend Sprint', totalPrize: 300, prizeDistribution: split(0).prizeDistribution },
      today: { day: '2026-05-03', termsVersion: 0, totalPrize: 500 },
    });
    const audit = (await server.request().get('/api/admin/audit?action=leaderboard.updated').set(auth(admin)).expect(200))
      .body as AuditPageDto;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actor: { username: 'Root', role: 'admin' },
      target: { type: 'leaderboard', id: 'daily', label: 'Weekend Sprint' },
      before: { name: 'Daily Leaderboard', totalPrize: 500, prizeDistribution: [...LEADERBOARD_PRIZES_USD], effectiveFrom: null },
      after: { name: 'Weekend Sprint', totalPrize: 300, prizeDistribution: [200, 100], effectiveFrom: '2026-05-04' },
      at: '2026-05-03T08:00:00.000Z',
    });
    expect(audit.entries[0]!.before).toHaveProperty('description');

    // Another admin still holding version 0, or inventing a version, is refused; nothing is stored or audited.
    for (const version of [0, 7]) {
      const res = await put(split(version, { name: 'Overwrite' }), otherAdmin).expect(409);
      expect(res.body.code).toBe('CONFLICT');
    }
    expect(await LeaderboardSettingsModel.countDocuments({})).toBe(1);
    expect(await AuditEntryModel.countDocuments({ action: 'leaderboard.updated' })).toBe(1);

    // Saving the same terms again changes nothing.
    expect((await put(split(1)).expect(200)).body).toMatchObject({ version: 1 });
    expect(await AuditEntryModel.countDocuments({ action: 'leaderboard.updated' })).toBe(1);
  });

  it('two admins saving on the same version at once: one wins, the other gets 409, one audit entry', async () => {
    const { version } = await getSettings();
    const results = await Promise.all([
      put(split(version, { name: 'From Root', totalPrize: 250, prizeDistribution: [{ position: 1, amount: 250 }] }), admin),
      put(split(version, { name: 'From Deputy', totalPrize: 400, prizeDistribution: [{ position: 1, amount: 400 }] }), otherAdmin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await getSettings();
    expect(after.version).toBe(version + 1);
    const winner = results.find((r) => r.status === 200)!.body as LeaderboardSettingsDto;
    expect(after.terms).toEqual(winner.terms);
    expect(await AuditEntryModel.countDocuments({ action: 'leaderboard.updated' })).toBe(2);
  });

  it('applies after the last day already stored when a node ahead has started tomorrow', async () => {
    clock.set('2026-05-05T23:59:59.900Z');
    await termsForDay('2026-05-06', clock.now()); // another node, its clock a little ahead, read tomorrow's standings
    const { version } = await getSettings();
    const saved = (await put(split(version, { name: 'Late change' })).expect(200)).body as LeaderboardSettingsDto;
    expect(saved.effectiveFrom).toBe('2026-05-07');
    expect((await LeaderboardDayModel.findById('2026-05-06').lean())?.termsVersion).toBe(version);
  });
});

describe('the terms of a day', () => {
  it("a change made today leaves today's competition and payout alone; tomorrow's uses the new split, paid once", async () => {
    // Today (2026-05-10): 12 players; the public page shows the terms the day started with.
    clock.set('2026-05-10T00:30:00.000Z');
    const { version } = await getSettings();
    const before = await current();
    const ranked = await play('2026-05-10', 12);

    clock.set('2026-05-10T12:00:00.000Z');
    const trio = [
      { position: 1, amount: 300 },
      { position: 2, amount: 200 },
      { position: 3, amount: 100 },
    ];
    const body = split(version, { name: 'Trio', description: 'Three places.', totalPrize: 600, prizeDistribution: trio });
    const saved = (await put(body).expect(200)).body as LeaderboardSettingsDto;
    expect(saved.effectiveFrom).toBe('2026-05-11');
    const today = await current();
    expect(today).toMatchObject({ id: '2026-05-10', name: before.name, totalPrize: before.totalPrize, termsVersion: before.termsVersion });
    expect(today.prizeDistribution).toEqual(before.prizeDistribution);
    expect(today.entries[0]).toMatchObject({ id: ranked[0]!.user.id, prizeAmount: before.prizeDistribution[0]!.amount });

    // Tomorrow: four players; the page shows the new terms and three places carry a prize.
    const next = await play('2026-05-11', 4);
    clock.set('2026-05-11T10:00:00.000Z');
    const tomorrow: LeaderboardDto = await current();
    expect(tomorrow).toMatchObject({
      id: '2026-05-11',
      name: 'Trio',
      description: 'Three places.',
      totalPrize: 600,
      termsVersion: version + 1,
    });
    expect(tomorrow.prizeDistribution).toEqual(trio);
    expect(tomorrow.entries.map((e) => e.prizeAmount)).toEqual([300, 200, 100, 0]);

    // The payout of 2026-05-10 pays the terms it started with.
    const first = await payDailyLeaderboard(server.ctx, '2026-05-10', 0);
    expect(first.status).toBe('paid');
    const paidFirst = await prizesOf('2026-05-10');
    const expectedFirst = before.prizeDistribution.map((p) => [payoutRef('2026-05-10', p.position), p.amount * 100] as const).sort();
    expect(paidFirst).toEqual(expectedFirst);

    // 2026-05-11 is paid by its own terms, exactly once however many runs race.
    clock.set('2026-05-12T00:00:02.000Z');
    const runs = await Promise.all([1, 2, 3].map(() => payDailyLeaderboard(server.ctx, '2026-05-11')));
    expect(runs.filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(await prizesOf('2026-05-11')).toEqual([
      [payoutRef('2026-05-11', 1), 30_000],
      [payoutRef('2026-05-11', 2), 20_000],
      [payoutRef('2026-05-11', 3), 10_000],
    ]);
    const credited = await LedgerEntryModel.find({ kind: 'leaderboard-prize', ref: /^leaderboard:2026-05-11:/ }).lean();
    expect(credited.map((e) => String(e.userId)).sort()).toEqual(
      next
        .slice(0, 3)
        .map((p) => p.user.id)
        .sort(),
    );
    expect((await checkLedgerInvariant([...ranked, ...next].map((p) => p.user._id))).problems).toEqual([]);

    // The admins' history shows both days with their terms and the ledger entries that paid them.
    const page = (await server.request().get('/api/admin/leaderboard/payouts?limit=1').set(auth(admin)).expect(200))
      .body as PageDto<AdminPayoutDto>;
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      id: '2026-05-11',
      name: 'Trio',
      totalPrize: 600,
      termsVersion: version + 1,
      totalCoins: 60_000,
    });
    const ids = new Map(credited.map((e) => [e.ref, e._id.toHexString()]));
    expect(
      page.entries[0]!.winners.map((w) => [w.position, w.username, w.prizeAmount, w.prizeCoins, w.ledgerRef, w.ledgerEntryId]),
    ).toEqual(
      trio.map((p, i) => {
        const ref = `leaderboard:2026-05-11:${p.position}`;
        return [p.position, next[i]!.user.username, p.amount, p.amount * 100, ref, ids.get(ref)];
      }),
    );
    expect(page.nextCursor).toBe('2026-05-11');
    const older = (
      await server.request().get(`/api/admin/leaderboard/payouts?limit=1&cursor=${page.nextCursor}`).set(auth(admin)).expect(200)
    ).body as PageDto<AdminPayoutDto>;
    expect(older.entries[0]).toMatchObject({ id: '2026-05-10', totalPrize: before.totalPrize, termsVersion: before.termsVersion });
    expect(older.entries[0]!.winners).toHaveLength(before.prizeDistribution.length);
  }, 30_000); // two days of real openings and payouts: seconds on a busy machine

  it('a day nobody read before the change is still played and paid for the terms that applied when it began', async () => {
    const ranked = await play('2026-05-20', 3);
    expect(await LeaderboardDayModel.exists({ _id: '2026-05-20' })).toBeNull(); // no request has read the day yet
    const latest = (await LeaderboardSettingsModel.findOne({}).sort({ _id: -1 }).lean())!;
    clock.set('2026-05-20T18:00:00.000Z');
    await put(split(latest._id, { name: 'Solo', totalPrize: 1_000, prizeDistribution: [{ position: 1, amount: 1_000 }] })).expect(200);
    expect((await LeaderboardDayModel.findById('2026-05-20').lean())?.termsVersion).toBe(latest._id);

    clock.set('2026-05-21T00:00:02.000Z');
    await payDailyLeaderboard(server.ctx, '2026-05-20');
    const expected = latest.amounts.slice(0, ranked.length).map((usd, i) => [payoutRef('2026-05-20', i + 1), usd * 100] as const);
    expect(await prizesOf('2026-05-20')).toEqual(expected.sort());
  });
});
