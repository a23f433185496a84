import { createHash, createHmac, webcrypto } from 'node:crypto';
import { chiSquareTest, fairRollWith, pickFromTable } from '@nova/protocol';
import { simulate, type SimulationPrize } from './simulate';

// jsdom has no SubtleCrypto; the browser's and Node's WebCrypto are the same API.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const SERVER_SEED = '5f2b8c3a9d1e4f6071829304a5b6c7d8e9f00112233445566778899aabbccddee'.slice(0, 64);
const CLIENT_SEED = 'simulator-test';

const table: SimulationPrize[] = [
  { prizeId: 'legendary', oddsPpm: 5_000, valueInUSDCents: 500_000 },
  { prizeId: 'rare', oddsPpm: 95_000, valueInUSDCents: 10_000 },
  { prizeId: 'common', oddsPpm: 400_000, valueInUSDCents: 500 },
  { prizeId: 'nothing', oddsPpm: 500_000, valueInUSDCents: 0 },
];

/** The server's path: node:crypto HMAC through the protocol's synchronous roll, then the same table walk. */
const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
const serverDraw = (nonce: number) => pickFromTable(fairRollWith(nodeHmac, SERVER_SEED, CLIENT_SEED, nonce), table);

describe('simulate', () => {
  it('draws exactly what the server would draw for the same seeds and nonces 0..n-1', async () => {
    const openings = 3_000;
    const result = await simulate({
      prizes: table,
      openings,
      sessionLength: 10,
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      chunkSize: 256,
    });
    const expected = [0, 0, 0, 0];
    let value = 0;
    for (let nonce = 0; nonce < openings; nonce++) {
      const index = serverDraw(nonce);
      expected[index]! += 1;
      value += table[index]!.valueInUSDCents;
    }
    expect(result).not.toBeNull();
    expect(result!.counts).toEqual(expected);
    expect(result!.totalValueCents).toBe(value);
    expect(result!.serverSeedHash).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });

  it('sums each complete session of K openings and drops the unfinished tail', async () => {
    const result = await simulate({
      prizes: table,
      openings: 53,
      sessionLength: 7,
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      chunkSize: 5,
    });
    const sessions = Array.from({ length: 7 }, (_, s) =>
      Array.from({ length: 7 }, (_, i) => table[serverDraw(s * 7 + i)]!.valueInUSDCents).reduce((a, b) => a + b, 0),
    );
    expect(Array.from(result!.sessionValues)).toEqual(sessions);
  });

  it('reports progress after every chunk, ending at the total', async () => {
    const reports: number[] = [];
    await simulate(
      { prizes: table, openings: 1_000, sessionLength: 1, chunkSize: 300 },
      { onProgress: (done, total) => reports.push(done / total) },
    );
    expect(reports).toEqual([0.3, 0.6, 0.9, 1]);
  });

  it('stops between chunks when cancelled and resolves to null', async () => {
    const controller = new AbortController();
    const reports: number[] = [];
    const result = await simulate(
      { prizes: table, openings: 10_000, sessionLength: 1, chunkSize: 100 },
      {
        signal: controller.signal,
        onProgress: (done) => {
          reports.push(done);
          if (done === 200) controller.abort();
        },
      },
    );
    expect(result).toBeNull();
    expect(reports).toEqual([100, 200]);
  });

  it('makes random seeds as the server does when none are given', async () => {
    const a = await simulate({ prizes: table, openings: 1, sessionLength: 1 });
    const b = await simulate({ prizes: table, openings: 1, sessionLength: 1 });
    expect(a!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(a!.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(a!.serverSeed).not.toBe(b!.serverSeed);
  });

  it('fits its own table: chi-square on 20,000 seeded openings does not reject the odds', async () => {
    const result = await simulate({ prizes: table, openings: 20_000, sessionLength: 20, serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED });
    const chi = chiSquareTest(
      result!.counts,
      table.map((p) => p.oddsPpm),
    );
    expect(chi.degreesOfFreedom).toBe(3);
    expect(chi.pValue).toBeGreaterThan(0.001);
    // ...while the same counts against a different table are rejected outright.
    expect(chiSquareTest(result!.counts, [50_000, 50_000, 400_000, 500_000]).pValue).toBeLessThan(1e-10);
  }, 30_000);

  it('refuses a table that does not total 100% (the production table check)', async () => {
    await expect(simulate({ prizes: [{ prizeId: 'a', oddsPpm: 10, valueInUSDCents: 1 }], openings: 10, sessionLength: 1 })).rejects.toThrow(
      RangeError,
    );
  });
});
