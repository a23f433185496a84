import { webcrypto } from 'node:crypto';
import { BATTLE_TIE_NONCE, battleClientSeed, battleNonce, battleWinner, fairRoll, pickFromTable, sha256Hex, type BattleDto, type BoxDto } from '@nova/protocol';
import { buildBattle, buildDraw, buildSeat, tableOf } from '../../../test/battleFixtures';
import { buildBox, buildPrize } from '../../../test/fixtures';
import { cents, verifyBattle } from './verify';

// jsdom has no WebCrypto; the verifier runs on the platform's, as it does in a browser.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const SERVER_SEED = '3b8f0c1d2e4a5968a7b6c5d4e3f20112233445566778899aabbccddeeff0011';

/** A box whose prizes are worth 1, 2 or 3 dollars (or all 5 dollars when `flat`, so every seat ties). */
function box(flat = false): BoxDto {
  const values = flat ? ['5.00', '5.00', '5.00'] : ['1.00', '2.00', '3.00'];
  const prizes = values.map((value, i) => buildPrize({ id: `p${i}`, value, valueInUSD: value, oddsPpm: [500_000, 300_000, 200_000][i]! }));
  return buildBox({ id: 'd'.repeat(24), oddsVersion: 4, prizes });
}

/** A finished 2v2 of three rounds drawn exactly as the server does, with the protocol's functions. */
async function realBattle(b: BoxDto): Promise<BattleDto> {
  const contributions = ['alice-seed', 'bob-seed', 'house-bot', 'house-bot'];
  const clientSeed = await battleClientSeed(contributions);
  const table = b.prizes.map((p) => ({ prizeId: p.id, oddsPpm: p.oddsPpm }));
  const revealed: BattleDto['revealed'] = [];
  for (let round = 0; round < 3; round += 1) {
    const draws: BattleDto['revealed'][number]['draws'] = [];
    for (let seat = 0; seat < 4; seat += 1) {
      const nonce = battleNonce(round, seat);
      const roll = await fairRoll(SERVER_SEED, clientSeed, nonce);
      const prize = b.prizes[pickFromTable(roll, table)]!;
      draws.push(buildDraw(round, seat, { nonce, roll, prizeId: prize.id, value: prize.value }));
    }
    revealed.push({ round, draws });
  }
  const totals = [0, 1, 2, 3].map((seat) => revealed.reduce((sum, r) => sum + cents(r.draws[seat]!.value), 0));
  const tieRoll = await fairRoll(SERVER_SEED, clientSeed, BATTLE_TIE_NONCE);
  const winner = battleWinner('2v2', totals, tieRoll);
  const round = { boxId: b.id, name: b.name, imageUrl: b.imageUrl, priceCoins: b.priceCoins, oddsVersion: b.oddsVersion };
  return buildBattle({
    mode: '2v2',
    status: 'finished',
    seats: [0, 1, 2, 3].map((s) => buildSeat(s, { team: Math.floor(s / 2) })),
    rounds: [round, round, round],
    revealed,
    revealedCount: 3,
    tables: [tableOf(b), tableOf(b), tableOf(b)],
    winnerTeam: winner.team,
    tieRoll: winner.tied.length > 0 ? tieRoll : null,
    serverSeed: SERVER_SEED,
    serverSeedHash: await sha256Hex(SERVER_SEED),
    clientSeed,
    contributions,
  });
}

describe('the battle verifier', () => {
  it('recomputes every draw, the client seed, the hash and the winner of a real battle', async () => {
    const b = box();
    const battle = await realBattle(b);
    const result = await verifyBattle(battle);
    expect(result).toMatchObject({ hashMatches: true, clientSeedMatches: true, winnerMatches: true, tieRollMatches: null, ok: true });
    expect(result.draws).toHaveLength(12);
    expect(result.draws.every((d) => d.rollMatches && d.nonceMatches && d.prizeMatches)).toBe(true);
  });

  it('decides a tie with the tie-break roll, and checks that roll', async () => {
    const b = box(true);
    const battle = await realBattle(b);
    expect(battle.tieRoll).not.toBeNull();
    const result = await verifyBattle(battle);
    expect(result).toMatchObject({ tieRollMatches: true, winnerMatches: true, ok: true });
    const forged = await verifyBattle({ ...battle, tieRoll: 0.999, winnerTeam: 1 - battle.winnerTeam! });
    expect(forged).toMatchObject({ tieRollMatches: false, winnerMatches: false, ok: false });
  });

  it('catches a changed roll, a prize the roll does not land on, a wrong seed, and a wrong winner', async () => {
    const b = box();
    const battle = await realBattle(b);
    const first = battle.revealed[0]!;
    const swapped = { ...first, draws: first.draws.map((d, i) => (i === 0 ? { ...d, roll: (d.roll + 0.5) % 1 } : d)) };
    expect((await verifyBattle({ ...battle, revealed: [swapped, ...battle.revealed.slice(1)] })).ok).toBe(false);
    const otherPrize = { ...first, draws: first.draws.map((d, i) => (i === 0 ? { ...d, prizeId: d.prizeId === 'p0' ? 'p1' : 'p0' } : d)) };
    const prizeResult = await verifyBattle({ ...battle, revealed: [otherPrize, ...battle.revealed.slice(1)] });
    expect(prizeResult.draws[0]!.prizeMatches).toBe(false);
    expect(prizeResult.ok).toBe(false);
    expect((await verifyBattle({ ...battle, serverSeedHash: 'f'.repeat(64) })).hashMatches).toBe(false);
    expect((await verifyBattle({ ...battle, contributions: ['x', 'y', 'house-bot', 'house-bot'] })).clientSeedMatches).toBe(false);
    expect((await verifyBattle({ ...battle, winnerTeam: 1 - battle.winnerTeam! })).winnerMatches).toBe(false);
  });

  it('catches a prize value that differs from the table, and refuses an unrevealed battle', async () => {
    const battle = await realBattle(box());
    const first = battle.revealed[0]!;
    const inflated = { ...first, draws: first.draws.map((d, i) => (i === 0 ? { ...d, value: '999.00' } : d)) };
    const result = await verifyBattle({ ...battle, revealed: [inflated, ...battle.revealed.slice(1)] });
    expect(result.draws[0]!.prizeMatches).toBe(false);
    expect(result.ok).toBe(false);
    await expect(verifyBattle({ ...battle, serverSeed: null })).rejects.toThrow(/not revealed/);
  });
});
