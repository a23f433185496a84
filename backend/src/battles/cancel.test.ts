import { BATTLE_LIMITS, type BattleDto } from '@nova/protocol';
import { battleAction, battleBox, createBattle, joinBattle } from '../../test/battles';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { AuditEntryModel } from '../audit/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';

// Cancelling battles: who may, when, and every paid seat refunded exactly once, also under concurrent cancels.

const clock = new TestClock();
let server: TestServer;
let box: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  box = await battleBox(100);
  admin = (await buildUser(server.ctx, { role: 'admin' })).token;
});
afterAll(() => server.stop());

const balanceOf = async (id: unknown) => (await UserModel.findById(id).lean())!.balance;
const refunds = (battleId: string) => LedgerEntryModel.countDocuments({ kind: 'battle-refund', ref: { $regex: `^battle-refund:${battleId}:` } });

describe('POST /api/battles/:id/cancel', () => {
  it('lets the creator cancel a waiting battle only after 10 minutes, refunding every paid seat once', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const second = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [box, box], mode: '1v1v1' });
    await joinBattle(server, second.token, battle.id).expect(200);
    const early = await battleAction(server, creator.token, battle.id, 'cancel').expect(409);
    expect(early.body).toMatchObject({ code: 'BATTLE_NOT_CANCELLABLE', details: { cancellableAt: battle.cancellableAt } });
    expect((await battleAction(server, second.token, battle.id, 'cancel').expect(403)).body.code).toBe('BATTLE_NOT_CREATOR');
    clock.advance(BATTLE_LIMITS.fillTimeoutMs);
    const cancelled = (await battleAction(server, creator.token, battle.id, 'cancel').expect(200)).body as BattleDto;
    expect(cancelled).toMatchObject({ status: 'cancelled', serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await balanceOf(creator.user._id)).toBe(1_000);
    expect(await balanceOf(second.user._id)).toBe(1_000);
    expect(await refunds(battle.id)).toBe(2);
    // Again: answered as it is, nothing refunded twice; and nobody can join it any more.
    await battleAction(server, creator.token, battle.id, 'cancel').expect(200);
    expect(await refunds(battle.id)).toBe(2);
    const late = await buildFundedUser(server.ctx, 1_000);
    expect((await joinBattle(server, late.token, battle.id).expect(409)).body.code).toBe('BATTLE_NOT_JOINABLE');
    expect((await checkLedgerInvariant([creator.user._id, second.user._id])).problems).toEqual([]);
  });

  it('refuses the creator a running battle; an admin cancels it (audited), refunds both seats and the reveals stop', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const b = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box, box] });
    await joinBattle(server, b.token, battle.id).expect(200);
    clock.advance(BATTLE_LIMITS.fillTimeoutMs);
    expect((await battleAction(server, a.token, battle.id, 'cancel').expect(409)).body.code).toBe('BATTLE_NOT_CANCELLABLE');
    const cancelled = (await battleAction(server, admin, battle.id, 'cancel').expect(200)).body as BattleDto;
    expect(cancelled).toMatchObject({ status: 'cancelled', nextRevealAt: null });
    expect(await balanceOf(a.user._id)).toBe(1_000);
    expect(await balanceOf(b.user._id)).toBe(1_000);
    expect(await AuditEntryModel.countDocuments({ action: 'battle.cancelled', 'target.id': battle.id })).toBe(1);
    expect((await checkLedgerInvariant([a.user._id, b.user._id])).problems).toEqual([]);
  });

  it('refuses to cancel a finished battle, even for an admin', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box] });
    await battleAction(server, a.token, battle.id, 'bots').expect(200);
    clock.advance(BATTLE_LIMITS.startDelayMs);
    await eventually(async () => {
      const b = (await server.request().get(`/api/battles/${battle.id}`).expect(200)).body as BattleDto;
      expect(b.status).toBe('finished');
    });
    expect((await battleAction(server, admin, battle.id, 'cancel').expect(409)).body.code).toBe('BATTLE_NOT_CANCELLABLE');
  });

  it('refunds each paid seat exactly once under concurrent cancels', async () => {
    const players = await Promise.all([0, 1, 2].map(() => buildFundedUser(server.ctx, 1_000)));
    const battle = await createBattle(server, players[0]!.token, { boxIds: [box, box, box], mode: '1v1v1v1' });
    await joinBattle(server, players[1]!.token, battle.id).expect(200);
    await joinBattle(server, players[2]!.token, battle.id).expect(200);
    clock.advance(BATTLE_LIMITS.fillTimeoutMs);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => battleAction(server, admin, battle.id, 'cancel')),
      ...Array.from({ length: 10 }, () => battleAction(server, players[0]!.token, battle.id, 'cancel')),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await refunds(battle.id)).toBe(3);
    for (const p of players) expect(await balanceOf(p.user._id)).toBe(1_000);
    expect((await checkLedgerInvariant(players.map((p) => p.user._id))).problems).toEqual([]);
  });

  it('refuses bad input: a malformed id, a body, no session, an unknown or hidden battle', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const other = await buildFundedUser(server.ctx, 0);
    const hidden = await createBattle(server, a.token, { boxIds: [box], visibility: 'private' });
    await server.request().post('/api/battles/nope/cancel').set('Authorization', `Bearer ${a.token}`).send({}).expect(400);
    await server.request().post(`/api/battles/${hidden.id}/cancel`).set('Authorization', `Bearer ${a.token}`).send({ force: true }).expect(400);
    await server.request().post(`/api/battles/${hidden.id}/cancel`).send({}).expect(401);
    expect((await battleAction(server, a.token, '0123456789abcdef01234567', 'cancel').expect(404)).body.code).toBe('BATTLE_NOT_FOUND');
    expect((await battleAction(server, other.token, hidden.id, 'cancel').expect(404)).body.code).toBe('BATTLE_NOT_FOUND');
  });
});
