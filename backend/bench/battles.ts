/**
 * `npm run bench:battles [-- --battles 200 --spectators 10 --rounds 5 --round-ms 2000 --figures-only]`
 *
 * Live box battles watched by many spectators. This process is the server and is the one measured (the whole app
 * in memory: database engine, reveal scheduler, live streams); the spectators live in a child process
 * (bench/battlesClients.ts) on websocket connections. Two transports for the same battles' facts, one after the
 * other in one run:
 * - Socket.IO through the app's own path: `battle:watch` into each battle's room, the battles stream's declaration turning
 *   the scheduler's `battle.roundRevealed` into the room emit;
 * - a raw `ws` server (bench/battlesWs.ts) fed by the same domain events, sending the same payloads.
 * For each, `--battles` 1v1 battles (a funded player and a house bot, so no player sockets are needed) get
 * `--spectators` watchers each before the bots fill them, which starts them; the scheduler reveals every round at
 * `--round-ms` (BATTLE_ROUND_MS). Printed per transport: the spread between the first and the last spectator
 * receiving each round (p50/p99 over rounds, matched by battle id + round), the delivery ratio, and server CPU
 * per delivered round event (process.cpuUsage over the play: bots filling the seats, reveals, finishes with their
 * prizes, fan-out); then the Socket.IO / ws ratios.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BATTLE_LIMITS } from '@nova/protocol';
import { Types } from 'mongoose';
import { BattleModel } from '../src/battles/model';
import { createBattle, fillWithBots } from '../src/battles/seats';
import { BoxModel } from '../src/boxes/model';
import type { NovaServer } from '../src/server';
import { UserModel } from '../src/users/model';
import { fundUser } from '../test/ledger';
import { roundKey, type SpectatorCommand, type SpectatorReply } from './battlesClients';
import { rawBattleServer } from './battlesWs';
import { startBenchApp } from './app';
import { percentile } from './percentile';
import { ratio } from './ratio';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '200' },
    spectators: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    'round-ms': { type: 'string', default: '2000' },
    /** Accepted for symmetry with the other benches: this one judges no target, it prints figures and ratios. */
    'figures-only': { type: 'boolean', default: false },
  },
});
const battles = Number(values.battles);
const spectators = Number(values.spectators);
const rounds = Number(values.rounds);
const roundMs = Number(values['round-ms']);

/** Battles started in parallel: each start is one transaction, and one at a time would spread the starts over many rounds. */
const FILL_CONCURRENCY = 20;

class Spectators {
  private readonly child: ChildProcess;
  private waiting: ((reply: SpectatorReply) => void) | null = null;
  private failed: ((err: Error) => void) | null = null;

  constructor() {
    this.child = fork(join(__dirname, 'battlesClients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (reply: SpectatorReply) => this.waiting?.(reply));
    // A spectators' process that dies fails the run instead of leaving it waiting.
    this.child.on('exit', (code) => this.failed?.(new Error(`the spectators' process exited (${code})`)));
  }

  ask<T extends SpectatorReply['type']>(command: SpectatorCommand, expect: T): Promise<Extract<SpectatorReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.failed = command.type === 'close' ? null : reject;
      this.waiting = (reply) =>
        reply.type === expect
          ? resolve(reply as Extract<SpectatorReply, { type: T }>)
          : reject(new Error(`spectators answered ${reply.type}`));
      this.child.send(command);
    });
  }
}

interface Figures {
  impl: string;
  roundsSeen: number;
  delivered: number;
  expected: number;
  spreadP50: number;
  spreadP99: number;
  cpuMicrosPerDelivery: number;
  clientCpuMicrosPerDelivery: number;
  startMs: number;
}

/** `battles` waiting 1v1 battles of `rounds` rounds of the cheapest box, each created by its own funded player. */
async function createBattles(server: NovaServer, tag: string): Promise<{ ids: string[]; creators: Types.ObjectId[] }> {
  const box = await BoxModel.findOne({ status: 'published' }).sort({ priceCoins: 1 }).lean();
  if (!box) throw new Error('no box seeded');
  const ids: string[] = [];
  const creators: Types.ObjectId[] = [];
  for (let i = 0; i < battles; i++) {
    const name = `bb${tag}${i}`;
    const user = await UserModel.create({ username: name, usernameKey: name, email: `${name}@bench.example` });
    await fundUser(server.ctx, user._id, box.priceCoins * rounds);
    const battle = await createBattle(
      server.ctx,
      { _id: user._id, username: name },
      {
        boxIds: Array(rounds).fill(box._id.toHexString()),
        mode: '1v1',
        visibility: 'public',
      },
    );
    ids.push(battle._id.toHexString());
    creators.push(user._id);
  }
  return { ids, creators };
}

async function measure(server: NovaServer, impl: 'socket.io' | 'ws'): Promise<Figures> {
  const raw = impl === 'ws' ? await rawBattleServer(server.ctx) : null;
  const { ids, creators } = await createBattles(server, impl === 'ws' ? 'w' : 's');
  const clients = new Spectators();
  const watches = ids.flatMap((id) => Array<string>(spectators).fill(id));
  const ready = await clients.ask({ type: 'connect', impl, url: raw?.url ?? server.url, battleIds: watches }, 'ready');
  if (ready.failed > 0) throw new Error(`${impl}: ${ready.failed} spectators failed to watch`);

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // Bots fill every battle (FILL_CONCURRENCY at a time, so the battles run together), which starts it; the first
  // reveals are due startDelayMs later.
  let next = 0;
  const filler = async () => {
    for (let i = next++; i < ids.length; i = next++) await fillWithBots(server.ctx, creators[i]!, ids[i]!);
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, filler));
  const startMs = performance.now() - started;
  const expected = ids.length * rounds * spectators;
  const deadline = performance.now() + BATTLE_LIMITS.startDelayMs + rounds * roundMs + startMs + 30_000;
  let delivered = 0;
  while (delivered < expected && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    delivered = (await clients.ask({ type: 'count' }, 'count')).delivered;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const report = await clients.ask({ type: 'report' }, 'report');
  await clients.ask({ type: 'close' }, 'closed');
  await raw?.close();
  const unfinished = await BattleModel.countDocuments({
    _id: { $in: ids.map((id) => new Types.ObjectId(id)) },
    status: { $ne: 'finished' },
  });
  if (unfinished > 0) console.warn(`${impl}: ${unfinished} battles did not finish before the deadline`);

  const keys = ids.flatMap((id) => Array.from({ length: rounds }, (_, r) => roundKey(id, r)));
  const spreads = keys
    .map((k) => report.arrivals[k])
    .map((a) => (a && a.count === spectators ? a.last - a.first : Infinity))
    .sort((x, y) => x - y);
  return {
    impl,
    roundsSeen: keys.filter((k) => report.arrivals[k]).length,
    delivered,
    expected,
    spreadP50: percentile(spreads, 50),
    spreadP99: percentile(spreads, 99),
    cpuMicrosPerDelivery: (cpu.user + cpu.system) / delivered,
    clientCpuMicrosPerDelivery: report.cpuMicros / delivered,
    startMs,
  };
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

async function main(): Promise<void> {
  const app = await startBenchApp('battles', { BATTLE_ROUND_MS: String(roundMs) });
  const { server } = app;
  console.log(
    `bench:battles: ${battles} 1v1 battles of ${rounds} rounds, ${spectators} spectators each (${battles * spectators}), ` +
      `a round every ${roundMs} ms; engine ${app.engine}; spectators in a separate process\n`,
  );
  try {
    const sio = await measure(server, 'socket.io');
    const raw = await measure(server, 'ws');
    for (const f of [sio, raw]) {
      if (f.delivered === 0 || !Number.isFinite(f.spreadP50) || !Number.isFinite(f.spreadP99))
        throw new Error(
          `${f.impl} measured nothing whole (delivered ${f.delivered}/${f.expected}, spread p50 ${f.spreadP50}): no ratio to print`,
        );
      console.log(
        `  ${f.impl.padEnd(9)} spread first->last spectator p50 ${fmt(f.spreadP50, 1)} ms  p99 ${fmt(f.spreadP99, 1)} ms  ` +
          `delivery ${fmt((f.delivered / f.expected) * 100)}% (${f.roundsSeen} rounds)  server cpu/round event ${fmt(f.cpuMicrosPerDelivery)} µs  ` +
          `(spectators' cpu/event ${fmt(f.clientCpuMicrosPerDelivery)} µs; bots filled in ${fmt(f.startMs, 0)} ms)`,
      );
    }
    const cpuRatio = ratio('server cpu per round event, socket.io / ws', sio.cpuMicrosPerDelivery, raw.cpuMicrosPerDelivery);
    const p50Ratio = ratio('spread p50, socket.io / ws', sio.spreadP50, raw.spreadP50);
    const p99Ratio = ratio('spread p99, socket.io / ws', sio.spreadP99, raw.spreadP99);
    console.log('');
    console.log(`  ratio socket.io / ws, server cpu per round event: ${fmt(cpuRatio)}x`);
    console.log(`  ratio socket.io / ws, spread p50: ${fmt(p50Ratio)}x`);
    console.log(`  ratio socket.io / ws, spread p99: ${fmt(p99Ratio)}x`);
  } finally {
    await app.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
