import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type supertest from 'supertest';
import type { ClientToServerEvents, ServerToClientEvents } from '@nova/protocol';
import { loadConfig } from '../src/config';
import type { Clock } from '../src/context';
import { createLogger } from '../src/core/logger';
import { connectMongoose, disconnectMongoose } from '../src/db/engine';
import { startNovaServer, type NovaServer } from '../src/server';
import { checkedRequest } from './answers';
import { testDatabaseName, testDbEngine, testMongoUri } from './database';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer extends NovaServer {
  /** supertest bound to the running server (real HTTP on its port). */
  request: () => ReturnType<typeof supertest>;
  /** A typed socket.io-client connected to the server; pass a session token to authenticate. */
  connect(token?: string, options?: { autoConnect?: boolean }): Promise<ClientSocket>;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig (e.g. RESALE_RATE). */
  env?: Record<string, string>;
  clock?: Clock;
  /** Drop this test file's database before starting (default true; false to test a restart). */
  fresh?: boolean;
  /** The server's logger (default: one at LOG_LEVEL, silent in tests). */
  logger?: Logger;
  /** A built front end to serve (default none). */
  staticDir?: string;
}

/**
 * Boots the real app on port 0 against this test file's own database on the engine globalSetup chose.
 * Stop it in afterAll; sockets opened with `connect` are closed by `stop()`.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Staff sign in with a password alone here; tests of the staff two-factor rule pass STAFF_TWO_FACTOR=required.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    STAFF_TWO_FACTOR: 'optional',
    // Stops at once: the drain's spread of socket reconnections is tested on its own (health/readiness.test.ts).
    DRAIN_SECONDS: '0',
    ...options.env,
  });
  if (options.fresh !== false) {
    await connectMongoose(testMongoUri(), testDatabaseName());
    await mongoose.connection.dropDatabase();
    await disconnectMongoose();
  }
  const server = await startNovaServer({
    config,
    logger: options.logger ?? createLogger(config.LOG_LEVEL),
    database: { uri: testMongoUri(), dbName: testDatabaseName(), engine: testDbEngine() },
    clock: options.clock,
    staticDir: options.staticDir,
  });
  const sockets: ClientSocket[] = [];
  return {
    ...server,
    request: () => checkedRequest(server.url),
    connect: (token, connectOptions) => {
      const socket: ClientSocket = connectSocket(server.url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        autoConnect: connectOptions?.autoConnect ?? true,
      });
      sockets.push(socket);
      if (connectOptions?.autoConnect === false) return Promise.resolve(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    stop: async () => {
      for (const s of sockets) s.disconnect();
      await server.stop();
    },
  };
}

/** A controllable clock for tests of cooldowns and daily resets. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-01-15T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string | Date): void {
    this.current = new Date(iso);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
