/**
 * The unit of work on servers with and without the client-level bulkWrite: what a transaction stages (inserts,
 * updates, preconditions, its outbox record) goes out in one command on MongoDB 8.0+, one command per write before
 * it; the same documents land either way, inside the transaction. Before-commit handlers run inside it.
 */
import mongoose, { Schema, type ClientSession, type Connection } from 'mongoose';
import { captureLogger } from '../../test/logger';
import { startEmulator, type EmulatorHandle } from '@nova/db-emulator';
import { DomainEventBus } from './events';
import { isDuplicateKey, Transaction } from './transaction';

async function connectTo(wireVersion: number): Promise<{ emulator: EmulatorHandle; conn: Connection; commands: string[] }> {
  const emulator = await startEmulator({ logger: captureLogger().logger, wireVersion });
  const conn = await mongoose.createConnection(emulator.uri, { dbName: 'unitOfWork', monitorCommands: true }).asPromise();
  const commands: string[] = [];
  conn.getClient().on('commandStarted', (e) => commands.push(e.commandName));
  return { emulator, conn, commands };
}

const bus = new DomainEventBus(captureLogger().logger);

/** Runs `work` on a fresh unit of work inside `conn`'s transaction, then flushes it as `inTransaction` does. */
function inUnit(conn: Connection, work: (tx: Transaction) => Promise<void> | void): Promise<void> {
  return conn.transaction(async (session: ClientSession) => {
    const tx = new Transaction(session, bus);
    await work(tx);
    await tx.react();
    await tx.flush();
  });
}

describe.each([
  { server: 'MongoDB 8.0 (wire 25)', wireVersion: 25, writes: ['bulkWrite'] },
  { server: 'MongoDB 7.0 (wire 21)', wireVersion: 21, writes: ['insert', 'insert'] },
])('a transaction’s staged writes against $server', ({ wireVersion, writes }) => {
  let emulator: EmulatorHandle;
  let conn: Connection;
  let commands: string[];
  beforeAll(async () => ({ emulator, conn, commands } = await connectTo(wireVersion)));
  afterAll(async () => {
    await conn.close();
    await emulator.close();
  });
  const written = () => commands.filter((c) => c !== 'hello' && c !== 'commitTransaction' && c !== 'abortTransaction');

  test('writes every staged document in the transaction, with as few commands as the server allows', async () => {
    const Entry = conn.model('Entry', new Schema({ owner: String }));
    const Opening = conn.model('Opening', new Schema({ owner: { type: String, unique: true } }));
    await Opening.init();
    commands.length = 0;
    await inUnit(conn, (tx) => {
      tx.stage(Entry.collection, { owner: 'ann' });
      tx.stage(Opening.collection, { owner: 'ann' });
    });
    expect(written()).toEqual(writes);
    expect(await Entry.countDocuments({ owner: 'ann' })).toBe(1);
    expect(await Opening.countDocuments({ owner: 'ann' })).toBe(1);

    const duplicate = await inUnit(conn, (tx) => {
      tx.stage(Entry.collection, { owner: 'ann' });
      tx.stage(Opening.collection, { owner: 'ann' });
    }).catch((err: unknown) => err);
    expect(isDuplicateKey(duplicate, 'owner')).toBe(true);
    expect(await Entry.countDocuments({ owner: 'ann' })).toBe(1);
  });

  test('checks preconditions in the same command: a match commits, a miss throws its error and keeps nothing', async () => {
    const Box = conn.model('Box', new Schema({ status: String, oddsVersion: Number }));
    const Record = conn.model('Record', new Schema({ n: Number }));
    const [box] = await Box.create([{ status: 'published', oddsVersion: 2 }]);
    await Record.init();
    const guard = (tx: Transaction, oddsVersion: number) =>
      tx.require(Box.collection, { _id: box!._id, status: 'published', oddsVersion }, () => new Error(`not at version ${oddsVersion}`));
    commands.length = 0;
    await inUnit(conn, (tx) => {
      tx.stage(Record.collection, { n: 1 });
      guard(tx, 2);
      tx.stage(Record.collection, { n: 2 });
    });
    expect(written()).toEqual(wireVersion >= 25 ? ['bulkWrite'] : ['find', 'insert', 'insert']);
    expect(await Record.countDocuments()).toBe(2);
    const miss = inUnit(conn, (tx) => {
      tx.stage(Record.collection, { n: 3 });
      guard(tx, 1);
    });
    await expect(miss).rejects.toThrow('not at version 1');
    expect(await Record.countDocuments()).toBe(2);
    expect((await Box.findById(box!._id).lean())?.oddsVersion).toBe(2);
  });

  test('a staged update goes with the inserts; with it, the failed precondition is still the one named', async () => {
    const Player = conn.model('Player', new Schema({ plays: Number }));
    const Gate = conn.model('Gate', new Schema({ open: Boolean }));
    const [player] = await Player.create([{ plays: 4 }]);
    const [gate] = await Gate.create([{ open: true }]);
    await inUnit(conn, (tx) => {
      tx.require(Gate.collection, { _id: gate!._id, open: true }, () => new Error('gate closed'));
      tx.stageUpdate(Player.collection, { _id: player!._id }, { $set: { plays: 0 } });
    });
    expect((await Player.findById(player!._id).lean())?.plays).toBe(0);
    const closed = inUnit(conn, (tx) => {
      tx.stageUpdate(Player.collection, { _id: player!._id }, [{ $set: { plays: { $add: ['$plays', 1] } } }]);
      tx.require(Gate.collection, { _id: gate!._id, open: false }, () => new Error('gate open'));
      tx.require(Gate.collection, { _id: gate!._id, open: true }, () => new Error('gate closed'));
    });
    await expect(closed).rejects.toThrow('gate open');
    expect((await Player.findById(player!._id).lean())?.plays).toBe(0);
  });

  test('an older server refuses the bulkWrite command itself (CommandNotFound), a newer one runs it', async () => {
    const reply = conn.getClient().db('admin').command({ bulkWrite: 1, ops: [], nsInfo: [] });
    if (wireVersion < 25) await expect(reply).rejects.toMatchObject({ code: 59 });
    else await expect(reply).resolves.toMatchObject({ ok: 1, nErrors: 0 });
  });
});

describe('before-commit handlers', () => {
  let emulator: EmulatorHandle;
  let conn: Connection;
  beforeAll(async () => ({ emulator, conn } = await connectTo(25)));
  afterAll(async () => {
    await conn.close();
    await emulator.close();
  });

  test('run inside the emitting transaction, in the order of the events, and may emit in turn; a throw keeps nothing', async () => {
    const Note = conn.model('Note', new Schema({ text: String }));
    const seen: string[] = [];
    const local = new DomainEventBus(captureLogger().logger);
    local.beforeCommit('app.failed', async (tx, e) => {
      seen.push(e.detail);
      tx.stage(Note.collection, { text: e.detail });
      if (e.detail === 'first') tx.emit('app.failed', { ...e, detail: 'emitted by a handler' });
      if (e.detail === 'refuse') throw new Error('refused by a handler');
    });
    const failed = (detail: string) => ({ where: 'job' as const, code: 'X', detail, at: new Date() });
    await conn.transaction(async (session) => {
      const tx = new Transaction(session, local);
      tx.emit('app.failed', failed('first'));
      tx.emit('app.failed', failed('second'));
      await tx.react();
      await tx.flush();
    });
    expect(seen).toEqual(['first', 'second', 'emitted by a handler']);
    expect((await Note.find().lean()).map((n) => n.text).sort()).toEqual(['emitted by a handler', 'first', 'second']);

    const refused = conn.transaction(async (session) => {
      const tx = new Transaction(session, local);
      tx.emit('app.failed', failed('refuse'));
      await tx.react();
      await tx.flush();
    });
    await expect(refused).rejects.toThrow('refused by a handler');
    expect(await Note.countDocuments({ text: 'refuse' })).toBe(0);
  });
});
