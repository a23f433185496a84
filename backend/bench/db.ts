/**
 * `npm run bench:db [-- --docs 10000 --ops 5000 --data-dir DIR]`
 *
 * Seeds a collection, then measures sequential findOneAndUpdate({_id}, {$inc}) through Mongoose and,
 * in the same run against the same engine, through the raw mongodb driver, and prints both rates and
 * their ratio. The engine is selected as the app selects it (MONGODB_URI, DB_ENGINE); memory only
 * unless --data-dir is given (then every write waits for fdatasync, so rates follow the disk). On the
 * in-memory emulator the target is >= 1,000 Mongoose ops/s with 10,000 documents; below it the
 * process exits 1.
 */
import { parseArgs } from 'node:util';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { connectMongoose, disconnectMongoose, startDatabaseEngine } from '../src/db/engine';
import { ratio } from './ratio';

const TARGET_OPS = 1_000;

async function timed(ops: number, ids: ObjectId[], run: (id: ObjectId) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < ops; i++) await run(ids[(i * 7919) % ids.length] as ObjectId);
  return (ops / (performance.now() - started)) * 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { docs: { type: 'string', default: '10000' }, ops: { type: 'string', default: '5000' }, 'data-dir': { type: 'string' } },
  });
  const docs = Number(values.docs);
  const ops = Number(values.ops);
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'bench');
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, dataDir: values['data-dir'], logger });
  const dbName = `bench_db_${Date.now()}`;
  const client = new MongoClient(engine.uri);
  try {
    await connectMongoose(engine.uri, dbName);
    await client.connect();
    const Counter = mongoose.model('BenchCounter', new Schema({ n: Number, label: String }), 'counters');
    const ids = Array.from({ length: docs }, () => new ObjectId());
    for (let i = 0; i < docs; i += 1000) {
      await Counter.insertMany(ids.slice(i, i + 1000).map((_id, j) => ({ _id, n: 0, label: `counter ${i + j}` })), { lean: true });
    }
    const raw = client.db(dbName).collection('counters');
    const warmup = Math.min(500, ops);
    await timed(warmup, ids, (_id) => Counter.findOneAndUpdate({ _id }, { $inc: { n: 1 } }));
    await timed(warmup, ids, (_id) => raw.findOneAndUpdate({ _id }, { $inc: { n: 1 } }));
    const viaMongoose = await timed(ops, ids, (_id) => Counter.findOneAndUpdate({ _id }, { $inc: { n: 1 } }));
    const viaDriver = await timed(ops, ids, (_id) => raw.findOneAndUpdate({ _id }, { $inc: { n: 1 } }));
    const total = await raw.aggregate<{ n: number }>([{ $group: { _id: null, n: { $sum: '$n' } } }]).next();
    if (total?.n !== 2 * (warmup + ops)) throw new Error(`lost updates: expected ${2 * (warmup + ops)} increments, found ${total?.n}`);

    const rows: Array<[string, string]> = [
      ['engine', `${engine.engine}${values['data-dir'] ? ' (journal on disk)' : ' (in memory)'}`],
      ['documents', docs.toLocaleString('en-US')],
      ['operations', `${ops.toLocaleString('en-US')} sequential findOneAndUpdate({_id}, {$inc}) each`],
      ['mongoose', `${Math.round(viaMongoose).toLocaleString('en-US')} ops/s`],
      ['mongodb driver', `${Math.round(viaDriver).toLocaleString('en-US')} ops/s`],
      ['ratio mongoose/driver', ratio('mongoose/driver', viaMongoose, viaDriver).toFixed(2)],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(22)} ${v}\n`);
    if (engine.engine === 'emulator' && !values['data-dir'] && docs >= 10_000 && viaMongoose < TARGET_OPS) {
      process.stdout.write(`BELOW TARGET: the emulator must sustain >= ${TARGET_OPS} Mongoose ops/s\n`);
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
