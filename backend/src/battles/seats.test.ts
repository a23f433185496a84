import type { BattleDto, BattlesPageDto } from '@nova/protocol';
import { battleAction, battleBox, createBattle, joinBattle } from '../../test/battles';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { BoxModel } from '../boxes/model';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { BattleModel } from './model';

// Creating and joining battles: payment, seats, the start, bots, the lists, every refusal, and the race for the last seat.

let server: TestServer;
let boxA: string;
let boxB: string;
beforeAll(async () => {
  server = await startTestServer();
  boxA = await battleBox(100);
  boxB = await battleBox(250);
});
afterAll(() => server.stop());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const balanceOf = async (id: unknown) => (await UserModel.findById(id).lean())!.balance;

describe('POST /api/battles', () => {
  it('creates a waiting battle: the creator takes seat 0 and pays the sum of the rounds', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, token, { boxIds: [boxA, boxB, boxA], mode: '1v1v1' });
    expect(battle).toMatchObject({ status: 'waiting', mode: '1v1v1', visibility: 'public', seatPriceCoins: 450, mySeat: 0, revealedCount: 0 });
    expect(battle.rounds.map((r) => r.boxId)).toEqual([boxA, boxB, boxA]);
    expect(battle.seats.map((s) => s.kind)).toEqual(['player', 'empty', 'empty']);
    expect(battle.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(battle).toMatchObject({ serverSeed: null, clientSeed: null, contributions: null, invite: null, seq: 1 });
    expect(await balanceOf(user._id)).toBe(550);
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'battle', amount: -450, ref: `battle:${battle.id}:0` })).toBe(1);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });

  it('gives the creator of a private battle its invite code, and keeps it out of the lobby', async () => {
    const { token } = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, token, { boxIds: [boxA], visibility: 'private' });
    expect(battle.invite).toEqual(expect.any(String));
    const lobby = (await server.request().get('/api/battles').expect(200)).body as BattlesPageDto;
    expect(lobby.entries.map((e) => e.id)).not.toContain(battle.id);
    await server.request().get(`/api/battles/${battle.id}`).expect(404);
    const seen = (await server.request().get(`/api/battles/${battle.id}?invite=${battle.invite}`).expect(200)).body as BattleDto;
    expect(seen.invite).toBeNull();
  });

  it('refuses malformed bodies with 400 and charges nothing', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10_000);
    const bad = [
      {},
      { boxIds: [], mode: '1v1' },
      { boxIds: Array.from({ length: 11 }, () => boxA), mode: '1v1' },
      { boxIds: ['nope'], mode: '1v1' },
      { boxIds: [boxA], mode: '5v5' },
      { boxIds: [boxA], mode: '1v1', visibility: 'secret' },
      { boxIds: [boxA], mode: '1v1', seatPriceCoins: 1 },
      { boxIds: boxA, mode: '1v1' },
    ];
    for (const body of bad) {
      const res = await server.request().post('/api/battles').set(auth(token)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await server.request().post('/api/battles').send({ boxIds: [boxA], mode: '1v1' }).expect(401);
    expect(await balanceOf(user._id)).toBe(10_000);
  });

  it('refuses unknown, unpublished and archived boxes with BATTLE_BOX_UNAVAILABLE', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10_000);
    const archived = await battleBox();
    await BoxModel.updateOne({ _id: archived }, { $set: { status: 'archived' } });
    const draft = await battleBox();
    await BoxModel.updateOne({ _id: draft }, { $set: { status: 'draft' } });
    for (const missing of ['0123456789abcdef01234567', archived, draft]) {
      const res = await server.request().post('/api/battles').set(auth(token)).send({ boxIds: [boxA, missing], mode: '1v1' }).expect(409);
      expect(res.body).toMatchObject({ code: 'BATTLE_BOX_UNAVAILABLE', details: { boxId: missing } });
    }
    expect(await balanceOf(user._id)).toBe(10_000);
    expect(await BattleModel.countDocuments({ creatorId: user._id })).toBe(0);
  });

  it('refuses a player short of coins (402) and a self-excluded one (403), creating nothing', async () => {
    const { user: poor, token: poorToken } = await buildFundedUser(server.ctx, 99);
    const res = await server.request().post('/api/battles').set(auth(poorToken)).send({ boxIds: [boxA], mode: '1v1' }).expect(402);
    expect(res.body.code).toBe('INSUFFICIENT_BALANCE');
    const { user: excluded, token } = await buildUser(server.ctx, { balance: 0, selfExcludedUntil: new Date('2099-01-01T00:00:00Z') });
    await UserModel.updateOne({ _id: excluded._id }, { $set: { balance: 0 } });
    const refused = await server.request().post('/api/battles').set(auth(token)).send({ boxIds: [boxA], mode: '1v1' }).expect(403);
    expect(refused.body.code).toBe('SELF_EXCLUDED');
    expect(await BattleModel.countDocuments({ creatorId: { $in: [poor._id, excluded._id] } })).toBe(0);
  });
});

describe('joining', () => {
  it('starts a 1v1 when the second player pays: client seed from both contributions, first reveal 3 s later', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const rival = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [boxA, boxA] });
    const started = (await joinBattle(server, rival.token, battle.id).expect(200)).body as BattleDto;
    expect(started).toMatchObject({ status: 'running', mySeat: 1, revealedCount: 0, serverSeed: null, seq: 3 });
    expect(started.contributions).toHaveLength(2);
    expect(started.clientSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(started.nextRevealAt!) - Date.parse(started.startedAt!)).toBe(3_000);
    expect(await balanceOf(rival.user._id)).toBe(800);
    expect((await checkLedgerInvariant([creator.user._id, rival.user._id])).problems).toEqual([]);
  });

  it('refuses joining twice (any tab), a running battle, a taken seat, a seat the mode lacks and bad input', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const second = await buildFundedUser(server.ctx, 1_000);
    const third = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [boxA], mode: '1v1v1' });
    expect((await joinBattle(server, creator.token, battle.id).expect(409)).body.code).toBe('BATTLE_ALREADY_JOINED');
    await joinBattle(server, second.token, battle.id, { seat: 2 }).expect(200);
    expect((await joinBattle(server, second.token, battle.id).expect(409)).body.code).toBe('BATTLE_ALREADY_JOINED');
    expect((await joinBattle(server, third.token, battle.id, { seat: 2 }).expect(409)).body.code).toBe('BATTLE_SEAT_TAKEN');
    expect((await joinBattle(server, third.token, battle.id, { seat: 3 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    for (const body of [{ seat: -1 }, { seat: 'one' }, { seat: 4 }, { extra: true }, { invite: '' }]) {
      expect((await joinBattle(server, third.token, battle.id, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    await joinBattle(server, third.token, 'nope').expect(400);
    expect((await joinBattle(server, third.token, '0123456789abcdef01234567').expect(404)).body.code).toBe('BATTLE_NOT_FOUND');
    await server.request().post(`/api/battles/${battle.id}/join`).send({}).expect(401);
    await joinBattle(server, third.token, battle.id).expect(200);
    const late = await buildFundedUser(server.ctx, 1_000);
    expect((await joinBattle(server, late.token, battle.id).expect(409)).body.code).toBe('BATTLE_NOT_JOINABLE');
    expect(await balanceOf(late.user._id)).toBe(1_000);
    expect(await balanceOf(second.user._id)).toBe(900);
  });

  it('lets a private battle be joined only with its invite code', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const guest = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [boxA], visibility: 'private' });
    expect((await joinBattle(server, guest.token, battle.id).expect(404)).body.code).toBe('BATTLE_NOT_FOUND');
    expect((await joinBattle(server, guest.token, battle.id, { invite: 'wrong' }).expect(404)).body.code).toBe('BATTLE_NOT_FOUND');
    await joinBattle(server, guest.token, battle.id, { invite: battle.invite }).expect(200);
  });

  it('fills empty seats with house bots for the creator only, which starts the battle', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const other = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [boxA], mode: '2v2' });
    expect((await battleAction(server, other.token, battle.id, 'bots').expect(403)).body.code).toBe('BATTLE_NOT_CREATOR');
    await server.request().post(`/api/battles/${battle.id}/bots`).set(auth(creator.token)).send({ seats: 3 }).expect(400);
    await server.request().post('/api/battles/nope/bots').set(auth(creator.token)).send({}).expect(400);
    const started = (await battleAction(server, creator.token, battle.id, 'bots').expect(200)).body as BattleDto;
    expect(started.status).toBe('running');
    expect(started.seats.map((s) => s.kind)).toEqual(['player', 'bot', 'bot', 'bot']);
    expect(started.contributions).toEqual([expect.any(String), 'house-bot', 'house-bot', 'house-bot']);
    expect(started.seats.map((s) => s.team)).toEqual([0, 0, 1, 1]);
    expect((await battleAction(server, creator.token, battle.id, 'bots').expect(409)).body.code).toBe('BATTLE_NOT_JOINABLE');
  });

  it('gives the last seat to exactly one of 50 racing players and charges nobody else', async () => {
    const creator = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, creator.token, { boxIds: [boxA, boxB] });
    const racers = await Promise.all(Array.from({ length: 50 }, () => buildFundedUser(server.ctx, 1_000)));
    const answers = await Promise.all(racers.map((r) => joinBattle(server, r.token, battle.id)));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(['BATTLE_NOT_JOINABLE', 'BATTLE_SEAT_TAKEN']).toContain(a.body.code);
    }
    const balances = await Promise.all(racers.map((r) => balanceOf(r.user._id)));
    expect(balances.filter((b) => b === 650)).toHaveLength(1);
    expect(balances.filter((b) => b === 1_000)).toHaveLength(49);
    const ids = [creator.user._id, ...racers.map((r) => r.user._id)];
    expect(await LedgerEntryModel.countDocuments({ userId: { $in: ids }, kind: 'battle' })).toBe(2);
    expect((await checkLedgerInvariant(ids)).problems).toEqual([]);
    const stored = await BattleModel.findById(battle.id).lean();
    expect(stored!.playerIds).toHaveLength(2);
  });
});

describe('lists', () => {
  it('the lobby filters public battles by status, mode and seat price; mine lists my battles; admins see all', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10_000);
    const cheap = await createBattle(server, token, { boxIds: [boxA], mode: '1v1v1v1' });
    const dear = await createBattle(server, token, { boxIds: [boxB, boxB], mode: '1v1v1v1' });
    const hidden = await createBattle(server, token, { boxIds: [boxA], mode: '1v1v1v1', visibility: 'private' });
    const ids = (b: BattlesPageDto) => b.entries.map((e) => e.id);
    const byMode = (await server.request().get('/api/battles?mode=1v1v1v1&status=waiting').expect(200)).body as BattlesPageDto;
    expect(ids(byMode)).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(ids(byMode)).not.toContain(hidden.id);
    const priced = (await server.request().get('/api/battles?mode=1v1v1v1&minPriceCoins=400&maxPriceCoins=600').expect(200)).body as BattlesPageDto;
    expect(ids(priced)).toContain(dear.id);
    expect(ids(priced)).not.toContain(cheap.id);
    const first = (await server.request().get('/api/battles/mine?limit=2').set(auth(token)).expect(200)).body as BattlesPageDto;
    expect(ids(first)).toEqual([hidden.id, dear.id]);
    const rest = (await server.request().get(`/api/battles/mine?limit=2&cursor=${first.nextCursor}`).set(auth(token)).expect(200)).body as BattlesPageDto;
    expect(ids(rest)).toEqual([cheap.id]);
    expect(rest.nextCursor).toBeNull();
    const admin = await buildUser(server.ctx, { role: 'admin' });
    const all = (await server.request().get('/api/admin/battles?status=waiting&limit=50').set(auth(admin.token)).expect(200)).body as BattlesPageDto;
    expect(ids(all)).toContain(hidden.id);
    await server.request().get(`/api/battles/${hidden.id}`).set(auth(admin.token)).expect(200);
    expect(user).toBeDefined();
  });

  it('refuses bad queries with 400 and the admin list to players with 403', async () => {
    const { token } = await buildFundedUser(server.ctx, 0);
    for (const q of ['status=done', 'mode=3v3', 'minPriceCoins=-1', 'maxPriceCoins=x', 'cursor=zz', 'limit=0', 'limit=51', 'foo=1']) {
      expect((await server.request().get(`/api/battles?${q}`).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    await server.request().get('/api/battles/mine?status=waiting').set(auth(token)).expect(400);
    await server.request().get('/api/battles/mine').expect(401);
    await server.request().get('/api/battles/nope').expect(400);
    await server.request().get('/api/battles/0123456789abcdef01234567').expect(404);
    await server.request().get('/api/battles/0123456789abcdef01234567?invite=').expect(400);
    await server.request().get('/api/admin/battles').set(auth(token)).expect(403);
    await server.request().get('/api/admin/battles').expect(401);
  });
});
