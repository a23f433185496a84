import { createHash, createHmac } from 'node:crypto';
import { assertOddsTable, fairDigest, fairDigestWithKey, fairRoll, fairRollWith, fairRollWithKey, importFairKey, pickFromTable, sha256Hex, verifyFairness, type OddsEntry } from './fairness';

const SERVER_SEED = 'a3f1c2e4b5d6978812345678900abcdef0123456789abcdef0123456789abcde';
const CLIENT_SEED = 'player-chosen-seed';

const table: OddsEntry[] = [
  { prizeId: 'legendary', oddsPpm: 1_000 },
  { prizeId: 'epic', oddsPpm: 9_000 },
  { prizeId: 'rare', oddsPpm: 90_000 },
  { prizeId: 'uncommon', oddsPpm: 150_000 },
  { prizeId: 'common', oddsPpm: 250_000 },
  { prizeId: 'nothing', oddsPpm: 500_000 },
];

describe('fair draw', () => {
  it('gives the same roll with a synchronous HMAC (node:crypto) as with WebCrypto', async () => {
    const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
    const clientSeeds = [CLIENT_SEED, 'ünïcödé ✓ seed', ' spaced  seed ', '0', 'x'.repeat(64)];
    for (const clientSeed of clientSeeds) {
      for (const nonce of [0, 1, 2, 99, 12_345, 2 ** 31]) {
        expect(fairRollWith(nodeHmac, SERVER_SEED, clientSeed, nonce)).toBe(await fairRoll(SERVER_SEED, clientSeed, nonce));
      }
    }
  });

  it('matches an independent HMAC-SHA256 / SHA-256 computation', async () => {
    const expected = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7`).digest('hex');
    expect(await fairDigest(SERVER_SEED, CLIENT_SEED, 7)).toBe(expected);
    expect(await fairRoll(SERVER_SEED, CLIENT_SEED, 7)).toBe(parseInt(expected.slice(0, 8), 16) / 2 ** 32);
    expect(await sha256Hex(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });

  it('gives the same digest and roll under a key imported once as with the seed each time', async () => {
    const key = await importFairKey(SERVER_SEED);
    for (const nonce of [0, 1, 7, 2 ** 31]) {
      expect(await fairDigestWithKey(key, CLIENT_SEED, nonce)).toBe(await fairDigest(SERVER_SEED, CLIENT_SEED, nonce));
      expect(await fairRollWithKey(key, CLIENT_SEED, nonce)).toBe(await fairRoll(SERVER_SEED, CLIENT_SEED, nonce));
    }
  });

  it('maps rolls onto cumulative odds at the exact boundaries', () => {
    expect(pickFromTable(0, table)).toBe(0);
    expect(pickFromTable(999 / 1e6, table)).toBe(0);
    expect(pickFromTable(1_000 / 1e6, table)).toBe(1);
    expect(pickFromTable(9_999 / 1e6, table)).toBe(1);
    expect(pickFromTable(10_000 / 1e6, table)).toBe(2);
    expect(pickFromTable(0.999999, table)).toBe(5);
    expect(pickFromTable(1 - 2 ** -32, table)).toBe(5);
  });

  it('skips zero-odds entries and rejects tables that do not sum to 1,000,000', () => {
    const withZero: OddsEntry[] = [{ prizeId: 'gone', oddsPpm: 0 }, ...table];
    expect(pickFromTable(0, withZero)).toBe(1);
    expect(() => assertOddsTable([{ prizeId: 'a', oddsPpm: 999_999 }])).toThrow(/sum/);
    expect(() => assertOddsTable([{ prizeId: 'a', oddsPpm: 0.5 }, { prizeId: 'b', oddsPpm: 999_999.5 }])).toThrow(/invalid/);
    expect(() => pickFromTable(1, table)).toThrow(RangeError);
    expect(() => pickFromTable(-0.1, table)).toThrow(RangeError);
  });

  // The same 100,000 rolls fairRoll gives (the first test proves the synchronous HMAC path gives the same roll as
  // WebCrypto; the nonces below are checked too), so the same counts and chi-square, computed with node:crypto as the
  // server does: a WebCrypto key import and sign per roll cost 6.7 s of CPU in plain Node (31 s in a Jest run on a
  // loaded machine), node:crypto 0.35 s.
  it('draws each prize at its published frequency over 100,000 rolls (chi-square, fixed seed)', async () => {
    const n = 100_000;
    const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
    for (const nonce of [0, 1, n / 2, n - 1]) expect(fairRollWith(nodeHmac, SERVER_SEED, CLIENT_SEED, nonce)).toBe(await fairRoll(SERVER_SEED, CLIENT_SEED, nonce));
    const counts = new Array<number>(table.length).fill(0);
    for (let nonce = 0; nonce < n; nonce += 1) {
      const index = pickFromTable(fairRollWith(nodeHmac, SERVER_SEED, CLIENT_SEED, nonce), table);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const chiSquare = table.reduce((sum, entry, i) => {
      const expected = (n * entry.oddsPpm) / 1e6;
      return sum + ((counts[i]! - expected) ** 2) / expected;
    }, 0);
    // 5 degrees of freedom: the 99.9th percentile of chi-square is 20.515.
    expect(chiSquare).toBeLessThan(20.515);
    expect(counts[0]).toBeGreaterThan(0);
  }, 60_000);

  it('verifies an honest proof and catches a wrong seed, hash or prize', async () => {
    const serverSeedHash = await sha256Hex(SERVER_SEED);
    const index = pickFromTable(await fairRoll(SERVER_SEED, CLIENT_SEED, 3), table);
    const honest = { serverSeed: SERVER_SEED, serverSeedHash, clientSeed: CLIENT_SEED, nonce: 3, table, prizeId: table[index]!.prizeId };
    await expect(verifyFairness(honest)).resolves.toMatchObject({ valid: true, hashMatches: true, index });
    await expect(verifyFairness({ ...honest, serverSeed: `${SERVER_SEED}0` })).resolves.toMatchObject({ valid: false, hashMatches: false });
    const other = table.find((e) => e.prizeId !== honest.prizeId)!.prizeId;
    await expect(verifyFairness({ ...honest, prizeId: other })).resolves.toMatchObject({ valid: false, hashMatches: true });
  });
});
