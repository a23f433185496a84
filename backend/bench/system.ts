/**
 * `npm run bench:system [-- --watchers 2000 --players 20 --seconds 15 --rounds 1 --watcher-procs 2 --warmup 2
 *   --skip-build --cpu-prof DIR --server-root DIR --figures-only]`
 *
 * The whole shop on one node, as `npm start` runs it: the compiled server in its own process (production settings, the
 * embedded database engine in memory), `--players` signed-in players opening the cheapest box over REST as fast as
 * their answers come, and `--watchers` guest sockets (in `--watcher-procs` processes of their own) that the winners
 * feed reaches. Two modes, measured in the same run in alternating slices (`--rounds`, each mode `--seconds` in all):
 * alone (no socket in the winners room: the watchers stay connected but unsubscribed) and watching (every watcher
 * subscribed). Prints per mode openings/s, the opening's HTTP p50/p99, the server's CPU per opening (from /proc,
 * counted until every watcher has every win) and its resident memory; for the watching mode the winner's latency
 * (from the player sending the opening) at the first and at the last watcher, and the deliveries missed; the ratio of
 * openings/s watching / alone; and the CPU of the load generator's own processes, which must not be the bottleneck.
 * A missed delivery fails the run (exit 1) unless --figures-only. --cpu-prof writes the server's CPU profile to DIR;
 * --server-root runs the server of another checkout (e.g. a worktree of main, for a before/after comparison).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AuthResponseDto, HealthDto } from '@nova/protocol';
import { percentile } from './percentile';
import { ratio } from './ratio';
import { ROOT, compileServer, startServer, stopChild, type ServerProcess } from './systemServer';
import { Api, cheapestBox, createPlayers, openFor, type Opened, type Player } from './systemPlayers';
import type { Arrival, WatcherCommand, WatcherReply } from './systemWatchers';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '2000' },
    players: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '1' },
    'watcher-procs': { type: 'string', default: '2' },
    warmup: { type: 'string', default: '2' },
    'skip-build': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'server-root': { type: 'string' },
    'figures-only': { type: 'boolean', default: false },
  },
});
const watchers = Number(values.watchers);
const playerCount = Number(values.players);
const rounds = Number(values.rounds);
const sliceMs = (Number(values.seconds) * 1000) / rounds;
const watcherProcs = watchers === 0 ? 0 : Math.min(Number(values['watcher-procs']), watchers);
/** How long the last deliveries of a watching slice may take to arrive before the rest count as missed. */
const DRAIN_TIMEOUT_MS = 30_000;
const ADMIN = { email: 'bench-admin@bench.example', password: 'bench-admin-password' };
/** No machine opens faster than this: the coins each player is granted cover it for the whole run. */
const MAX_OPENINGS_PER_SECOND = 5000;

/** One watcher process, one request at a time. */
class WatcherProcess {
  private readonly child: ChildProcess;
  private waiting: ((reply: WatcherReply) => void) | null = null;

  constructor() {
    this.child = fork(join(__dirname, 'systemWatchers.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (reply: WatcherReply) => this.waiting?.(reply));
  }

  ask(command: WatcherCommand): Promise<WatcherReply> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.send(command);
    });
  }

  async command(command: WatcherCommand, what: string): Promise<void> {
    const reply = await this.ask(command);
    if (reply.type === 'done' && reply.failed > 0) throw new Error(`${reply.failed} watchers failed to ${what}`);
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

/** What one mode measured, over its slices. */
class Mode {
  openings = 0;
  elapsedMs = 0;
  latencies: number[] = [];
  serverCpuMicros = 0;
  playersCpuMicros = 0;
  watchersCpuMicros = 0;
  peakRssMiB = 0;
  firstWatcher: number[] = [];
  lastWatcher: number[] = [];
  wins = 0;
  missed = 0;
  disconnected = 0;
}

async function report(procs: WatcherProcess[], arrivals: Map<string, Arrival>, mode: Mode): Promise<void> {
  for (const reply of await Promise.all(procs.map((p) => p.ask({ type: 'report' })))) {
    if (reply.type !== 'report') continue;
    mode.watchersCpuMicros += reply.cpuMicros;
    mode.disconnected = Math.max(mode.disconnected, reply.disconnected);
    for (const [id, a] of Object.entries(reply.arrivals)) {
      const seen = arrivals.get(id);
      arrivals.set(id, seen ? { count: seen.count + a.count, first: Math.min(seen.first, a.first), last: Math.max(seen.last, a.last) } : a);
    }
  }
}

/** Waits until every watcher has every win of `opened` (or the drain timeout), then adds the winners' figures to `mode`. */
async function settleWins(procs: WatcherProcess[], opened: Opened[], mode: Mode): Promise<void> {
  const wins = opened.filter((o) => o.announced);
  const arrivals = new Map<string, Arrival>();
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    await report(procs, arrivals, mode);
    const delivered = wins.reduce((sum, w) => sum + (arrivals.get(w.openingId)?.count ?? 0), 0);
    if (delivered >= wins.length * watchers || performance.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  mode.wins += wins.length;
  for (const win of wins) {
    const arrival = arrivals.get(win.openingId);
    mode.missed += watchers - (arrival?.count ?? 0);
    if (!arrival) continue;
    mode.firstWatcher.push(arrival.first - win.sentAt);
    mode.lastWatcher.push(arrival.last - win.sentAt);
  }
}

async function slice(server: ServerProcess, api: Api, players: Player[], boxId: string, procs: WatcherProcess[], mode: Mode, watching: boolean) {
  await Promise.all(procs.map((p) => p.command({ type: watching ? 'subscribe' : 'unsubscribe' }, 'answer the feed request')));
  await report(procs, new Map(), new Mode()); // forget what came before
  const cpuBefore = server.cpuMicros();
  const playersBefore = process.cpuUsage();
  const { opened, elapsedMs } = await openFor(api, players, boxId, sliceMs);
  const players_ = process.cpuUsage(playersBefore);
  mode.playersCpuMicros += players_.user + players_.system;
  if (watching) await settleWins(procs, opened, mode);
  else if (procs.length > 0) await report(procs, new Map(), mode);
  mode.serverCpuMicros += server.cpuMicros() - cpuBefore;
  mode.peakRssMiB = Math.max(mode.peakRssMiB, server.memory().rssMiB);
  mode.openings += opened.length;
  mode.elapsedMs += elapsedMs;
  for (const o of opened) mode.latencies.push(o.latencyMs);
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (sorted: number[]) => `p50 ${fmt(percentile(sorted, 50))} ms   p99 ${fmt(percentile(sorted, 99))} ms`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
/** CPU time over a mode's wall time, in per cent of one core. */
const ofCore = (micros: number, m: Mode) => `${fmt((micros / 1000 / m.elapsedMs) * 100, 0)}% of a core`;

function printMode(name: string, m: Mode): void {
  const rows: Array<[string, string]> = [
    [`${name}: openings/s`, `${fmt((m.openings / m.elapsedMs) * 1000, 0)} (${m.openings.toLocaleString('en-US')} in ${fmt(m.elapsedMs / 1000)} s)`],
    [`${name}: opening over HTTP`, ms(sorted(m.latencies))],
    [`${name}: server CPU`, `${fmt(m.serverCpuMicros / m.openings / 1000, 2)} ms per opening (${ofCore(m.serverCpuMicros, m)})`],
    [`${name}: server RSS`, `${fmt(m.peakRssMiB, 0)} MiB (highest at a slice's end)`],
  ];
  if (name === 'watching') {
    rows.push(
      [`${name}: winner, first watcher`, `${ms(sorted(m.firstWatcher))} (from the player's request)`],
      [`${name}: winner, last watcher`, ms(sorted(m.lastWatcher))],
      [`${name}: delivery`, `${m.wins.toLocaleString('en-US')} wins x ${watchers.toLocaleString('en-US')} watchers, ${m.missed} missed`],
    );
  }
  rows.push([
    `${name}: load generator CPU`,
    `players ${ofCore(m.playersCpuMicros, m)}` + (watcherProcs > 0 ? `, watchers ${ofCore(m.watchersCpuMicros / watcherProcs, m)} per process` : ''),
  ]);
  for (const [k, v] of rows) process.stdout.write(`${k.padEnd(34)} ${v}\n`);
}

async function main(): Promise<void> {
  if (!(playerCount >= 1 && watchers >= 0 && rounds >= 1 && sliceMs > 0)) throw new Error('--players, --rounds and --seconds must be positive');
  const root = values['server-root'] ?? ROOT;
  if (!values['skip-build']) compileServer(root);
  const loadBefore = loadavg()[0]!;
  const profile = values['cpu-prof'];
  const server = await startServer(
    {
      NODE_ENV: 'production',
      // One process, whose CPU and memory are measured (production's default would run one worker per core).
      WORKERS: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      STAFF_TWO_FACTOR: 'optional',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The players register from one address, and open far more often than a person's budget allows.
      AUTH_RATE_MAX_PER_IP: String(playerCount + 10),
      PLAYER_WRITE_RATE_MAX: '1000000000',
    },
    profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [],
    root,
  );
  const api = new Api(server.url, playerCount + 2);
  const procs = Array.from({ length: watcherProcs }, () => new WatcherProcess());
  try {
    const health = await api.expect<HealthDto>(200, 'GET', '/api/health');
    const admin = await api.expect<AuthResponseDto>(200, 'POST', '/api/login', ADMIN);
    const box = await cheapestBox(api);
    const runSeconds = Number(values.warmup) + 2 * Number(values.seconds);
    const coins = box.priceCoins * Math.ceil((MAX_OPENINGS_PER_SECOND * runSeconds) / playerCount);
    const players = await createPlayers(api, admin.token, playerCount, coins);
    for (const [i, p] of procs.entries()) {
      const count = Math.floor(watchers / watcherProcs) + (i < watchers % watcherProcs ? 1 : 0);
      await p.command({ type: 'connect', url: server.url, count }, 'connect');
    }
    process.stdout.write(
      `bench:system: the built server of ${root} (${health.database.engine} in memory, pid ${server.pid}), ${playerCount} players ` +
        `over REST, ${watchers} watchers in ${watcherProcs} process(es), ${rounds} round(s) of ${fmt(sliceMs / 1000)} s per mode\n`,
    );
    await openFor(api, players, box.id, Number(values.warmup) * 1000);
    const alone = new Mode();
    const watching = new Mode();
    for (let r = 0; r < rounds; r++) {
      await slice(server, api, players, box.id, procs, alone, false);
      if (watchers > 0) await slice(server, api, players, box.id, procs, watching, true);
    }
    process.stdout.write(`${'box'.padEnd(34)} ${box.name} (${box.priceCoins} coins)\n`);
    process.stdout.write(`${'load average (1 min)'.padEnd(34)} ${fmt(loadBefore, 2)} -> ${fmt(loadavg()[0]!, 2)}\n`);
    printMode('alone', alone);
    if (watchers === 0) return;
    printMode('watching', watching);
    const rate = (m: Mode) => m.openings / m.elapsedMs;
    process.stdout.write(`${'ratio openings/s watching / alone'.padEnd(34)} ${fmt(ratio('openings/s watching / alone', rate(watching), rate(alone)), 2)}\n`);
    if (watching.disconnected > 0) process.stdout.write(`${watching.disconnected} watchers were disconnected during the run\n`);
    if (watching.missed > 0 && !values['figures-only']) {
      process.stdout.write('MISSED DELIVERIES: every win must reach every watcher\n');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(procs.map((p) => p.ask({ type: 'close' }).then(() => p.stop())));
    api.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
