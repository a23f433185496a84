import { Types } from 'mongoose';
import { auditEntrySchema, type AuditPageDto, type Role } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { inTransaction } from '../core/transaction';
import { LedgerEntryModel } from '../ledger/model';
import { credit } from '../ledger/service';
import { UserModel, type UserDocument } from '../users/model';
import { AuditEntryModel } from './model';
import { recordAudit, recordAuditNow, type AuditInput } from './service';

const clock = new TestClock(new Date('2026-03-01T09:00:00.000Z'));
let server: TestServer;
let admin: { user: UserDocument; token: string };
let other: { user: UserDocument; token: string };

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await buildUser(server.ctx, { username: 'Auditor', role: 'admin' });
  other = await buildUser(server.ctx, { username: 'Second', role: 'support' });
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const audit = async (query = '') =>
  (await server.request().get(`/api/admin/audit${query}`).set(auth(admin.token)).expect(200)).body as AuditPageDto;

/** A ticket-closed entry (no route needed): `n` tells entries apart. */
const entry = (n: number, actor: UserDocument = admin.user): AuditInput<'ticket.closed'> => ({
  action: 'ticket.closed',
  actor,
  target: { id: new Types.ObjectId(), label: `#T${n}` },
  before: { status: 'open' },
  after: { status: 'closed' },
  at: clock.now(),
});

describe('GET /api/admin/audit', () => {
  it.each<[string, Role | null, number, string]>([
    ['anonymous callers', null, 401, 'AUTH_REQUIRED'],
    ['players', 'player', 403, 'ADMIN_REQUIRED'],
    ['support staff', 'support', 403, 'ADMIN_REQUIRED'],
  ])('is refused to %s', async (_who, role, status, code) => {
    const req = server.request().get('/api/admin/audit');
    if (role) req.set(auth((await buildUser(server.ctx, { role })).token));
    expect((await req.expect(status)).body.code).toBe(code);
  });

  it('pages newest first by cursor, stable when entries share one instant', async () => {
    await AuditEntryModel.deleteMany({});
    clock.set('2026-03-01T09:00:00.000Z');
    for (let n = 0; n < 3; n++) await recordAuditNow(server.ctx, entry(n));
    clock.advance(1000);
    // Seven entries at the very same instant: the id breaks the tie.
    for (let n = 3; n < 10; n++) await recordAuditNow(server.ctx, entry(n));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPageDto = await audit(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      for (const e of page.entries) auditEntrySchema.parse(e);
      seen.push(...page.entries.map((e) => e.target.label));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['#T9', '#T8', '#T7', '#T6', '#T5', '#T4', '#T3', '#T2', '#T1', '#T0']);
    const first = await audit('?limit=1');
    expect(first.entries[0]).toMatchObject({
      action: 'ticket.closed',
      actor: { id: admin.user.id, username: 'Auditor', role: 'admin' },
      target: { type: 'ticket', label: '#T9' },
      before: { status: 'open' },
      after: { status: 'closed' },
      reason: null,
      at: '2026-03-01T09:00:01.000Z',
    });
  });

  it('filters by action, actor and target', async () => {
    const mine = await recordAuditNow(server.ctx, {
      ...entry(20, other.user),
      action: 'ticket.reopened',
      before: { status: 'closed' },
      after: { status: 'open' },
    });
    const byAction = await audit('?action=ticket.reopened');
    expect(byAction.entries.map((e) => e.id)).toEqual([mine._id.toHexString()]);
    const byActor = await audit(`?actorId=${other.user.id}`);
    expect(byActor.entries.map((e) => e.id)).toEqual([mine._id.toHexString()]);
    const byTarget = await audit(`?targetType=ticket&targetId=${mine.target.id}`);
    expect(byTarget.entries.map((e) => e.id)).toEqual([mine._id.toHexString()]);
    expect((await audit('?targetType=winner')).entries).toEqual([]);
    expect((await audit(`?action=ticket.closed&actorId=${other.user.id}`)).entries).toEqual([]);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=many',
    'action=user.deleted',
    'actorId=42',
    'targetType=planet',
    'targetId=x',
    'targetType=user&targetId=' + 'x'.repeat(65),
    'cursor=yesterday',
    'cursor=1.zz',
    'sort=asc',
    'action=coins.granted&action=winner.added',
  ])('refuses ?%s with 400 VALIDATION_FAILED', async (query) => {
    const res = await server.request().get(`/api/admin/audit?${query}`).set(auth(admin.token)).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Object) });
  });
});

describe('recordAudit', () => {
  it('commits with the write and is emitted after the commit', async () => {
    const emitted: string[] = [];
    const off = server.ctx.bus.on('audit.recorded', ({ entry: e }) => void emitted.push(e.target.label));
    await inTransaction(server.ctx.bus, async (tx) => {
      recordAudit(tx, entry(30));
      expect(emitted).toEqual([]);
    });
    off();
    expect(emitted).toEqual(['#T30']);
    expect(await AuditEntryModel.countDocuments({ 'target.label': '#T30' })).toBe(1);
  });

  it('an aborted write leaves neither the write nor its audit entry, and emits nothing', async () => {
    const { user } = await buildUser(server.ctx);
    const emitted: unknown[] = [];
    const off = server.ctx.bus.on('audit.recorded', (e) => void emitted.push(e));
    await expect(
      inTransaction(server.ctx.bus, async (tx) => {
        const change = await credit(tx, {
          userId: user._id,
          amount: 500,
          kind: 'grant',
          ref: 'grant:aborted',
          actorId: admin.user._id,
        });
        recordAudit(tx, {
          action: 'coins.granted',
          actor: admin.user,
          target: { id: user._id, label: user.username },
          before: { balance: 0 },
          after: { balance: change.balance },
          at: clock.now(),
        });
        throw new Error('the write failed after its audit entry');
      }),
    ).rejects.toThrow('the write failed after its audit entry');
    off();
    expect(emitted).toEqual([]);
    expect(await AuditEntryModel.countDocuments({ 'target.id': user.id })).toBe(0);
    expect(await LedgerEntryModel.countDocuments({ ref: 'grant:aborted' })).toBe(0);
    expect((await UserModel.findById(user._id).lean())?.balance).toBe(0);
  });

  it('refuses snapshots that carry secrets, at any depth, and stores nothing', async () => {
    const before = await AuditEntryModel.countDocuments({});
    await expect(recordAuditNow(server.ctx, { ...entry(40), after: { passwordHash: 'x' } })).rejects.toThrow('passwordHash');
    await expect(recordAuditNow(server.ctx, { ...entry(41), before: { fairness: { serverSeed: 'x' } } })).rejects.toThrow(
      'fairness.serverSeed',
    );
    await expect(recordAuditNow(server.ctx, { ...entry(42), after: { tokenVersion: 2 } })).rejects.toThrow('tokenVersion');
    expect(await AuditEntryModel.countDocuments({})).toBe(before);
  });
});
