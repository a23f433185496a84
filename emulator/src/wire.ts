import { deserialize, serialize } from 'bson';
import { operationTimeOf, TIMES_SIZE, writeTimes, type ClockTime } from './clock';
import type { Doc } from './types';

/**
 * MongoDB wire-protocol framing: a 16-byte little-endian header (messageLength, requestID, responseTo,
 * opCode), OP_MSG (2013) for everything after the handshake, and the legacy OP_QUERY (2004) / OP_REPLY (1)
 * pair the driver still uses for its first `ismaster`. Anything else is a protocol error.
 */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;

const FLAG_CHECKSUM = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const FLAG_EXHAUST_ALLOWED = 1 << 16;
const KNOWN_FLAGS = FLAG_CHECKSUM | FLAG_MORE_TO_COME | FLAG_EXHAUST_ALLOWED;

/** A malformed message: the connection that sent it is closed. */
export class WireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireError';
  }
}

export type Request =
  | { kind: 'msg'; requestId: number; moreToCome: boolean; body: Doc }
  | { kind: 'query'; requestId: number; collection: string; body: Doc };

/** Reads the declared length of the message starting at `buf[0]`; throws on impossible lengths. */
export function messageLength(buf: Buffer): number {
  const length = buf.readInt32LE(0);
  if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
    throw new WireError(`invalid message length ${length}`);
  }
  return length;
}

/** Decodes one complete frame (header included). */
export function decodeMessage(frame: Buffer): Request {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  if (opCode === OP_MSG) return decodeMsg(frame, requestId);
  if (opCode === OP_QUERY) return decodeQuery(frame, requestId);
  throw new WireError(`unsupported opCode ${opCode}`);
}

function decodeMsg(frame: Buffer, requestId: number): Request {
  if (frame.length < HEADER_SIZE + 5) throw new WireError('OP_MSG too short');
  const flags = frame.readUInt32LE(HEADER_SIZE);
  if ((flags & 0xffff & ~KNOWN_FLAGS) !== 0) throw new WireError(`unknown required OP_MSG flag bits ${flags}`);
  const end = frame.length - (flags & FLAG_CHECKSUM ? 4 : 0);
  let pos = HEADER_SIZE + 4;
  let body: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (pos < end) {
    const kind = frame[pos];
    pos += 1;
    if (kind === 0) {
      if (body) throw new WireError('OP_MSG has more than one body section');
      const size = documentSize(frame, pos, end);
      body = readDocument(frame, pos, size);
      pos += size;
    } else if (kind === 1) {
      if (pos + 4 > end) throw new WireError('truncated document sequence');
      const size = frame.readInt32LE(pos);
      const seqEnd = pos + size;
      if (size < 5 || seqEnd > end) throw new WireError(`invalid document sequence size ${size}`);
      const nameEnd = frame.indexOf(0, pos + 4);
      if (nameEnd < 0 || nameEnd >= seqEnd) throw new WireError('unterminated document sequence identifier');
      const name = frame.toString('utf8', pos + 4, nameEnd);
      const docs: Doc[] = [];
      let p = nameEnd + 1;
      while (p < seqEnd) {
        const docSize = documentSize(frame, p, seqEnd);
        docs.push(readDocument(frame, p, docSize));
        p += docSize;
      }
      sequences.push([name, docs]);
      pos = seqEnd;
    } else {
      throw new WireError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new WireError('OP_MSG without a body section');
  for (const [name, docs] of sequences) {
    if (name in body) throw new WireError(`document sequence ${name} duplicates a body field`);
    body[name] = docs;
  }
  return { kind: 'msg', requestId, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0, body };
}

function decodeQuery(frame: Buffer, requestId: number): Request {
  let pos = HEADER_SIZE + 4;
  const nameEnd = frame.indexOf(0, pos);
  if (nameEnd < 0) throw new WireError('unterminated OP_QUERY collection name');
  const collection = frame.toString('utf8', pos, nameEnd);
  pos = nameEnd + 1 + 8;
  const size = documentSize(frame, pos, frame.length);
  let body = readDocument(frame, pos, size);
  const wrapped = body.$query;
  if (wrapped !== undefined && typeof wrapped === 'object' && wrapped !== null && !Array.isArray(wrapped)) {
    body = wrapped as Doc;
  }
  return { kind: 'query', requestId, collection, body };
}

function documentSize(buf: Buffer, pos: number, end: number): number {
  if (pos + 5 > end) throw new WireError('truncated BSON document');
  const size = buf.readInt32LE(pos);
  if (size < 5 || pos + size > end || size > MAX_BSON_OBJECT_SIZE + 16 * 1024) {
    throw new WireError(`invalid BSON document size ${size}`);
  }
  return size;
}

function readDocument(buf: Buffer, pos: number, size: number): Doc {
  try {
    return deserialize(buf.subarray(pos, pos + size)) as Doc;
  } catch (err) {
    throw new WireError(`invalid BSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

let nextRequestId = 1;

/** Writes the 16-byte header at the start of a whole message. */
function writeHeader(out: Buffer, responseTo: number, opCode: number): void {
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
}

/**
 * The body of a reply: the document's bytes, with the operation and cluster times (see clock.ts) appended
 * when the reply has an operation time, written at `offset` of one new buffer whose first `offset`
 * bytes the caller fills (the message header and fields).
 */
function encodeBody(doc: Doc, offset: number, clusterTime: ClockTime | undefined): Buffer {
  const bson = serialize(doc, { checkKeys: false });
  const operationTime = operationTimeOf(doc);
  if (!operationTime || !clusterTime) {
    const out = Buffer.allocUnsafe(offset + bson.length);
    out.set(bson, offset);
    return out;
  }
  const size = bson.length + TIMES_SIZE;
  const out = Buffer.allocUnsafe(offset + size);
  out.set(bson.subarray(0, bson.length - 1), offset);
  const end = writeTimes(out, offset + bson.length - 1, operationTime, clusterTime);
  out[end] = 0;
  out.writeInt32LE(size, offset);
  return out;
}

/** An OP_MSG reply with one body section; `clusterTime` is the server's newest time (for stamped replies). */
export function encodeMsg(responseTo: number, doc: Doc, clusterTime?: ClockTime): Buffer {
  const out = encodeBody(doc, HEADER_SIZE + 5, clusterTime);
  writeHeader(out, responseTo, OP_MSG);
  out.writeUInt32LE(0, HEADER_SIZE); // flagBits
  out[HEADER_SIZE + 4] = 0; // section kind 0: body
  return out;
}

/** A legacy OP_REPLY carrying one document (only for OP_QUERY requests). */
export function encodeReply(responseTo: number, doc: Doc, clusterTime?: ClockTime): Buffer {
  const out = encodeBody(doc, HEADER_SIZE + 20, clusterTime);
  writeHeader(out, responseTo, OP_REPLY);
  out.writeInt32LE(0, HEADER_SIZE); // responseFlags
  out.writeBigInt64LE(0n, HEADER_SIZE + 4); // cursorID
  out.writeInt32LE(0, HEADER_SIZE + 12); // startingFrom
  out.writeInt32LE(1, HEADER_SIZE + 16); // numberReturned
  return out;
}
