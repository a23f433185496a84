/**
 * `npm run bench:draw [-- --draws 200000 --rounds 5 --chunk 2000]`
 *
 * Draws per second of the shared provably fair draw (protocol/src/fairness.ts) in Node, next to the bare
 * baseline in the same run: node:crypto `createHmac('sha256', serverSeed).update(message).digest('hex')` over
 * the very same messages (`${clientSeed}:${nonce}`). Variants, each followed by `pickFromTable` on a real odds
 * table except the baseline:
 *
 *   createHmac (baseline)       the HMAC alone, synchronous
 *   server: fairRollWith        the server's draw: protocol's roll on node:crypto's HMAC, then the table walk
 *   verifier: fairRoll          WebCrypto, the seed imported on every call (the browser verifier's path)
 *   simulator, one at a time    WebCrypto under a key imported once, awaited one draw at a time
 *   simulator, chunks of N      the simulator's loop: N HMACs requested at once per chunk
 *
 * Variants run in alternating rounds so drift (GC, other load) hits them alike. Prints draws/s and the ratio
 * to the baseline for each.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fairRoll, fairRollWith, fairRollWithKey, importFairKey, pickFromTable, type OddsEntry } from '@nova/protocol';
import { ratio } from './ratio';

const TABLE: OddsEntry[] = [
  { prizeId: 'legendary', oddsPpm: 86 },
  { prizeId: 'epic', oddsPpm: 2_220 },
  { prizeId: 'rare', oddsPpm: 11_300 },
  { prizeId: 'uncommon', oddsPpm: 76_000 },
  { prizeId: 'common', oddsPpm: 410_394 },
  { prizeId: 'nothing', oddsPpm: 500_000 },
];

const serverSeed = randomBytes(32).toString('hex');
const clientSeed = randomBytes(16).toString('hex');
const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** Runs draws for nonces [from, to) and returns a checksum so nothing is optimised away. */
type Variant = (from: number, to: number) => Promise<number>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      draws: { type: 'string', default: '200000' },
      rounds: { type: 'string', default: '5' },
      chunk: { type: 'string', default: '2000' },
    },
  });
  const draws = Number(values.draws);
  const rounds = Number(values.rounds);
  const chunk = Number(values.chunk);
  const key = await importFairKey(serverSeed);

  const variants: Array<[string, Variant, number]> = [
    [
      'createHmac (baseline)',
      async (from, to) => {
        let sum = 0;
        for (let n = from; n < to; n++) sum += nodeHmac(serverSeed, `${clientSeed}:${n}`).charCodeAt(0);
        return sum;
      },
      1,
    ],
    [
      'server: fairRollWith',
      async (from, to) => {
        let sum = 0;
        for (let n = from; n < to; n++) sum += pickFromTable(fairRollWith(nodeHmac, serverSeed, clientSeed, n), TABLE);
        return sum;
      },
      1,
    ],
    [
      'verifier: fairRoll',
      async (from, to) => {
        let sum = 0;
        for (let n = from; n < to; n++) sum += pickFromTable(await fairRoll(serverSeed, clientSeed, n), TABLE);
        return sum;
      },
      // Importing the key per draw is slow: a tenth of the draws keeps the run short; the rate is per draw anyway.
      0.1,
    ],
    [
      'simulator, one at a time',
      async (from, to) => {
        let sum = 0;
        for (let n = from; n < to; n++) sum += pickFromTable(await fairRollWithKey(key, clientSeed, n), TABLE);
        return sum;
      },
      0.25,
    ],
    [
      `simulator, chunks of ${chunk}`,
      async (from, to) => {
        let sum = 0;
        for (let start = from; start < to; start += chunk) {
          const size = Math.min(chunk, to - start);
          const rolls = await Promise.all(Array.from({ length: size }, (_, i) => fairRollWithKey(key, clientSeed, start + i)));
          for (const roll of rolls) sum += pickFromTable(roll, TABLE);
        }
        return sum;
      },
      1,
    ],
  ];

  // Same messages for every variant: each round draws nonces [0, slice) scaled by the variant's share.
  const slice = Math.ceil(draws / rounds);
  const elapsed = new Map<string, { ms: number; draws: number }>();
  await Promise.all(variants.map(([, run]) => run(0, 200))); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const [name, run, share] of variants) {
      const n = Math.max(1, Math.round(slice * share));
      const started = performance.now();
      await run(round * slice, round * slice + n);
      const tally = elapsed.get(name) ?? { ms: 0, draws: 0 };
      elapsed.set(name, { ms: tally.ms + performance.now() - started, draws: tally.draws + n });
    }
  }

  const rate = (name: string) => {
    const t = elapsed.get(name)!;
    return (t.draws / t.ms) * 1000;
  };
  const baseline = rate(variants[0]![0]);
  // Every ratio first, so a variant that measured nothing refuses before anything is printed.
  const ratios = new Map(variants.map(([name]) => [name, ratio(`${name} / createHmac`, rate(name), baseline)]));
  const chunkedOverSingle = ratio('chunked / one at a time', rate(variants[4]![0]), rate(variants[3]![0]));
  process.stdout.write(
    `node ${process.version}, ${draws.toLocaleString('en-US')} draws per full variant over ${rounds} alternating rounds\n`,
  );
  for (const [name] of variants) {
    process.stdout.write(
      `${name.padEnd(28)} ${Math.round(rate(name)).toLocaleString('en-US').padStart(9)} draws/s   ratio to createHmac ${ratios.get(name)!.toFixed(3)}\n`,
    );
  }
  process.stdout.write(`${'chunked / one at a time'.padEnd(28)} ${chunkedOverSingle.toFixed(2)}x\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
