import { io as connectSocket, type Socket } from 'socket.io-client';
import { readinessDtoSchema } from '@nova/protocol';
import { loadConfig } from '../config';
import { createLogger } from '../core/logger';
import { startDatabaseEngine } from '../db/engine';
import { releaseSocketsGradually } from '../realtime/drain';
import { startNovaServer } from '../server';
import { eventually } from '../../test/eventually';
import { startTestServer } from '../../test/server';

describe('GET /livez and GET /readyz', () => {
  it('answer 200 with every check passing on a serving node', async () => {
    const server = await startTestServer();
    try {
      await server.request().get('/livez').expect(200, { status: 'ok' });
      const res = await server.request().get('/readyz').expect(200);
      expect(readinessDtoSchema.parse(res.body)).toEqual({
        ready: true,
        checks: { database: 'ok', redis: 'not configured', outboxRelay: 'running', draining: false },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await server.stop();
    }
  });

  it('flip to 503 the moment a drain begins; new requests and sockets are refused, sockets are let go to reconnect', async () => {
    const server = await startTestServer({ env: { DRAIN_SECONDS: '1' }, fresh: false });
    // Plain clients (the test server's own would be disconnected by its stop before the drain begins).
    const open = (): Promise<Socket> => {
      const socket = connectSocket(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
      return new Promise((resolve, reject) => socket.once('connect', () => resolve(socket)).once('connect_error', reject));
    };
    const sockets = await Promise.all([open(), open(), open()]);
    const reasons = sockets.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));

    const stopping = server.stop();
    const ready = await server.request().get('/readyz').expect(503);
    expect(ready.body).toMatchObject({ ready: false, checks: { draining: true, database: 'ok' } });
    await server.request().get('/livez').expect(200);
    const refused = await server.request().get('/api/health').expect(503);
    expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.connection).toBe('close');
    const late = await server.connect(undefined, { autoConnect: false });
    const lateError = new Promise<Error>((resolve) => late.once('connect_error', resolve));
    late.connect();
    expect((await lateError).message).toBeTruthy();

    // The connection is closed (not a Socket.IO disconnect packet): a client reconnects on its own after this.
    expect(await Promise.all(reasons)).toEqual(['transport close', 'transport close', 'transport close']);
    await stopping;
  });
});

describe('releaseSocketsGradually', () => {
  it('lets sockets go in batches spread over the window, each at its own random moment', async () => {
    const server = await startTestServer({ fresh: false });
    try {
      const sockets = await Promise.all([0, 1, 2, 3].map(() => server.connect()));
      const goneAt: number[] = [];
      sockets.forEach((socket, i) => socket.once('disconnect', () => (goneAt[i] = Date.now())));
      const draws = [0, 0.3, 0.6, 0.99];
      const started = Date.now();
      expect(await releaseSocketsGradually(server.io, 600, () => draws.shift() ?? 0)).toBe(4);
      await eventually(() => goneAt.filter(Boolean).length === 4);
      // Moments 0, 0.3, 0.6 and 0.99 of 600 ms: batches 0, 1, 3 and 5 of 100 ms each, never earlier.
      expect(goneAt[1]! - started).toBeGreaterThanOrEqual(90);
      expect(goneAt[2]! - started).toBeGreaterThanOrEqual(290);
      expect(goneAt[3]! - started).toBeGreaterThanOrEqual(490);
      expect(goneAt[3]!).toBeGreaterThanOrEqual(goneAt[2]!);
      expect(goneAt[2]!).toBeGreaterThanOrEqual(goneAt[1]!);
    } finally {
      await server.stop();
    }
  });
});

describe('GET /readyz without a database', () => {
  it('answers 503 naming the database while it cannot be reached, and 200 again once it is back', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', DRAIN_SECONDS: '0' });
    const logger = createLogger('silent');
    let engine = await startDatabaseEngine({ mode: 'emulator', logger });
    const port = Number(new URL(engine.uri).port);
    const server = await startNovaServer({ config, logger, staticDir: null, database: { uri: engine.uri, dbName: 'readiness', engine: 'emulator' } });
    try {
      const url = `${server.url}/readyz`;
      expect((await fetch(url)).status).toBe(200);
      await engine.stop();
      const body = await eventually(async () => {
        const res = await fetch(url);
        return res.status === 503 && (await res.json());
      });
      expect(body).toMatchObject({ ready: false, checks: { database: 'unreachable', draining: false } });
      // The engine comes back on the same address (empty: it kept nothing): the driver reconnects, the node is ready.
      engine = await startDatabaseEngine({ mode: 'emulator', logger, emulator: { host: '127.0.0.1', port } });
      await eventually(async () => (await fetch(url)).status === 200, { timeoutMs: 30_000 });
    } finally {
      await server.stop();
      await engine.stop();
    }
  }, 60_000);
});
