import net from 'node:net';
import { Catalog } from './catalog';
import { LogicalClock } from './clock';
import { MAX_WIRE_VERSION } from './commands/handshake';
import { serveConnection } from './connection';
import { CursorRegistry } from './cursors';
import { Persistence } from './persistence';
import { SessionRegistry } from './sessions';
import type { EmulatorState } from './state';
import { LockTable } from './transactions';
import { sweepExpired } from './ttl';
import type { Logger } from './types';

export interface EmulatorOptions {
  /** Bind address (default 127.0.0.1). */
  host?: string;
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Keep data in this directory (journal + snapshot); memory only when absent or empty. */
  dataDir?: string;
  logger: Logger;
  /** Replica set name advertised in hello (default rs0). */
  replSetName?: string;
  /** Host advertised in hello and the URI (default: the bind address, 127.0.0.1 for a wildcard). */
  advertiseHost?: string;
  /** How often TTL indexes are swept (default 60 s, like mongod's ttlMonitorSleepSecs). */
  ttlIntervalMs?: number;
  /** Journal size that triggers compaction (default 64 MiB). */
  compactBytes?: number;
  /** Speak an older server's wire version (default MAX_WIRE_VERSION, MongoDB 8.0), e.g. 21 for 7.0 (tests of fallbacks). */
  wireVersion?: number;
}

export interface EmulatorHandle {
  /** `mongodb://host:port/?replicaSet=rs0` */
  uri: string;
  port: number;
  close(): Promise<void>;
}

const MAINTENANCE_MS = 5_000;

/**
 * Starts the MongoDB wire-protocol emulator. It is test and development infrastructure, not a
 * production database: one process, data in memory (plus a journal when `dataDir` is given).
 */
export async function startEmulator(options: EmulatorOptions): Promise<EmulatorHandle> {
  const { logger } = options;
  const catalog = new Catalog();
  const locks = new LockTable();
  const persistence = options.dataDir ? await Persistence.open(options.dataDir, catalog, logger, { compactBytes: options.compactBytes }) : null;
  const state: EmulatorState & { me: string } = {
    catalog,
    clock: new LogicalClock(),
    locks,
    cursors: new CursorRegistry(),
    sessions: new SessionRegistry(locks),
    logger,
    me: '',
    setName: options.replSetName ?? 'rs0',
    wireVersion: options.wireVersion ?? MAX_WIRE_VERSION,
    durable: persistence ? (ops) => persistence.commit(ops) : null,
  };

  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    connections += 1;
    serveConnection(socket, state, connections);
  });
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await persistence?.close();
    throw err;
  }
  server.on('error', (err) => logger.error({ err }, 'emulator server error'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const advertised = options.advertiseHost ?? (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
  state.me = `${advertised.includes(':') ? `[${advertised}]` : advertised}:${port}`;
  const uri = `mongodb://${state.me}/?replicaSet=${encodeURIComponent(state.setName)}`;

  const ttl = setInterval(() => {
    const ops = sweepExpired(catalog);
    if (ops.length > 0) persistence?.commit(ops).catch((err: unknown) => logger.error({ err }, 'emulator TTL journal write failed'));
  }, options.ttlIntervalMs ?? 60_000);
  const maintenance = setInterval(() => {
    state.cursors.sweep();
    state.sessions.sweep();
  }, MAINTENANCE_MS);
  ttl.unref();
  maintenance.unref();

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      clearInterval(ttl);
      clearInterval(maintenance);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await persistence?.close();
    })();
    return closing;
  };
  return { uri, port, close };
}
