/**
 * The emulator at the byte level: handshake framing, OP_MSG document sequences and moreToCome, and
 * malformed input, which must close only the offending connection and leave the data intact.
 */
import { Long } from 'bson';
import { MongoClient } from 'mongodb';
import { captureLogger, header, opMsg, opQuery, RawConnection, type CapturedLogger } from './helpers';
import { startEmulator, type EmulatorHandle } from '../src/server';

let emulator: EmulatorHandle;
let logs: CapturedLogger;

beforeAll(async () => {
  logs = captureLogger();
  emulator = await startEmulator({ logger: logs.logger });
});

afterAll(async () => {
  await emulator.close();
});

test('the legacy OP_QUERY handshake is answered with OP_REPLY to the same request id', async () => {
  const conn = await RawConnection.open(emulator.port);
  conn.send(opQuery(4242, 'admin.$cmd', { ismaster: 1, helloOk: true, client: { driver: { name: 'raw' } } }));
  const reply = await conn.next();
  expect(reply.opCode).toBe(1);
  expect(reply.responseTo).toBe(4242);
  expect(reply.doc).toMatchObject({ ok: 1, ismaster: true, helloOk: true, setName: 'rs0', maxWireVersion: 25, logicalSessionTimeoutMinutes: 30 });
  expect(reply.doc.hosts).toEqual([`127.0.0.1:${emulator.port}`]);
  conn.close();
});

test('OP_QUERY for anything but the handshake is refused (code 352)', async () => {
  const conn = await RawConnection.open(emulator.port);
  conn.send(opQuery(7, 'test.$cmd', { find: 'x' }));
  expect((await conn.next()).doc).toMatchObject({ ok: 0, code: 352 });
  conn.close();
});

test('OP_MSG: body, kind-1 document sequences, and replies with ok', async () => {
  const conn = await RawConnection.open(emulator.port);
  expect(await conn.command(1, { ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
  const docs = [{ _id: 1, v: 'a' }, { _id: 2, v: 'b' }, { _id: 3, v: 'c' }];
  const inserted = await conn.command(2, { insert: 'seq', $db: 'wire' }, { sequences: [['documents', docs]] });
  expect(inserted).toMatchObject({ n: 3, ok: 1 });
  expect(inserted).not.toHaveProperty('writeErrors');
  const updated = await conn.command(3, { update: 'seq', $db: 'wire' }, { sequences: [['updates', [{ q: { _id: 2 }, u: { $set: { v: 'B' } } }]]] });
  expect(updated).toMatchObject({ n: 1, nModified: 1, ok: 1 });
  const found = await conn.command(4, { find: 'seq', filter: {}, sort: { _id: 1 }, $db: 'wire' });
  expect(found.cursor.firstBatch).toEqual([{ _id: 1, v: 'a' }, { _id: 2, v: 'B' }, { _id: 3, v: 'c' }]);
  conn.close();
});

test('moreToCome gets no reply but is applied in order', async () => {
  const conn = await RawConnection.open(emulator.port);
  conn.send(opMsg(10, { insert: 'quiet', documents: [{ _id: 'w0' }], writeConcern: { w: 0 }, $db: 'wire' }, { flags: 2 }));
  const count = await conn.command(11, { count: 'quiet', $db: 'wire' });
  expect(count).toMatchObject({ n: 1, ok: 1 });
  conn.close();
});

test('frames split byte by byte and frames sharing one write are both handled', async () => {
  const conn = await RawConnection.open(emulator.port);
  const frame = opMsg(20, { ping: 1, $db: 'admin' });
  for (const byte of frame) conn.send(Buffer.from([byte]));
  expect((await conn.next()).responseTo).toBe(20);
  conn.send(Buffer.concat([opMsg(21, { ping: 1, $db: 'admin' }), opMsg(22, { ping: 1, $db: 'admin' })]));
  expect([(await conn.next()).responseTo, (await conn.next()).responseTo]).toEqual([21, 22]);
  conn.close();
});

test('cursor ids are BSON int64 and getMore continues them', async () => {
  const conn = await RawConnection.open(emulator.port);
  await conn.command(30, { insert: 'cur', documents: Array.from({ length: 5 }, (_, i) => ({ _id: i })), $db: 'wire' });
  const first = await conn.command(31, { find: 'cur', batchSize: 2, $db: 'wire' });
  expect(first.cursor.id).toBeInstanceOf(Long);
  expect(first.cursor.firstBatch).toHaveLength(2);
  const more = await conn.command(32, { getMore: first.cursor.id, collection: 'cur', batchSize: 10, $db: 'wire' });
  expect(more.cursor.nextBatch.map((d: { _id: number }) => d._id)).toEqual([2, 3, 4]);
  expect(more.cursor.id).toEqual(Long.fromNumber(0));
  expect(await conn.command(33, { getMore: first.cursor.id, collection: 'cur', $db: 'wire' })).toMatchObject({ ok: 0, code: 43, codeName: 'CursorNotFound' });
  conn.close();
});

test('an OP_MSG without $db is an error reply, not a crash', async () => {
  const conn = await RawConnection.open(emulator.port);
  expect(await conn.command(40, { ping: 1 })).toMatchObject({ ok: 0, code: 9 });
  conn.close();
});

const ping = opMsg(99, { ping: 1, $db: 'admin' });
const bodyOf = (frame: Buffer) => frame.subarray(21);

function withLength(frame: Buffer, length: number): Buffer {
  const copy = Buffer.from(frame);
  copy.writeInt32LE(length, 0);
  return copy;
}

const malformed: Array<[string, Buffer]> = [
  ['a length below the header size', withLength(ping, 8)],
  ['a negative length', withLength(ping, -5)],
  ['an oversized length (1 GiB)', withLength(ping, 1 << 30)],
  ['an unknown opCode', Buffer.concat([header(20, 1, 2002), Buffer.alloc(4)])],
  ['a truncated BSON body', (() => {
    const body = Buffer.from(bodyOf(ping));
    body.writeInt32LE(body.length + 50, 0);
    return Buffer.concat([header(16 + 5 + body.length, 1, 2013), Buffer.alloc(5), body]);
  })()],
  ['garbage BSON (unknown element type)', (() => {
    const body = Buffer.from(bodyOf(ping));
    body[4] = 0x99;
    return Buffer.concat([header(16 + 5 + body.length, 1, 2013), Buffer.alloc(5), body]);
  })()],
  ['an unknown section kind', (() => {
    const frame = Buffer.from(ping);
    frame[20] = 7;
    return frame;
  })()],
  ['an unknown required flag bit', (() => {
    const frame = Buffer.from(ping);
    frame.writeUInt32LE(1 << 5, 16);
    return frame;
  })()],
  ['random bytes', Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')],
];

describe('malformed messages close that connection only', () => {
  let client: MongoClient;

  beforeAll(async () => {
    client = await MongoClient.connect(emulator.uri, { serverSelectionTimeoutMS: 5000 });
    await client.db('wire').collection<{ _id: number; v: string; touched?: boolean }>('kept').insertMany([{ _id: 1, v: 'one' }, { _id: 2, v: 'two' }]);
  });

  afterAll(async () => {
    await client.close();
  });

  test.each(malformed)('%s', async (_name, bytes) => {
    const before = logs.lines.length;
    const conn = await RawConnection.open(emulator.port);
    conn.send(bytes);
    await conn.closed;
    const logged = logs.lines.slice(before).filter((l) => l.msg?.includes('malformed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(40);
    // The pooled driver connection is unaffected, and the stored data is intact.
    const kept = await client.db('wire').collection<{ _id: number; v: string; touched?: boolean }>('kept').find().sort({ _id: 1 }).toArray();
    expect(kept).toEqual([{ _id: 1, v: 'one' }, { _id: 2, v: 'two' }]);
    await client.db('wire').collection<{ _id: number; v: string; touched?: boolean }>('kept').updateOne({ _id: 2 }, { $set: { touched: true } });
    await client.db('wire').collection<{ _id: number; v: string; touched?: boolean }>('kept').updateOne({ _id: 2 }, { $unset: { touched: 1 } });
  });

  test('a brand-new client still connects after all of that', async () => {
    const fresh = await MongoClient.connect(emulator.uri, { serverSelectionTimeoutMS: 5000 });
    expect(await fresh.db('wire').collection<{ _id: number; v: string; touched?: boolean }>('kept').countDocuments()).toBe(2);
    await fresh.close();
  });
});
