import type { DatabaseEngine } from '@nova/protocol';

/**
 * The messages between `npm start`'s primary process and its workers (node:cluster IPC). Socket.IO's cluster adapter,
 * @socket.io/sticky and rate-limiter-flexible's cluster limiter send their own messages on the same channel; ours all
 * carry `nova`.
 */

/** What a worker asks of the primary; each is answered with a value (or nothing), or an error. */
export type WorkerRequest =
  | { kind: 'sequence.next'; stream: string; count: number }
  | { kind: 'sequence.current'; stream: string }
  | { kind: 'presence.publish'; node: string; count: number }
  | { kind: 'presence.remove'; node: string }
  | { kind: 'stamp.read'; userId: string }
  | { kind: 'stamp.set'; userId: string; stamp: string; lifetimeMs: number }
  | { kind: 'metrics' };

/** What the primary answers: a number (sequences, presence), a string (a session stamp, metrics text), or nothing. */
export type Answer = number | string;

export interface RequestMessage {
  nova: 'request';
  id: number;
  request: WorkerRequest;
}

export interface ReplyMessage {
  nova: 'reply';
  id: number;
  value?: Answer;
  error?: string;
}

/** Sent by a new worker once it listens for messages (one sent before would be lost): it asks for its setup. */
export interface HelloMessage {
  nova: 'hello';
}

/** The primary's answer to a worker's hello: what it shares with every worker. */
export interface SetupMessage {
  nova: 'setup';
  /** The engine the primary runs (or MONGODB_URI's), which every worker connects to. */
  database: { uri: string; dbName: string; engine: DatabaseEngine };
  /** The session-signing secret (JWT_SECRET, or the one generated into DATA_DIR once by the primary). */
  jwtSecret: string;
  /** The port the primary listens on for every worker. */
  port: number;
}

/** Sent by a worker once it serves. */
export interface ReadyMessage {
  nova: 'ready';
  url: string;
}

/** Sent by the primary to each worker when it stops: drain, then exit. */
export interface StopMessage {
  nova: 'stop';
}

export type NovaMessage = HelloMessage | RequestMessage | ReplyMessage | SetupMessage | ReadyMessage | StopMessage;

/** Whether an IPC message is one of ours. */
export function isNovaMessage(message: unknown): message is NovaMessage {
  return typeof message === 'object' && message !== null && typeof (message as { nova?: unknown }).nova === 'string';
}
