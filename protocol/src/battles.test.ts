import { createHash, createHmac } from 'node:crypto';
import {
  BATTLE_LIMITS,
  BOT_CONTRIBUTION,
  battleClientSeed,
  battleDraw,
  battleNonce,
  battleSeats,
  battleTeamOf,
  battleWinner,
  dealPrizes,
} from './battles';
import { battleListQuerySchema, createBattleBodySchema } from './schemas/battles';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
const SERVER_SEED = 'b'.repeat(64);

describe('battle rules', () => {
  it('gives every seat of every round its own nonce, below the tie-break nonce', () => {
    const nonces = new Set<number>();
    for (let round = 0; round < BATTLE_LIMITS.maxRounds; round++) {
      for (let seat = 0; seat < BATTLE_LIMITS.maxSeats; seat++) nonces.add(battleNonce(round, seat));
    }
    expect(nonces.size).toBe(BATTLE_LIMITS.maxRounds * BATTLE_LIMITS.maxSeats);
    expect(battleNonce(2, 3)).toBe(11);
  });

  it('seats and teams per mode', () => {
    expect(['1v1', '1v1v1', '1v1v1v1', '2v2'].map((m) => battleSeats(m as never))).toEqual([2, 3, 4, 4]);
    expect([0, 1, 2, 3].map((s) => battleTeamOf('2v2', s))).toEqual([0, 0, 1, 1]);
    expect([0, 1, 2].map((s) => battleTeamOf('1v1v1', s))).toEqual([0, 1, 2]);
  });

  it('derives the client seed from the contributions in seat order', async () => {
    const seed = await battleClientSeed(['alice-seed', BOT_CONTRIBUTION]);
    expect(seed).toBe(createHash('sha256').update(`alice-seed:${BOT_CONTRIBUTION}`).digest('hex'));
    expect(await battleClientSeed([BOT_CONTRIBUTION, 'alice-seed'])).not.toBe(seed);
  });

  it('draws a seat with the opening HMAC under the round-and-seat nonce', () => {
    const table = [
      { prizeId: 'a', oddsPpm: 500_000 },
      { prizeId: 'b', oddsPpm: 500_000 },
    ];
    const digest = nodeHmac(SERVER_SEED, `client:${battleNonce(1, 1)}`);
    const expected = parseInt(digest.slice(0, 8), 16) / 2 ** 32 < 0.5 ? 0 : 1;
    expect(battleDraw(nodeHmac, SERVER_SEED, 'client', 1, 1, table)).toBe(expected);
  });

  it('picks the highest team total, and breaks a tie with the roll among the tied teams only', () => {
    expect(battleWinner('1v1v1', [100, 300, 200], 0.99)).toEqual({ team: 1, tied: [] });
    expect(battleWinner('2v2', [100, 300, 250, 100], 0.5)).toEqual({ team: 0, tied: [] });
    expect(battleWinner('1v1v1', [300, 100, 300], 0.1)).toEqual({ team: 0, tied: [0, 2] });
    expect(battleWinner('1v1v1', [300, 100, 300], 0.6)).toEqual({ team: 2, tied: [0, 2] });
  });

  it('deals prizes highest value first, round robin over the winners, and keeps them with the house without one', () => {
    const prizes = [
      { valueCents: 100, round: 0, seat: 0 },
      { valueCents: 900, round: 0, seat: 1 },
      { valueCents: 500, round: 1, seat: 0 },
      { valueCents: 500, round: 1, seat: 1 },
    ];
    expect(dealPrizes(prizes, [2, 3])).toEqual([3, 2, 3, 2]);
    expect(dealPrizes(prizes, [0])).toEqual([0, 0, 0, 0]);
    expect(dealPrizes(prizes, [])).toEqual([null, null, null, null]);
  });

  it('refuses malformed battle requests', () => {
    const box = 'a'.repeat(24);
    expect(createBattleBodySchema.safeParse({ boxIds: [], mode: '1v1' }).success).toBe(false);
    expect(createBattleBodySchema.safeParse({ boxIds: Array(11).fill(box), mode: '1v1' }).success).toBe(false);
    expect(createBattleBodySchema.safeParse({ boxIds: [box], mode: '3v3' }).success).toBe(false);
    expect(createBattleBodySchema.safeParse({ boxIds: [box], mode: '2v2', extra: 1 }).success).toBe(false);
    expect(createBattleBodySchema.parse({ boxIds: [box, box], mode: '2v2' }).visibility).toBe('public');
    expect(battleListQuerySchema.safeParse({ minPriceCoins: '-1' }).success).toBe(false);
  });
});
