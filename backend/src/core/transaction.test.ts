/**
 * insertAll on servers with and without the client-level bulkWrite: one command on MongoDB 8.0+, one insert
 * per document before it; the same documents land either way, inside the transaction.
 */
import mongoose, { Schema, type Connection } from 'mongoose';
import { captureLogger } from '../../test/logger';
import { startEmulator, type EmulatorHandle } from '@nova/db-emulator';
import { insertAll, isDuplicateKey } from './transaction';

async function connectTo(wireVersion: number): Promise<{ emulator: EmulatorHandle; conn: Connection; commands: string[] }> {
  const emulator = await startEmulator({ logger: captureLogger().logger, wireVersion });
  const conn = await mongoose.createConnection(emulator.uri, { dbName: 'insertAll', monitorCommands: true }).asPromise();
  const commands: string[] = [];
  conn.getClient().on('commandStarted', (e) => commands.push(e.commandName));
  return { emulator, conn, commands };
}

describe.each([
  { server: 'MongoDB 8.0 (wire 25)', wireVersion: 25, writes: ['bulkWrite'] },
  { server: 'MongoDB 7.0 (wire 21)', wireVersion: 21, writes: ['insert', 'insert'] },
])('insertAll against $server', ({ wireVersion, writes }) => {
  let emulator: EmulatorHandle;
  let conn: Connection;
  let commands: string[];
  beforeAll(async () => ({ emulator, conn, commands } = await connectTo(wireVersion)));
  afterAll(async () => {
    await conn.close();
    await emulator.close();
  });

  test('writes every document in the transaction, with as few commands as the server allows', async () => {
    const Entry = conn.model('Entry', new Schema({ owner: String }));
    const Opening = conn.model('Opening', new Schema({ owner: { type: String, unique: true } }));
    await Opening.init();
    commands.length = 0;
    await conn.transaction((session) =>
      insertAll(session, [
        { collection: Entry.collection, doc: { owner: 'ann' } },
        { collection: Opening.collection, doc: { owner: 'ann' } },
      ]),
    );
    expect(commands.filter((c) => c !== 'hello' && c !== 'commitTransaction')).toEqual(writes);
    expect(await Entry.countDocuments({ owner: 'ann' })).toBe(1);
    expect(await Opening.countDocuments({ owner: 'ann' })).toBe(1);

    const duplicate = await conn
      .transaction((session) =>
        insertAll(session, [
          { collection: Entry.collection, doc: { owner: 'ann' } },
          { collection: Opening.collection, doc: { owner: 'ann' } },
        ]),
      )
      .catch((err: unknown) => err);
    expect(isDuplicateKey(duplicate, 'owner')).toBe(true);
    expect(await Entry.countDocuments({ owner: 'ann' })).toBe(1);
  });

  test('checks preconditions in the same command: a match commits, a miss throws its error and keeps nothing', async () => {
    const Box = conn.model('Box', new Schema({ status: String, oddsVersion: Number }));
    const Record = conn.model('Record', new Schema({ n: Number }));
    const [box] = await Box.create([{ status: 'published', oddsVersion: 2 }]);
    await Record.init();
    const guard = (oddsVersion: number) => ({
      collection: Box.collection,
      filter: { _id: box!._id, status: 'published', oddsVersion },
      otherwise: () => new Error(`not at version ${oddsVersion}`),
    });
    commands.length = 0;
    await conn.transaction((session) =>
      insertAll(session, [{ collection: Record.collection, doc: { n: 1 } }, guard(2), { collection: Record.collection, doc: { n: 2 } }]),
    );
    expect(commands.filter((c) => c !== 'hello' && c !== 'commitTransaction' && c !== 'abortTransaction')).toEqual(
      wireVersion >= 25 ? ['bulkWrite'] : ['find', 'insert', 'insert'],
    );
    expect(await Record.countDocuments()).toBe(2);
    const miss = conn.transaction((session) => insertAll(session, [{ collection: Record.collection, doc: { n: 3 } }, guard(1)]));
    await expect(miss).rejects.toThrow('not at version 1');
    expect(await Record.countDocuments()).toBe(2);
    expect((await Box.findById(box!._id).lean())?.oddsVersion).toBe(2);
  });

  test('an older server refuses the bulkWrite command itself (CommandNotFound), a newer one runs it', async () => {
    const reply = conn.getClient().db('admin').command({ bulkWrite: 1, ops: [], nsInfo: [] });
    if (wireVersion < 25) await expect(reply).rejects.toMatchObject({ code: 59 });
    else await expect(reply).resolves.toMatchObject({ ok: 1, nErrors: 0 });
  });
});
