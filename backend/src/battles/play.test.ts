import { createHash, createHmac } from 'node:crypto';
import {
  BATTLE_TIE_NONCE,
  battleClientSeed,
  battleDraw,
  battleNonce,
  battleWinner,
  fairRollWith,
  type BattleDto,
  type BattlesPageDto,
  type OpeningProofDto,
  type WinnersPageDto,
} from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { battleAction, battleBox, createBattle, joinBattle } from '../../test/battles';
import { eventually } from '../../test/eventually';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { OpeningModel } from '../openings/model';

// A battle's life once its last seat fills: rounds revealed on the app clock, the winner, the prizes as unboxings,
// every round re-verified from the revealed seeds with protocol's functions, and a node restart mid-battle.

const clock = new TestClock();
let server: TestServer;
let box: string;
let same: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  box = await battleBox(100);
  same = await alwaysWins('Tech', 100, { name: 'Mug', rarity: 'common', valueUsdCents: 700 });
});
afterAll(() => server.stop());

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
const cents = (usd: string) => Math.round(Number(usd) * 100);
const get = async (id: string, token?: string) =>
  (await server.request().get(`/api/battles/${id}`).set(token ? { Authorization: `Bearer ${token}` } : {}).expect(200)).body as BattleDto;
const revealedAt = (id: string, count: number) =>
  eventually(async () => {
    const b = await get(id);
    expect(b.revealedCount).toBe(count);
    return b;
  });

/** Recomputes every revealed draw, the client seed and the winner from the revealed seeds, as the verifier does. */
async function verify(b: BattleDto): Promise<void> {
  expect(b.serverSeed).not.toBeNull();
  expect(createHash('sha256').update(b.serverSeed!).digest('hex')).toBe(b.serverSeedHash);
  expect(await battleClientSeed(b.contributions!)).toBe(b.clientSeed);
  const totals = b.seats.map(() => 0);
  for (const round of b.revealed) {
    const table = b.tables[round.round]!;
    for (const d of round.draws) {
      expect(d.nonce).toBe(battleNonce(round.round, d.seat));
      expect(d.roll).toBe(fairRollWith(nodeHmac, b.serverSeed!, b.clientSeed!, d.nonce));
      const index = battleDraw(nodeHmac, b.serverSeed!, b.clientSeed!, round.round, d.seat, table);
      expect(table[index]!.prizeId).toBe(d.prizeId);
      totals[d.seat]! += cents(d.value);
    }
  }
  expect(b.seats.map((s) => cents(s.totalValue))).toEqual(totals);
  const tieRoll = fairRollWith(nodeHmac, b.serverSeed!, b.clientSeed!, BATTLE_TIE_NONCE);
  const { team, tied } = battleWinner(b.mode, totals, tieRoll);
  expect(b.winnerTeam).toBe(team);
  expect(b.tieRoll).toBe(tied.length ? tieRoll : null);
}

describe('a running battle', () => {
  it('reveals one round 3 s after the start and then every 4 s, finishes, and verifies from the proof', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const b = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box, box, box] });
    await joinBattle(server, b.token, battle.id).expect(200);
    clock.advance(3_000);
    const first = await revealedAt(battle.id, 1);
    expect(first.status).toBe('running');
    expect(first.revealed[0]!.draws.map((d) => d.seat)).toEqual([0, 1]);
    expect(first.serverSeed).toBeNull();
    clock.advance(4_000);
    await revealedAt(battle.id, 2);
    clock.advance(4_000);
    const done = await revealedAt(battle.id, 3);
    expect(done).toMatchObject({ status: 'finished', nextRevealAt: null });
    expect(done.revealed.slice(0, 1)).toEqual(first.revealed);
    await verify(done);

    // Every prize went to the winner as a pending unboxing of the battle; the loser got none.
    const winner = done.winnerTeam === 0 ? a : b;
    const loser = done.winnerTeam === 0 ? b : a;
    const prizes = await OpeningModel.find({ battleId: battle.id }).lean();
    expect(prizes).toHaveLength(6);
    expect(prizes.every((p) => p.userId.equals(winner.user._id) && p.pricePaid === 0 && p.action === 'pending')).toBe(true);
    expect(await OpeningModel.countDocuments({ userId: loser.user._id })).toBe(0);
    const mine = await get(battle.id, winner.token);
    expect(mine.mySeat).toBe(done.winnerTeam);

    // Each prize's public proof carries the battle's revealed seed and verifies like an opening.
    const proof = (await server.request().get(`/api/openings/${prizes[0]!._id.toHexString()}/proof`).expect(200)).body as OpeningProofDto;
    expect(proof).toMatchObject({ serverSeed: done.serverSeed, serverSeedHash: done.serverSeedHash, clientSeed: done.clientSeed });
    expect(fairRollWith(nodeHmac, proof.serverSeed!, proof.clientSeed, proof.nonce)).toBe(proof.roll);

    // They resell as usual, and the ledger still adds up.
    const resold = await server
      .request()
      .post(`/api/unboxings/${prizes[0]!._id.toHexString()}/action`)
      .set('Authorization', `Bearer ${winner.token}`)
      .send({ action: 'resell' });
    expect(resold.status).toBe(200);
    expect((await checkLedgerInvariant([a.user._id, b.user._id])).problems).toEqual([]);

    // The lobby's default mix shows it for 10 minutes after it finished.
    const lobbyIds = async () => ((await server.request().get('/api/battles?limit=50').expect(200)).body as BattlesPageDto).entries.map((e) => e.id);
    expect(await lobbyIds()).toContain(battle.id);
    clock.advance(10 * 60_000 + 1);
    expect(await lobbyIds()).not.toContain(battle.id);

    // The winner is in the live winners list.
    const winners = (await server.request().get('/api/winners').expect(200)).body as WinnersPageDto;
    expect(winners.entries.some((w) => w.username === winner.user.username)).toBe(true);
  });

  it('breaks a tie with the roll of nonce 1,000,000 and keeps a bot team\'s prizes with the house', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [same, same], mode: '1v1v1' });
    await battleAction(server, a.token, battle.id, 'bots').expect(200);
    clock.advance(3_000);
    await revealedAt(battle.id, 1);
    clock.advance(4_000);
    const done = await revealedAt(battle.id, 2);
    expect(done.status).toBe('finished');
    expect(done.tieRoll).not.toBeNull();
    await verify(done);
    const prizes = await OpeningModel.find({ battleId: battle.id }).lean();
    if (done.winnerTeam === 0) expect(prizes).toHaveLength(6);
    else expect(prizes).toHaveLength(0);
  });
});

describe('a node restart mid-battle', () => {
  it('resumes the reveals from the database and finishes with the same rounds', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const b = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box, box, box] });
    await joinBattle(server, b.token, battle.id).expect(200);
    clock.advance(3_000);
    const before = await revealedAt(battle.id, 1);
    await server.stop();
    server = await startTestServer({ clock, fresh: false });
    clock.advance(4_000);
    await revealedAt(battle.id, 2);
    clock.advance(4_000);
    const done = await revealedAt(battle.id, 3);
    expect(done.status).toBe('finished');
    expect(done.revealed[0]).toEqual(before.revealed[0]);
    expect(done.clientSeed).toBe(before.clientSeed);
    await verify(done);
    expect(await OpeningModel.countDocuments({ battleId: battle.id })).toBe(6);
  });
});
