/**
 * `npm run bench:fanout [-- --rate 20000 --seconds 5 --sizes 1000,5000 --figures-only]`
 *
 * Fan-out of `winner:announced` to watching sockets. This process is the server and is the one measured;
 * the watchers live in a child process (bench/fanoutClients.ts) on websocket connections. Two servers with
 * the same payload, side by side in one run:
 * - Socket.IO through the app's own path: `createIo` (connection-state recovery on, the app's guard and auth),
 *   `feed:subscribe` into the winners room, and the winners stream's declaration, dispatched like the app's, turning
 *   a `winner.announced` domain event into the room emit;
 * - a raw `ws` server sending the same JSON to every client.
 * For 1,000 then 5,000 watchers, wins are published at a steady rate (`--rate` deliveries per second in total,
 * so the message rate is rate / watchers) for `--seconds`. Printed per server: server CPU per delivered message
 * (process.cpuUsage of this process), delivery ratio, last-watcher latency p50/p99 (publish -> the last watcher
 * got it), heap per idle socket; and the Socket.IO / ws ratios against the targets.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocketServer, WebSocket } from 'ws';
import { TokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { systemClock, type AppContext } from '../src/context';
import { DomainEventBus } from '../src/core/events';
import { createLogger } from '../src/core/logger';
import type { WinnerAnnouncedEvent } from '../src/openings/events';
import { feedsModule } from '../src/realtime/feeds';
import { createIo } from '../src/realtime/io';
import { LocalSequence, setSequenceSource } from '../src/realtime/sequence';
import { winnerStreams } from '../src/winners/streams';
import { presentOpeningWinner } from '../src/winners/presenter';
import { benchId, type ClientCommand, type ClientReply } from './fanoutClients';
import { percentile } from './percentile';
import { ratio } from './ratio';

const TARGETS = { cpuRatio: 1.6, p99Ratio: 1.5, heapPerSocketKb: 12 };
const WARMUP_MESSAGES = 5;
/** At least this many messages per run, so p99 is not just the slowest one. */
const MIN_MESSAGES = 40;

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '1000,5000' },
    /** Print the figures without judging them against the targets (tiny runs that only check the bench measures). */
    'figures-only': { type: 'boolean', default: false },
  },
});
const deliveriesPerSecond = Number(values.rate);
const seconds = Number(values.seconds);
const sizes = values.sizes.split(',').map(Number);

const now = () => performance.timeOrigin + performance.now();
/** Full collections with turns of the event loop between (closed sockets let go of their memory late). */
async function gc(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return;
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((r) => setTimeout(r, 50));
  }
}

function win(i: number): WinnerAnnouncedEvent {
  return {
    openingId: benchId(i),
    userId: '66f1c0ffee0000000000beef',
    username: 'stella_nova',
    boxId: '66f1c0ffee0000000000b0c5',
    boxName: 'Watch Vault',
    prizeName: 'Omega Speedmaster Moonwatch',
    prizeValue: '7150.00',
    valueInUSDCents: 715_000,
    rarity: 'legendary',
    iconClass: 'watch',
    imageUrl: '/media/catalog/prizes/omega-speedmaster-moonwatch.svg',
    createdAt: new Date(),
  };
}

interface Server {
  url: string;
  publish(seq: number): void;
  close(): Promise<void>;
}

function listen(http: HttpServer): Promise<string> {
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(http.address() as AddressInfo).port}`)));
}

/** The app's path: createIo + feed:subscribe + the winners stream's declaration fed by domain events. */
async function socketIoServer(): Promise<Server> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = createLogger('silent');
  const ctx = {
    config,
    logger,
    bus: new DomainEventBus(logger),
    tokens: new TokenService('bench-secret-bench-secret-bench-secret', 3600),
    clock: systemClock,
    database: { engine: 'emulator' },
    startedAt: new Date(),
    publicUrl: '',
    dataDir: null,
    redis: null,
  } as AppContext;
  setSequenceSource(ctx, new LocalSequence());
  const http = createServer();
  const io = createIo(http, ctx, [{ name: 'winners', streams: winnerStreams }, feedsModule]);
  const url = await listen(http);
  return {
    url,
    publish: (seq) => ctx.bus.emit('winner.announced', win(seq)),
    close: async () => {
      io.disconnectSockets(true);
      await io.close();
    },
  };
}

/** The baseline: a bare `ws` server sending the same JSON payload to every client. */
async function wsServer(): Promise<Server> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const url = await listen(http);
  return {
    url,
    publish: (seq) => {
      // Serialised once per message, as Socket.IO does; every client gets the same buffer.
      const payload = Buffer.from(JSON.stringify({ event: 'winner:announced', data: { seq, winner: presentOpeningWinner(win(seq)) } }));
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(payload, { binary: false });
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => http.close(() => resolve())));
    },
  };
}

class Clients {
  private readonly child: ChildProcess;
  private waiting: ((reply: ClientReply) => void) | null = null;

  constructor() {
    this.child = fork(join(__dirname, 'fanoutClients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (reply: ClientReply) => this.waiting?.(reply));
  }

  ask(command: ClientCommand): Promise<ClientReply> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.send(command);
    });
  }
}

interface Figures {
  impl: string;
  watchers: number;
  messages: number;
  cpuMicrosPerDelivery: number;
  /** The watchers' process, for context: it shares the machine. */
  clientCpuMicrosPerDelivery: number;
  delivery: number;
  p50: number;
  p99: number;
  heapPerSocketKb: number;
}

/** Watchers connected before the heap baseline, so code compiled while connecting is not counted per socket. */
const HEAP_WARMUP_SOCKETS = 200;

async function measure(impl: 'socket.io' | 'ws', watchers: number): Promise<Figures> {
  const server = impl === 'ws' ? await wsServer() : await socketIoServer();
  const clients = new Clients();
  const connect = async (count: number) => {
    const ready = await clients.ask({ type: 'connect', impl, url: server.url, count });
    if (ready.type !== 'ready' || ready.failed > 0)
      throw new Error(`${impl}: ${ready.type === 'ready' ? ready.failed : '?'} watchers failed to connect`);
  };
  await connect(HEAP_WARMUP_SOCKETS);
  await new Promise((r) => setTimeout(r, 300));
  await gc();
  const heapBefore = process.memoryUsage().heapUsed;
  await connect(watchers - HEAP_WARMUP_SOCKETS);
  await new Promise((r) => setTimeout(r, 500));
  await gc();
  const heapPerSocketKb = (process.memoryUsage().heapUsed - heapBefore) / (watchers - HEAP_WARMUP_SOCKETS) / 1024;

  // Warm-up (JIT, buffers), then reset the client's records.
  let seq = 0;
  for (let i = 0; i < WARMUP_MESSAGES; i++) server.publish((seq += 1));
  await new Promise((r) => setTimeout(r, 1000));
  await clients.ask({ type: 'report' });

  const messages = Math.max(MIN_MESSAGES, Math.round((deliveriesPerSecond / watchers) * seconds));
  const interval = (watchers / deliveriesPerSecond) * 1000;
  const sentAt = new Map<number, number>();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < messages; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    seq += 1;
    sentAt.set(seq, now());
    server.publish(seq);
  }
  // Wait until every watcher has every message (or give up after 10 s).
  let arrivals: Record<number, { count: number; last: number }> = {};
  let clientCpu = 0;
  const expected = messages * watchers;
  const deadline = performance.now() + 10_000;
  for (;;) {
    const reply = await clients.ask({ type: 'report' });
    if (reply.type === 'report') clientCpu += reply.cpuMicros;
    if (reply.type === 'report')
      for (const [k, v] of Object.entries(reply.arrivals)) {
        const prev = arrivals[Number(k)];
        arrivals[Number(k)] = prev ? { count: prev.count + v.count, last: Math.max(prev.last, v.last) } : v;
      }
    const delivered = Object.values(arrivals).reduce((sum, a) => sum + a.count, 0);
    if (delivered >= expected || performance.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const cpu = process.cpuUsage(cpuBefore);
  const delivered = Object.values(arrivals).reduce((sum, a) => sum + a.count, 0);
  const latencies = [...sentAt].map(([s, at]) => (arrivals[s] ? arrivals[s]!.last - at : Infinity)).sort((x, y) => x - y);
  await clients.ask({ type: 'close' });
  await server.close();
  arrivals = {};
  return {
    impl,
    watchers,
    messages,
    cpuMicrosPerDelivery: (cpu.user + cpu.system) / delivered,
    clientCpuMicrosPerDelivery: clientCpu / delivered,
    delivery: delivered / expected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    heapPerSocketKb,
  };
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

async function main(): Promise<void> {
  const tooSmall = sizes.filter((n) => !(n > HEAP_WARMUP_SOCKETS));
  if (tooSmall.length > 0)
    throw new Error(`--sizes must each exceed ${HEAP_WARMUP_SOCKETS} (the heap baseline's warm-up sockets): ${tooSmall.join(', ')}`);
  if (!(globalThis as { gc?: unknown }).gc) console.warn('run with --expose-gc for heap figures (the npm script does)');
  console.log(`bench:fanout: ${deliveriesPerSecond} deliveries/s for ${seconds} s per run; watchers in a separate process\n`);
  const rows: Figures[] = [];
  let failed = false;
  for (const watchers of sizes) {
    const sio = await measure('socket.io', watchers);
    const raw = await measure('ws', watchers);
    rows.push(sio, raw);
    for (const f of [sio, raw])
      if (f.delivery === 0 || !Number.isFinite(f.p50) || !Number.isFinite(f.p99))
        throw new Error(
          `${f.impl} at ${watchers} watchers measured nothing (delivery ${fmt(f.delivery * 100)}%, p50 ${f.p50}): no ratio to print`,
        );
    const cpuRatio = ratio(`cpu per delivery, socket.io / ws at ${watchers} watchers`, sio.cpuMicrosPerDelivery, raw.cpuMicrosPerDelivery);
    const p99Ratio = ratio(`last-watcher p99, socket.io / ws at ${watchers} watchers`, sio.p99, raw.p99);
    console.log(`${watchers} watchers, ${sio.messages} messages (${fmt(deliveriesPerSecond / watchers, 1)}/s):`);
    for (const f of [sio, raw]) {
      console.log(
        `  ${f.impl.padEnd(9)} cpu/msg ${fmt(f.cpuMicrosPerDelivery)} µs  delivery ${fmt(f.delivery * 100, 2)}%  ` +
          `last-watcher p50 ${fmt(f.p50, 1)} ms  p99 ${fmt(f.p99, 1)} ms  heap/idle socket ${fmt(f.heapPerSocketKb, 1)} KB  ` +
          `(watchers' cpu/msg ${fmt(f.clientCpuMicrosPerDelivery)} µs)`,
      );
    }
    const checks = [
      [`delivery 100%`, sio.delivery === 1],
      [`cpu ratio ${fmt(cpuRatio)}x <= ${TARGETS.cpuRatio}x`, cpuRatio <= TARGETS.cpuRatio],
      [`p99 ratio ${fmt(p99Ratio)}x <= ${TARGETS.p99Ratio}x`, p99Ratio <= TARGETS.p99Ratio],
      [`heap/socket ${fmt(sio.heapPerSocketKb, 1)} KB <= ${TARGETS.heapPerSocketKb} KB`, sio.heapPerSocketKb <= TARGETS.heapPerSocketKb],
    ] as const;
    for (const [label, ok] of checks) {
      console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}`);
      if (!ok) failed = true;
    }
    console.log('');
  }
  if (failed && !values['figures-only']) {
    console.log('Some targets were missed (figures move between runs on a shared 2-core machine).');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
