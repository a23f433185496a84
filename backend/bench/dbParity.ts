import { MongoClient, type Collection, type CommandStartedEvent, type Document, type ObjectId } from 'mongodb';
import mongoose, { type Schema } from 'mongoose';

/** What a client puts on the wire per call, without its session bookkeeping (lsid, txnNumber, gossiped time). */
function logical(event: CommandStartedEvent): string {
  const { lsid: _lsid, txnNumber: _txn, $clusterTime: _time, ...rest } = event.command as Document;
  return JSON.stringify(rest);
}

/**
 * Sends the same `calls` through Mongoose and the raw driver on separate monitored connections (outside the
 * timed rounds, so monitoring costs neither side) and returns the commands each sent, one string per command
 * with the session fields left out. Equal lists mean both sides ask the engine for the same work, so the gap
 * between their rates is client-side time.
 */
export async function wireParity(
  uri: string,
  dbName: string,
  schema: Schema,
  ids: ObjectId[],
  call: {
    mongoose: (model: mongoose.Model<unknown>, id: ObjectId) => Promise<unknown>;
    driver: (collection: Collection, id: ObjectId) => Promise<unknown>;
  },
): Promise<{ mongoose: string[]; driver: string[] }> {
  const conn = mongoose.createConnection(uri, { dbName, monitorCommands: true, autoIndex: false });
  const client = new MongoClient(uri, { monitorCommands: true });
  try {
    await conn.asPromise();
    await client.connect();
    const model = conn.model<unknown>('BenchParity', schema, 'counters');
    await model.init();
    const sent = { mongoose: [] as string[], driver: [] as string[] };
    conn.getClient().on('commandStarted', (e: CommandStartedEvent) => sent.mongoose.push(logical(e)));
    client.on('commandStarted', (e: CommandStartedEvent) => sent.driver.push(logical(e)));
    for (const id of ids) await call.mongoose(model, id);
    const collection = client.db(dbName).collection('counters');
    for (const id of ids) await call.driver(collection, id);
    return { mongoose: [...sent.mongoose], driver: [...sent.driver] };
  } finally {
    await client.close();
    await conn.close();
  }
}
