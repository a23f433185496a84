/**
 * The watching side of `bench:system`, in processes of its own so that neither the server nor the players' process
 * pays for it. Controlled over IPC by bench/system.ts: opens guest sockets as the front end does (socket.io-client,
 * WebSocket first, no token), subscribes them to the winners feed or takes them out of it, and reports, per winner
 * (the opening's id), how many of its sockets got it and when the first and the last of them did.
 */
import { io, type Socket } from 'socket.io-client';
import { wallClock } from './wallClock';

export type WatcherCommand =
  | { type: 'connect'; url: string; count: number }
  | { type: 'subscribe' }
  | { type: 'unsubscribe' }
  | { type: 'report' }
  | { type: 'close' };

/** One winner as this process saw it: sockets that got it, and the wall-clock ms of the first and the last arrival. */
export interface Arrival {
  count: number;
  first: number;
  last: number;
}

export type WatcherReply =
  | { type: 'done'; failed: number }
  | { type: 'report'; arrivals: Record<string, Arrival>; cpuMicros: number; disconnected: number }
  | { type: 'closed' };

const sockets: Socket[] = [];
const arrivals = new Map<string, Arrival>();
let disconnected = 0;
let cpuSince = process.cpuUsage();

function arrived(id: string): void {
  const at = wallClock();
  const entry = arrivals.get(id);
  if (!entry) arrivals.set(id, { count: 1, first: at, last: at });
  else {
    entry.count += 1;
    entry.last = at;
  }
}

function connect(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket', 'polling'], reconnection: false, forceNew: true });
    socket.on('winner:announced', (payload: { winner: { id: string } }) => arrived(payload.winner.id));
    socket.once('connect_error', () => resolve(false));
    socket.once('connect', () => {
      sockets.push(socket);
      socket.once('disconnect', () => (disconnected += 1));
      resolve(true);
    });
  });
}

/** Opens `count` sockets, 100 handshakes at a time; resolves with how many failed. */
async function connectAll(url: string, count: number): Promise<number> {
  let failed = 0;
  for (let i = 0; i < count; i += 100) {
    const results = await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => connect(url)));
    failed += results.filter((ok) => !ok).length;
  }
  return failed;
}

/** Sends `event` for the winners feed on every socket, 200 at a time; resolves with how many were not acknowledged. */
async function feed(event: 'feed:subscribe' | 'feed:unsubscribe'): Promise<number> {
  let failed = 0;
  for (let i = 0; i < sockets.length; i += 200) {
    const acks = await Promise.all(
      sockets.slice(i, i + 200).map(
        (socket) =>
          new Promise<boolean>((resolve) =>
            socket.timeout(30_000).emit(event, { feed: 'winners' }, (err: Error | null, ack?: { ok: boolean }) => resolve(!err && ack?.ok === true)),
          ),
      ),
    );
    failed += acks.filter((ok) => !ok).length;
  }
  return failed;
}

const reply = (message: WatcherReply) => process.send?.(message);

process.on('message', (command: WatcherCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command.url, command.count).then((failed) => reply({ type: 'done', failed }));
      return;
    case 'subscribe':
    case 'unsubscribe':
      void feed(`feed:${command.type}`).then((failed) => reply({ type: 'done', failed }));
      return;
    case 'report': {
      const cpu = process.cpuUsage(cpuSince);
      cpuSince = process.cpuUsage();
      reply({ type: 'report', arrivals: Object.fromEntries(arrivals), cpuMicros: cpu.user + cpu.system, disconnected });
      arrivals.clear();
      return;
    }
    case 'close':
      for (const socket of sockets.splice(0)) socket.disconnect();
      reply({ type: 'closed' });
      setTimeout(() => process.exit(0), 200);
  }
});
