/**
 * `npm run bench:openings [-- --ops 2000 --concurrency 8 --rounds 10 --figures-only]`
 *
 * Boots the whole app (database engine as the app selects it, in memory; seed catalog) and measures box
 * openings through the full opening service (one transaction: conditional debit + ledger entry, nonce,
 * provably fair draw, legendary count, opening record), sequentially and with `concurrency` players in
 * parallel. In the same run, against the same engine, a bare loop does only the conditional debit
 * (findOneAndUpdate with balance >= price) and the opening insert, through the same driver calls the service uses. Prints openings/s, p50 and p99 latency
 * for both and the ratio. The two are measured in alternating rounds so drift hits both alike. The target is full >= 50% of bare (exit 1 below it);
 * --figures-only prints the figures without judging them (tiny runs that only check the bench measures something).
 * --breakdown adds two steps between them to the sequential rounds: the bare loop inside a transaction (what the
 * commit costs) and the full opening with its after-commit listeners silenced (what they cost); both judged by nothing.
 */
import { parseArgs } from 'node:util';
import mongoose, { Types, type ClientSession } from 'mongoose';
import { catalogCache } from '../src/boxes/catalog';
import { BoxModel } from '../src/boxes/model';
import { inTransaction } from '../src/core/transaction';
import { checkLedgerInvariant } from '../src/ledger/invariant';
import { OpeningModel } from '../src/openings/model';
import { openBox } from '../src/openings/service';
import { UserModel } from '../src/users/model';
import { fundUser } from '../test/ledger';
import { startBenchApp } from './app';
import { percentile } from './percentile';
import { ratio } from './ratio';

const TARGET_RATIO = 0.5;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

type Op = (worker: number) => Promise<unknown>;

/** Latencies and busy time of one variant, accumulated over rounds. */
class Tally {
  readonly latencies: number[] = [];
  elapsed = 0;

  figures(): Figures {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return { perSecond: (sorted.length / this.elapsed) * 1000, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }
}

/** Runs `ops` operations split over `workers` parallel sequential loops, adding to `tally`. */
async function run(tally: Tally, ops: number, workers: number, op: Op): Promise<void> {
  const perWorker = Math.ceil(ops / workers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const t = performance.now();
        await op(w);
        tally.latencies.push(performance.now() - t);
      }
    }),
  );
  tally.elapsed += performance.now() - started;
}

/**
 * Measures the variants side by side: `rounds` alternating slices, so drift (collection growth, GC,
 * other load on the machine) affects all alike. Figures in the order of `variants`.
 */
async function compare(ops: number, workers: number, rounds: number, variants: Op[]): Promise<Figures[]> {
  const tallies = variants.map(() => new Tally());
  const slice = Math.ceil(ops / rounds);
  for (let r = 0; r < rounds; r++) {
    for (const [i, op] of variants.entries()) await run(tallies[i]!, slice, workers, op);
  }
  return tallies.map((t) => t.figures());
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ops: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '10' },
      'figures-only': { type: 'boolean', default: false },
      breakdown: { type: 'boolean', default: false },
    },
  });
  const ops = Number(values.ops);
  const concurrency = Number(values.concurrency);
  const rounds = Number(values.rounds);
  const app = await startBenchApp('openings');
  const { server } = app;
  try {
    const box = await BoxModel.findOne({ status: 'published' }).sort({ priceCoins: 1 }).lean();
    if (!box) throw new Error('no box seeded');
    const price = box.priceCoins;
    const boxId = box._id.toHexString();
    const warmup = Math.min(400, ops);
    // Player 0 plays the warm-up and the sequential runs alone, both variants: enough coins for all of it.
    const players = await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const user = await UserModel.create({ username: `bench${i}`, usernameKey: `bench${i}`, email: `bench${i}@bench.example` });
        await fundUser(server.ctx, user._id, price * (2 * warmup + 6 * ops));
        return user._id;
      }),
    );

    const full = (worker: number) =>
      openBox(server.ctx, { userId: players[worker]!, boxId, requestId: new Types.ObjectId().toHexString() });
    const template = (await OpeningModel.findOne().lean()) ?? (await full(0)).opening;
    const bareWrites = async (worker: number, session?: ClientSession) => {
      const userId = players[worker]!;
      const user = await UserModel.collection.findOneAndUpdate(
        { _id: userId, balance: { $gte: price } },
        { $inc: { balance: -price } },
        { returnDocument: 'after', session },
      );
      if (!user) throw new Error('bare loop ran out of coins');
      const _id = new Types.ObjectId();
      await OpeningModel.collection.insertOne(
        {
          ...template,
          _id,
          userId,
          requestId: _id.toHexString(),
          balanceAfter: user.balance,
          createdAt: new Date(),
        },
        { session },
      );
    };
    const bare = (worker: number) => bareWrites(worker);

    // --breakdown: two steps between the bare loop and the full opening, in the same sequential rounds.
    const bus = server.ctx.bus;
    const bareInTransaction = (worker: number) => inTransaction(bus, async (tx) => bareWrites(worker, tx.session));
    const fullWithoutListeners = async (worker: number) => {
      const emit = bus.emit.bind(bus);
      bus.emit = () => undefined;
      try {
        return await full(worker);
      } finally {
        bus.emit = emit;
      }
    };

    await compare(warmup, 1, 2, [full, bare]);
    const [fullSeq, bareSeq, txnSeq, quietSeq] = await compare(ops, 1, rounds, [
      full,
      bare,
      ...(values.breakdown ? [bareInTransaction, fullWithoutListeners] : []),
    ]);
    const [fullPar, barePar] = await compare(ops, concurrency, rounds, [full, bare]);
    if (!fullSeq || !bareSeq || !fullPar || !barePar) throw new Error('a variant was not measured');

    // The bare loop bypasses the ledger on purpose; check the invariant for what the full path did.
    const fullOnly = await OpeningModel.countDocuments({ userId: { $in: players } });
    const ledger = await checkLedgerInvariant(players);

    const sequentialRatio = ratio('full / bare openings/s, sequential', fullSeq.perSecond, bareSeq.perSecond);
    const parallelRatio = ratio(`full / bare openings/s, ${concurrency} players`, fullPar.perSecond, barePar.perSecond);
    const fmt = (f: Figures) =>
      `${Math.round(f.perSecond).toLocaleString('en-US').padStart(6)} openings/s   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms`;
    const rows: Array<[string, string]> = [
      ['engine', `${app.engine} (in memory)`],
      ['box', `${box.name} (${price} coins), ${ops.toLocaleString('en-US')} openings per variant and mode, ${rounds} alternating rounds`],
      ['full, sequential', fmt(fullSeq)],
      ['bare, sequential', fmt(bareSeq)],
      ['ratio, sequential', sequentialRatio.toFixed(2)],
      [`full, ${concurrency} players`, fmt(fullPar)],
      [`bare, ${concurrency} players`, fmt(barePar)],
      [`ratio, ${concurrency} players`, parallelRatio.toFixed(2)],
      ...(txnSeq && quietSeq
        ? ([
            ['breakdown, seq.', 'the same rounds: the bare loop in a transaction, the full opening without its after-commit listeners'],
            ['bare + transaction', `${fmt(txnSeq)}   ${(txnSeq.perSecond / bareSeq.perSecond).toFixed(2)} of bare`],
            ['full - listeners', `${fmt(quietSeq)}   ${(quietSeq.perSecond / bareSeq.perSecond).toFixed(2)} of bare`],
          ] as Array<[string, string]>)
        : []),
      ['rows written', `${fullOnly.toLocaleString('en-US')} openings`],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(20)} ${v}\n`);
    // The bare loop debits without ledger entries, so only the 'never negative' half applies to these players.
    const negative = await UserModel.countDocuments({ _id: { $in: players }, balance: { $lt: 0 } });
    if (negative > 0 || ledger.problems.some((p) => p.includes('negative'))) throw new Error('a balance went negative');
    const worst = Math.min(sequentialRatio, parallelRatio);
    if (worst < TARGET_RATIO && !values['figures-only']) {
      process.stdout.write(`BELOW TARGET: the full opening must reach >= ${TARGET_RATIO * 100}% of the bare loop's throughput\n`);
      process.exitCode = 1;
    }
    catalogCache.invalidate();
    await mongoose.connection.dropDatabase();
  } finally {
    await app.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
