import { Types } from 'mongoose';
import type { AuditEntryDto, AuditPageDto, OpenBoxResultDto, Role } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { SupportTicketModel } from '../support/model';
import { AuditEntryModel } from './model';

// Every staff write is audited once, by the same transaction; refused and replayed writes leave no entry.

const clock = new TestClock(new Date('2026-04-02T10:00:00.000Z'));
let server: TestServer;
let admin: { id: string; token: string };
let support: { id: string; token: string };
let boxId: string;

beforeAll(async () => {
  server = await startTestServer({ clock });
  const a = await buildUser(server.ctx, { username: 'Root', role: 'admin' });
  const s = await buildUser(server.ctx, { username: 'Agent', role: 'support' });
  admin = { id: a.user.id as string, token: a.token };
  support = { id: s.user.id as string, token: s.token };
  boxId = await alwaysWins('Luxury', 100, { name: 'Watch', rarity: 'epic', valueUsdCents: 25_000 });
});
afterAll(() => server.stop());

type Method = 'post' | 'patch';
const call = (method: Method, path: string, body: object, token?: string) => {
  const req = server.request()[method](path).send(body);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const tokenOf = async (role: Role | null) => (role ? (await buildUser(server.ctx, { role })).token : undefined);

/** Runs a write and returns the one audit entry it added (fails if it added none or several). */
async function auditedOnce(write: () => Promise<unknown>): Promise<AuditEntryDto> {
  const before = await AuditEntryModel.countDocuments({});
  await write();
  expect(await AuditEntryModel.countDocuments({})).toBe(before + 1);
  const page = (await server.request().get('/api/admin/audit?limit=1').set('Authorization', `Bearer ${admin.token}`).expect(200))
    .body as AuditPageDto;
  return page.entries[0]!;
}

/** Runs writes that must be refused (or replayed) and checks they added no audit entry. */
async function notAudited(...writes: (() => Promise<unknown>)[]): Promise<void> {
  const before = await AuditEntryModel.countDocuments({});
  for (const write of writes) await write();
  expect(await AuditEntryModel.countDocuments({})).toBe(before);
}

async function shipment(): Promise<string> {
  const { token } = await buildFundedUser(server.ctx, 1_000);
  const opening = (await call('post', `/api/boxes/${boxId}/open`, {}, token).expect(200)).body as OpenBoxResultDto;
  const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
  const acted = await call('post', `/api/unboxings/${opening.openingId}/action`, { action: 'ship', address }, token).expect(200);
  return (acted.body as { shipment: { id: string } }).shipment.id;
}

async function ticket(subject = 'Where is my parcel?'): Promise<string> {
  const now = clock.now();
  const _id = new Types.ObjectId();
  await SupportTicketModel.collection.insertOne({
    _id,
    name: 'Sam',
    email: 'sam@example.com',
    subject,
    message: 'It has been two weeks.',
    userId: null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
    closedBy: null,
    closedAt: null,
  });
  return _id.toHexString();
}

describe('coin grants (POST /api/admin/give-coins | give-credits)', () => {
  it.each(['give-coins', 'give-credits'])('%s: one coins.granted entry with the balance before and after and the reason', async (path) => {
    const { user } = await buildFundedUser(server.ctx, 300);
    clock.advance(1000);
    const entry = await auditedOnce(() =>
      call('post', `/api/admin/${path}`, { userId: user.id, amount: 250, reason: 'Goodwill' }, admin.token).expect(200),
    );
    expect(entry).toMatchObject({
      action: 'coins.granted',
      actor: { id: admin.id, username: 'Root', role: 'admin' },
      target: { type: 'user', id: user.id, label: user.username },
      before: { balance: 300 },
      after: { balance: 550 },
      reason: 'Goodwill',
      at: clock.now().toISOString(),
    });
  });

  it('a replayed idempotent grant, a refused one and a non-admin caller add no entry', async () => {
    const { user } = await buildUser(server.ctx);
    const grant = { userId: user.id, amount: 40, requestId: 'grant-once-0001' };
    await auditedOnce(() => call('post', '/api/admin/give-coins', grant, admin.token).expect(200));
    await notAudited(
      () => call('post', '/api/admin/give-coins', grant, admin.token).expect(200),
      () => call('post', '/api/admin/give-credits', grant, admin.token).expect(200),
      () => call('post', '/api/admin/give-coins', { ...grant, amount: 41 }, admin.token).expect(409),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 0 }, admin.token).expect(400),
      () => call('post', '/api/admin/give-coins', { userId: new Types.ObjectId().toHexString(), amount: 5 }, admin.token).expect(404),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }).expect(401),
      async () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }, await tokenOf('player')).expect(403),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }, support.token).expect(403),
    );
  });

  it('the same grant sent many times at once is credited and audited once', async () => {
    const { user } = await buildUser(server.ctx);
    const grant = { userId: user.id, amount: 75, requestId: 'grant-burst-0001' };
    const before = await AuditEntryModel.countDocuments({ action: 'coins.granted', 'target.id': user.id });
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('post', '/api/admin/give-coins', grant, admin.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => (a.body as { replayed: boolean }).replayed === false)).toHaveLength(1);
    expect(await AuditEntryModel.countDocuments({ action: 'coins.granted', 'target.id': user.id })).toBe(before + 1);
    const [entry] = await AuditEntryModel.find({ 'target.id': user.id }).lean();
    expect([entry?.before, entry?.after]).toEqual([{ balance: 0 }, { balance: 75 }]);
  });
});

describe('clawbacks (POST /api/admin/users/:id/clawback)', () => {
  it('one coins.clawed-back entry with the balance before and after and the reason', async () => {
    const { user } = await buildFundedUser(server.ctx, 900);
    clock.advance(1000);
    const entry = await auditedOnce(() =>
      call('post', `/api/admin/users/${user.id}/clawback`, { amount: 250, reason: 'Chargeback #88' }, admin.token).expect(200),
    );
    expect(entry).toMatchObject({
      action: 'coins.clawed-back',
      actor: { id: admin.id, username: 'Root', role: 'admin' },
      target: { type: 'user', id: user.id, label: user.username },
      before: { balance: 900 },
      after: { balance: 650 },
      reason: 'Chargeback #88',
      at: clock.now().toISOString(),
    });
    const upTo = await auditedOnce(() =>
      call('post', `/api/admin/users/${user.id}/clawback`, { amount: 5_000, reason: 'Sweep', upToBalance: true }, admin.token).expect(200),
    );
    expect([upTo.before, upTo.after]).toEqual([{ balance: 650 }, { balance: 0 }]);
  });

  it('a refused, replayed or unauthorised clawback adds no entry', async () => {
    const { user } = await buildFundedUser(server.ctx, 100);
    const path = `/api/admin/users/${user.id}/clawback`;
    const once = { amount: 10, reason: 'Once', requestId: 'claw-audit-0001' };
    await auditedOnce(() => call('post', path, once, admin.token).expect(200));
    await notAudited(
      () => call('post', path, once, admin.token).expect(200),
      () => call('post', path, { ...once, amount: 11 }, admin.token).expect(409),
      () => call('post', path, { amount: 500, reason: 'Too much' }, admin.token).expect(409),
      () => call('post', path, { amount: 0, reason: 'Zero' }, admin.token).expect(400),
      () => call('post', path, { amount: 5 }, admin.token).expect(400),
      () =>
        call('post', `/api/admin/users/${new Types.ObjectId().toHexString()}/clawback`, { amount: 5, reason: 'x' }, admin.token).expect(
          404,
        ),
      () => call('post', path, { amount: 5, reason: 'x' }).expect(401),
      () => call('post', path, { amount: 5, reason: 'x' }, support.token).expect(403),
    );
  });
});

describe('roles and bans (PATCH /api/admin/users/:id)', () => {
  it('a role change is one user.role-changed entry with only the role', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Mira' });
    const entry = await auditedOnce(() =>
      call('patch', `/api/admin/users/${user.id}`, { role: 'support', banned: false }, admin.token).expect(200),
    );
    expect(entry).toMatchObject({ action: 'user.role-changed', target: { type: 'user', id: user.id, label: 'Mira' } });
    expect([entry.before, entry.after]).toEqual([{ role: 'player' }, { role: 'support' }]);
  });

  it('a ban with a role change is one user.banned entry with both fields; an unban is user.unbanned', async () => {
    const { user } = await buildUser(server.ctx, { role: 'support' });
    const ban = await auditedOnce(() =>
      call('patch', `/api/admin/users/${user.id}`, { role: 'player', banned: true }, admin.token).expect(200),
    );
    expect(ban).toMatchObject({
      action: 'user.banned',
      before: { role: 'support', banned: false },
      after: { role: 'player', banned: true },
    });
    const unban = await auditedOnce(() => call('patch', `/api/admin/users/${user.id}`, { banned: false }, admin.token).expect(200));
    expect(unban).toMatchObject({ action: 'user.unbanned', before: { banned: true }, after: { banned: false } });
  });

  it('no change, refused changes and non-admin callers add no entry', async () => {
    const { user } = await buildUser(server.ctx);
    await notAudited(
      () => call('patch', `/api/admin/users/${user.id}`, { role: 'player' }, admin.token).expect(200),
      () => call('patch', `/api/admin/users/${admin.id}`, { role: 'player' }, admin.token).expect(403),
      () => call('patch', `/api/admin/users/${new Types.ObjectId().toHexString()}`, { banned: true }, admin.token).expect(404),
      () => call('patch', `/api/admin/users/${user.id}`, { role: 'emperor' }, admin.token).expect(400),
      () => call('patch', `/api/admin/users/${user.id}`, { banned: true }).expect(401),
      async () => call('patch', `/api/admin/users/${user.id}`, { banned: true }, await tokenOf('player')).expect(403),
      () => call('patch', `/api/admin/users/${user.id}`, { banned: true }, support.token).expect(403),
    );
  });
});

describe('manual winners (POST /api/admin/winners)', () => {
  it('one winner.added entry with the new winner; refused writes add none', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Lucky' });
    const body = { userId: user.id, boxId, prizeName: 'Golden ticket', prizeValue: 99.5, rarity: 'legendary' };
    const entry = await auditedOnce(() => call('post', '/api/admin/winners', body, admin.token).expect(201));
    expect(entry).toMatchObject({
      action: 'winner.added',
      target: { type: 'winner', label: 'Lucky: Golden ticket' },
      before: null,
      after: { username: 'Lucky', prizeName: 'Golden ticket', prizeValue: '99.50', rarity: 'legendary' },
    });
    await notAudited(
      () => call('post', '/api/admin/winners', { ...body, prizeValue: 0 }, admin.token).expect(400),
      () => call('post', '/api/admin/winners', { ...body, boxId: new Types.ObjectId().toHexString() }, admin.token).expect(404),
      () => call('post', '/api/admin/winners', body).expect(401),
      () => call('post', '/api/admin/winners', body, support.token).expect(403),
    );
  });
});

describe('hiding winners (PATCH /api/admin/winners/:id)', () => {
  it('hiding and showing again are one entry each; a repeat, an unknown id, bad input and non-admins add none', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Fortunate' });
    const added = await call(
      'post',
      '/api/admin/winners',
      { userId: user.id, boxId, prizeName: 'Jet ski', prizeValue: 5000 },
      admin.token,
    ).expect(201);
    const id = (added.body as { id: string }).id;
    const hidden = await auditedOnce(() => call('patch', `/api/admin/winners/${id}`, { hidden: true }, admin.token).expect(200));
    expect(hidden).toMatchObject({
      action: 'winner.hidden',
      target: { type: 'winner', id, label: 'Fortunate: Jet ski' },
      before: { hidden: false },
      after: { hidden: true },
    });
    await notAudited(
      () => call('patch', `/api/admin/winners/${id}`, { hidden: true }, admin.token).expect(409),
      () => call('patch', `/api/admin/winners/${new Types.ObjectId().toHexString()}`, { hidden: true }, admin.token).expect(404),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: 'no' }, admin.token).expect(400),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: false }).expect(401),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: false }, support.token).expect(403),
    );
    const shown = await auditedOnce(() => call('patch', `/api/admin/winners/${id}`, { hidden: false }, admin.token).expect(200));
    expect(shown).toMatchObject({ action: 'winner.unhidden', before: { hidden: true }, after: { hidden: false } });
  });
});

describe('shipments (PATCH /api/admin/shipments/:id)', () => {
  it('support staff and admins advance it: one shipment.advanced entry per step, with the status and tracking', async () => {
    const id = await shipment();
    const shipped = await auditedOnce(() =>
      call('patch', `/api/admin/shipments/${id}`, { status: 'shipped', trackingNumber: '1Z 999 AA1' }, support.token).expect(200),
    );
    expect(shipped).toMatchObject({
      action: 'shipment.advanced',
      actor: { id: support.id, role: 'support' },
      target: { type: 'shipment', id, label: expect.stringMatching(/^Watch · player/) },
      before: { status: 'pending' },
      after: { status: 'shipped', trackingNumber: '1Z 999 AA1' },
    });
    const delivered = await auditedOnce(() =>
      call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, admin.token).expect(200),
    );
    expect([delivered.before, delivered.after]).toEqual([{ status: 'shipped' }, { status: 'delivered' }]);
  });

  it('refused transitions, bad input and players add no entry', async () => {
    const id = await shipment();
    await notAudited(
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, admin.token).expect(409),
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'shipped' }, admin.token).expect(400),
      () => call('patch', `/api/admin/shipments/${new Types.ObjectId().toHexString()}`, { status: 'delivered' }, admin.token).expect(404),
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }).expect(401),
      async () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, await tokenOf('player')).expect(403),
    );
  });
});

describe('tickets (PATCH /api/staff/tickets/:id)', () => {
  it('closing and reopening are one entry each; a repeat (409), an unknown id and players add none', async () => {
    const id = await ticket('Lost parcel');
    const closed = await auditedOnce(() => call('patch', `/api/staff/tickets/${id}`, { status: 'closed' }, support.token).expect(200));
    expect(closed).toMatchObject({
      action: 'ticket.closed',
      actor: { id: support.id, role: 'support' },
      target: { type: 'ticket', id, label: `#${id.slice(-8).toUpperCase()} Lost parcel` },
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    await notAudited(
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'closed' }, admin.token).expect(409),
      () => call('patch', `/api/staff/tickets/${new Types.ObjectId().toHexString()}`, { status: 'open' }, admin.token).expect(404),
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'pending' }, admin.token).expect(400),
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }).expect(401),
      async () => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }, await tokenOf('player')).expect(403),
    );
    const reopened = await auditedOnce(() => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }, admin.token).expect(200));
    expect(reopened).toMatchObject({ action: 'ticket.reopened', actor: { id: admin.id, role: 'admin' }, after: { status: 'open' } });
  });
});
