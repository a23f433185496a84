/**
 * `npm run bench:db [-- --docs 10000 --ops 5000 --rounds 10 --data-dir DIR]`
 *
 * Seeds a collection, then measures sequential findOneAndUpdate({_id}, {$inc}) through Mongoose and,
 * in the same run against the same engine, through the raw mongodb driver, in alternating rounds (so
 * that a busy machine weighs on both alike), and prints both rates, their ratio and Mongoose's own time
 * per call (the difference: client-side work that does not depend on the engine, so the faster the
 * engine, the lower the ratio). It then checks, on separately monitored connections, that both sides send
 * the engine the same commands per call (exit 1 otherwise), so the gap is Mongoose's own work. The engine is selected as the app selects it (MONGODB_URI, DB_ENGINE);
 * memory only unless --data-dir is given (then every write waits for fdatasync, so rates follow the
 * disk). On the in-memory emulator the target is >= 1,000 Mongoose ops/s with 10,000 documents; below
 * it the process exits 1.
 */
import { parseArgs } from 'node:util';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { connectMongoose, disconnectMongoose, startDatabaseEngine } from '../src/db/engine';
import { wireParity } from './dbParity';
import { ratio } from './ratio';

const TARGET_OPS = 1_000;

/** Milliseconds for `ops` sequential calls, starting at call number `from` (ids spread over the collection). */
async function timed(from: number, ops: number, ids: ObjectId[], run: (id: ObjectId) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = from; i < from + ops; i++) await run(ids[(i * 7919) % ids.length] as ObjectId);
  return performance.now() - started;
}

/** Ops/s of two ways of making the same call, measured in `rounds` alternating rounds (ABBA...) of equal size. */
async function alternating(
  ops: number,
  rounds: number,
  ids: ObjectId[],
  a: (id: ObjectId) => Promise<unknown>,
  b: (id: ObjectId) => Promise<unknown>,
): Promise<[number, number]> {
  const per = Math.ceil(ops / rounds);
  let msA = 0;
  let msB = 0;
  for (let r = 0; r < rounds; r++) {
    const from = r * per;
    if (r % 2 === 0) {
      msA += await timed(from, per, ids, a);
      msB += await timed(from, per, ids, b);
    } else {
      msB += await timed(from, per, ids, b);
      msA += await timed(from, per, ids, a);
    }
  }
  return [(per * rounds * 1000) / msA, (per * rounds * 1000) / msB];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      docs: { type: 'string', default: '10000' },
      ops: { type: 'string', default: '5000' },
      rounds: { type: 'string', default: '10' },
      'data-dir': { type: 'string' },
    },
  });
  const docs = Number(values.docs);
  const rounds = Math.max(1, Number(values.rounds));
  const ops = Math.ceil(Number(values.ops) / rounds) * rounds;
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'bench');
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, dataDir: values['data-dir'], logger });
  const dbName = `bench_db_${Date.now()}`;
  const client = new MongoClient(engine.uri);
  try {
    await connectMongoose(engine.uri, dbName);
    await client.connect();
    const schema = new Schema({ n: Number, label: String });
    const Counter = mongoose.model('BenchCounter', schema, 'counters');
    const ids = Array.from({ length: docs }, () => new ObjectId());
    for (let i = 0; i < docs; i += 1000) {
      await Counter.insertMany(
        ids.slice(i, i + 1000).map((_id, j) => ({ _id, n: 0, label: `counter ${i + j}` })),
        { lean: true },
      );
    }
    const raw = client.db(dbName).collection('counters');
    const viaModel = (_id: ObjectId) => Counter.findOneAndUpdate({ _id }, { $inc: { n: 1 } });
    const viaRaw = (_id: ObjectId) => raw.findOneAndUpdate({ _id }, { $inc: { n: 1 } });
    const warmup = Math.min(500, ops);
    await timed(0, warmup, ids, viaModel);
    await timed(0, warmup, ids, viaRaw);
    const [viaMongoose, viaDriver] = await alternating(ops, rounds, ids, viaModel, viaRaw);
    const total = await raw.aggregate<{ n: number }>([{ $group: { _id: null, n: { $sum: '$n' } } }]).next();
    if (total?.n !== 2 * (warmup + ops)) throw new Error(`lost updates: expected ${2 * (warmup + ops)} increments, found ${total?.n}`);

    const parityIds = ids.slice(0, 20);
    const sent = await wireParity(engine.uri, dbName, schema, parityIds, {
      mongoose: (model, _id) => model.findOneAndUpdate({ _id }, { $inc: { n: 1 } }),
      driver: (collection, _id) => collection.findOneAndUpdate({ _id }, { $inc: { n: 1 } }),
    });
    const sameWork = sent.mongoose.length === sent.driver.length && sent.mongoose.every((c, i) => c === sent.driver[i]);
    const perCall = (list: string[]): string => {
      const names = [...new Set(list.map((c) => Object.keys(JSON.parse(c) as object)[0]))].join(', ');
      return `${(list.length / parityIds.length).toFixed(2)} (${names})`;
    };

    const rows: Array<[string, string]> = [
      ['engine', `${engine.engine}${values['data-dir'] ? ' (journal on disk)' : ' (in memory)'}`],
      ['documents', docs.toLocaleString('en-US')],
      ['operations', `${ops.toLocaleString('en-US')} sequential findOneAndUpdate({_id}, {$inc}) each, in ${rounds} alternating rounds`],
      ['mongoose', `${Math.round(viaMongoose).toLocaleString('en-US')} ops/s`],
      ['mongodb driver', `${Math.round(viaDriver).toLocaleString('en-US')} ops/s`],
      ['ratio mongoose/driver', ratio('mongoose/driver', viaMongoose, viaDriver).toFixed(2)],
      ["mongoose's own time", `${Math.round(1e6 / viaMongoose - 1e6 / viaDriver)} µs per call`],
      ['commands per call', `mongoose ${perCall(sent.mongoose)}, driver ${perCall(sent.driver)}: ${sameWork ? 'identical' : 'DIFFERENT'}`],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(22)} ${v}\n`);
    if (engine.engine === 'emulator' && !values['data-dir'] && docs >= 10_000 && viaMongoose < TARGET_OPS) {
      process.stdout.write(`BELOW TARGET: the emulator must sustain >= ${TARGET_OPS} Mongoose ops/s\n`);
      process.exitCode = 1;
    }
    if (!sameWork) {
      process.stdout.write(`NOT THE SAME WORK: mongoose sent ${sent.mongoose.join(' ')}\n  the driver sent ${sent.driver.join(' ')}\n`);
      process.exitCode = 1;
    }
    await mongoose.connection.dropDatabase();
  } finally {
    await client.close();
    await disconnectMongoose();
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
