/**
 * Helpers for the emulator's tests: a log-capturing logger, raw wire frames over a socket, and
 * the standalone emulator as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import pino, { type Logger } from 'pino';
import { startEmulator, type EmulatorHandle } from '../src/server';

/** The MongoServerError a promise rejects with (anything else, or no rejection, fails the test). */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected a server error');
}

export interface CapturedLogger {
  logger: Logger;
  lines: Array<{ level: number; msg?: string } & Record<string, unknown>>;
}

/** A pino logger that keeps its lines in memory (for asserting on log output). */
export function captureLogger(level = 'debug'): CapturedLogger {
  const lines: CapturedLogger['lines'] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as CapturedLogger['lines'][number]) });
  return { logger, lines };
}

export function header(length: number, requestId: number, opCode: number, responseTo = 0): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** An OP_MSG frame: flags, a body section and optional kind-1 document sequences. */
export function opMsg(
  requestId: number,
  body: Document,
  options: { flags?: number; sequences?: Array<[string, Document[]]> } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [name, docs] of options.sequences ?? []) {
    const payload = Buffer.concat([Buffer.from(`${name}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(options.flags ?? 0, 0);
  const rest = Buffer.concat([flags, ...parts]);
  return Buffer.concat([header(16 + rest.length, requestId, 2013), rest]);
}

/** A legacy OP_QUERY frame (what drivers send first on every connection). */
export function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const flags = Buffer.alloc(4);
  const name = Buffer.from(`${collection}\0`);
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(-1, 4);
  const rest = Buffer.concat([flags, name, skipReturn, Buffer.from(serialize(query))]);
  return Buffer.concat([header(16 + rest.length, requestId, 2004), rest]);
}

export interface RawReply {
  requestId: number;
  responseTo: number;
  opCode: number;
  doc: Document;
}

/** A raw TCP connection that reads whole reply frames. */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: Array<(reply: RawReply) => void> = [];
  private readonly replies: RawReply[] = [];
  readonly closed: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 4 && this.buffer.length >= this.buffer.readInt32LE(0)) {
        const len = this.buffer.readInt32LE(0);
        const frame = this.buffer.subarray(0, len);
        this.buffer = this.buffer.subarray(len);
        const opCode = frame.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        const reply: RawReply = {
          requestId: frame.readInt32LE(4),
          responseTo: frame.readInt32LE(8),
          opCode,
          doc: deserialize(frame.subarray(docStart), { promoteLongs: false }),
        };
        const waiter = this.waiting.shift();
        if (waiter) waiter(reply);
        else this.replies.push(reply);
      }
    });
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawConnection(socket);
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  next(timeoutMs = 2000): Promise<RawReply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no reply')), timeoutMs);
      this.waiting.push((reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  }

  /** Sends a command as OP_MSG and waits for its reply. */
  async command(requestId: number, body: Document, options?: Parameters<typeof opMsg>[2]): Promise<Document> {
    this.send(opMsg(requestId, body, options));
    const reply = await this.next();
    if (reply.responseTo !== requestId) throw new Error(`reply to ${reply.responseTo}, expected ${requestId}`);
    return reply.doc;
  }

  close(): void {
    this.socket.destroy();
  }
}

const PACKAGE_DIR = path.resolve(__dirname, '..');
const CLI = path.join(PACKAGE_DIR, 'src/cli.ts');

export interface EmulatorProcess {
  uri: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  output(): string;
}

/** Runs the standalone emulator (`cli.ts` through tsx) and resolves once it printed its URI. */
export async function spawnEmulator(args: string[]): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--log-level', 'warn', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`emulator did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /^(mongodb:\/\/\S+)$/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`emulator exited (${code}) before printing its URI:\n${out}`));
    });
  });
  const port = Number(/:(\d+)\//.exec(uri)?.[1]);
  return { uri, port, child, exited, output: () => out };
}

export interface EmulatorClient {
  readonly emulator: EmulatorHandle;
  readonly client: MongoClient;
  readonly db: Db;
}

/** A memory-only emulator and a driver client on it for this test file (database `dbName`), closed after it. */
export function useEmulatorClient(dbName: string): EmulatorClient {
  let emulator: EmulatorHandle | undefined;
  let client: MongoClient | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ logger: captureLogger().logger });
    client = await MongoClient.connect(emulator.uri, { serverSelectionTimeoutMS: 5000 });
  });
  afterAll(async () => {
    await client?.close();
    await emulator?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useEmulatorClient: used before beforeAll ran');
    return value;
  };
  return {
    get emulator() {
      return ready(emulator);
    },
    get client() {
      return ready(client);
    },
    get db() {
      return ready(client).db(dbName);
    },
  };
}
