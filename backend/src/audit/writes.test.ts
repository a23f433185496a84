import { Types } from 'mongoose';
import { alwaysWins } from '../../test/catalog';
import { auditedWrites } from '../../test/audit';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { TestClock } from '../../test/server';
import { AuditEntryModel } from './model';

// Every staff write is audited once, by the same transaction; refused and replayed writes leave no entry.

const clock = new TestClock(new Date('2026-04-02T10:00:00.000Z'));
const { h, call, tokenOf, auditedOnce, notAudited } = auditedWrites(clock);
let boxId: string;

beforeAll(async () => {
  boxId = await alwaysWins('Luxury', 100, { name: 'Watch', rarity: 'epic', valueUsdCents: 25_000 });
});

describe('coin grants (POST /api/admin/give-coins | give-credits)', () => {
  it.each(['give-coins', 'give-credits'])('%s: one coins.granted entry with the balance before and after and the reason', async (path) => {
    const { user } = await buildFundedUser(h.server.ctx, 300);
    clock.advance(1000);
    const entry = await auditedOnce(() =>
      call('post', `/api/admin/${path}`, { userId: user.id, amount: 250, reason: 'Goodwill' }, h.admin.token).expect(200),
    );
    expect(entry).toMatchObject({
      action: 'coins.granted',
      actor: { id: h.admin.id, username: 'Root', role: 'admin' },
      target: { type: 'user', id: user.id, label: user.username },
      before: { balance: 300 },
      after: { balance: 550 },
      reason: 'Goodwill',
      at: clock.now().toISOString(),
    });
  });

  it('a replayed idempotent grant, a refused one and a non-admin caller add no entry', async () => {
    const { user } = await buildUser(h.server.ctx);
    const grant = { userId: user.id, amount: 40, requestId: 'grant-once-0001' };
    await auditedOnce(() => call('post', '/api/admin/give-coins', grant, h.admin.token).expect(200));
    await notAudited(
      () => call('post', '/api/admin/give-coins', grant, h.admin.token).expect(200),
      () => call('post', '/api/admin/give-credits', grant, h.admin.token).expect(200),
      () => call('post', '/api/admin/give-coins', { ...grant, amount: 41 }, h.admin.token).expect(409),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 0 }, h.admin.token).expect(400),
      () => call('post', '/api/admin/give-coins', { userId: new Types.ObjectId().toHexString(), amount: 5 }, h.admin.token).expect(404),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }).expect(401),
      async () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }, await tokenOf('player')).expect(403),
      () => call('post', '/api/admin/give-coins', { userId: user.id, amount: 5 }, h.support.token).expect(403),
    );
  });

  it('the same grant sent many times at once is credited and audited once', async () => {
    const { user } = await buildUser(h.server.ctx);
    const grant = { userId: user.id, amount: 75, requestId: 'grant-burst-0001' };
    const before = await AuditEntryModel.countDocuments({ action: 'coins.granted', 'target.id': user.id });
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('post', '/api/admin/give-coins', grant, h.admin.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => (a.body as { replayed: boolean }).replayed === false)).toHaveLength(1);
    expect(await AuditEntryModel.countDocuments({ action: 'coins.granted', 'target.id': user.id })).toBe(before + 1);
    const [entry] = await AuditEntryModel.find({ 'target.id': user.id }).lean();
    expect([entry?.before, entry?.after]).toEqual([{ balance: 0 }, { balance: 75 }]);
  });
});

describe('clawbacks (POST /api/admin/users/:id/clawback)', () => {
  it('one coins.clawed-back entry with the balance before and after and the reason', async () => {
    const { user } = await buildFundedUser(h.server.ctx, 900);
    clock.advance(1000);
    const entry = await auditedOnce(() =>
      call('post', `/api/admin/users/${user.id}/clawback`, { amount: 250, reason: 'Chargeback #88' }, h.admin.token).expect(200),
    );
    expect(entry).toMatchObject({
      action: 'coins.clawed-back',
      actor: { id: h.admin.id, username: 'Root', role: 'admin' },
      target: { type: 'user', id: user.id, label: user.username },
      before: { balance: 900 },
      after: { balance: 650 },
      reason: 'Chargeback #88',
      at: clock.now().toISOString(),
    });
    const upTo = await auditedOnce(() =>
      call('post', `/api/admin/users/${user.id}/clawback`, { amount: 5_000, reason: 'Sweep', upToBalance: true }, h.admin.token).expect(
        200,
      ),
    );
    expect([upTo.before, upTo.after]).toEqual([{ balance: 650 }, { balance: 0 }]);
  });

  it('a refused, replayed or unauthorised clawback adds no entry', async () => {
    const { user } = await buildFundedUser(h.server.ctx, 100);
    const path = `/api/admin/users/${user.id}/clawback`;
    const once = { amount: 10, reason: 'Once', requestId: 'claw-audit-0001' };
    await auditedOnce(() => call('post', path, once, h.admin.token).expect(200));
    await notAudited(
      () => call('post', path, once, h.admin.token).expect(200),
      () => call('post', path, { ...once, amount: 11 }, h.admin.token).expect(409),
      () => call('post', path, { amount: 500, reason: 'Too much' }, h.admin.token).expect(409),
      () => call('post', path, { amount: 0, reason: 'Zero' }, h.admin.token).expect(400),
      () => call('post', path, { amount: 5 }, h.admin.token).expect(400),
      () =>
        call('post', `/api/admin/users/${new Types.ObjectId().toHexString()}/clawback`, { amount: 5, reason: 'x' }, h.admin.token).expect(
          404,
        ),
      () => call('post', path, { amount: 5, reason: 'x' }).expect(401),
      () => call('post', path, { amount: 5, reason: 'x' }, h.support.token).expect(403),
    );
  });
});

describe('roles and bans (PATCH /api/admin/users/:id)', () => {
  it('a role change is one user.role-changed entry with only the role', async () => {
    const { user } = await buildUser(h.server.ctx, { username: 'Mira' });
    const entry = await auditedOnce(() =>
      call('patch', `/api/admin/users/${user.id}`, { role: 'support', banned: false }, h.admin.token).expect(200),
    );
    expect(entry).toMatchObject({ action: 'user.role-changed', target: { type: 'user', id: user.id, label: 'Mira' } });
    expect([entry.before, entry.after]).toEqual([{ role: 'player' }, { role: 'support' }]);
  });

  it('a ban with a role change is one user.banned entry with both fields; an unban is user.unbanned', async () => {
    const { user } = await buildUser(h.server.ctx, { role: 'support' });
    const ban = await auditedOnce(() =>
      call('patch', `/api/admin/users/${user.id}`, { role: 'player', banned: true }, h.admin.token).expect(200),
    );
    expect(ban).toMatchObject({
      action: 'user.banned',
      before: { role: 'support', banned: false },
      after: { role: 'player', banned: true },
    });
    const unban = await auditedOnce(() => call('patch', `/api/admin/users/${user.id}`, { banned: false }, h.admin.token).expect(200));
    expect(unban).toMatchObject({ action: 'user.unbanned', before: { banned: true }, after: { banned: false } });
  });

  it('no change, refused changes and non-admin callers add no entry', async () => {
    const { user } = await buildUser(h.server.ctx);
    await notAudited(
      () => call('patch', `/api/admin/users/${user.id}`, { role: 'player' }, h.admin.token).expect(200),
      () => call('patch', `/api/admin/users/${h.admin.id}`, { role: 'player' }, h.admin.token).expect(403),
      () => call('patch', `/api/admin/users/${new Types.ObjectId().toHexString()}`, { banned: true }, h.admin.token).expect(404),
      () => call('patch', `/api/admin/users/${user.id}`, { role: 'emperor' }, h.admin.token).expect(400),
      () => call('patch', `/api/admin/users/${user.id}`, { banned: true }).expect(401),
      async () => call('patch', `/api/admin/users/${user.id}`, { banned: true }, await tokenOf('player')).expect(403),
      () => call('patch', `/api/admin/users/${user.id}`, { banned: true }, h.support.token).expect(403),
    );
  });
});

describe('manual winners (POST /api/admin/winners)', () => {
  it('one winner.added entry with the new winner; refused writes add none', async () => {
    const { user } = await buildUser(h.server.ctx, { username: 'Lucky' });
    const body = { userId: user.id, boxId, prizeName: 'Golden ticket', prizeValue: 99.5, rarity: 'legendary' };
    const entry = await auditedOnce(() => call('post', '/api/admin/winners', body, h.admin.token).expect(201));
    expect(entry).toMatchObject({
      action: 'winner.added',
      target: { type: 'winner', label: 'Lucky: Golden ticket' },
      before: null,
      after: { username: 'Lucky', prizeName: 'Golden ticket', prizeValue: '99.50', rarity: 'legendary' },
    });
    await notAudited(
      () => call('post', '/api/admin/winners', { ...body, prizeValue: 0 }, h.admin.token).expect(400),
      () => call('post', '/api/admin/winners', { ...body, boxId: new Types.ObjectId().toHexString() }, h.admin.token).expect(404),
      () => call('post', '/api/admin/winners', body).expect(401),
      () => call('post', '/api/admin/winners', body, h.support.token).expect(403),
    );
  });
});

describe('hiding winners (PATCH /api/admin/winners/:id)', () => {
  it('hiding and showing again are one entry each; a repeat, an unknown id, bad input and non-admins add none', async () => {
    const { user } = await buildUser(h.server.ctx, { username: 'Fortunate' });
    const added = await call(
      'post',
      '/api/admin/winners',
      { userId: user.id, boxId, prizeName: 'Jet ski', prizeValue: 5000 },
      h.admin.token,
    ).expect(201);
    const id = (added.body as { id: string }).id;
    const hidden = await auditedOnce(() => call('patch', `/api/admin/winners/${id}`, { hidden: true }, h.admin.token).expect(200));
    expect(hidden).toMatchObject({
      action: 'winner.hidden',
      target: { type: 'winner', id, label: 'Fortunate: Jet ski' },
      before: { hidden: false },
      after: { hidden: true },
    });
    await notAudited(
      () => call('patch', `/api/admin/winners/${id}`, { hidden: true }, h.admin.token).expect(409),
      () => call('patch', `/api/admin/winners/${new Types.ObjectId().toHexString()}`, { hidden: true }, h.admin.token).expect(404),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: 'no' }, h.admin.token).expect(400),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: false }).expect(401),
      () => call('patch', `/api/admin/winners/${id}`, { hidden: false }, h.support.token).expect(403),
    );
    const shown = await auditedOnce(() => call('patch', `/api/admin/winners/${id}`, { hidden: false }, h.admin.token).expect(200));
    expect(shown).toMatchObject({ action: 'winner.unhidden', before: { hidden: true }, after: { hidden: false } });
  });
});
