/**
 * The spectators of `bench:battles`, in their own process so the server process is measured alone. Controlled over
 * IPC by bench/battles.ts: opens one websocket connection per spectator (socket.io-client with the websocket
 * transport and `battle:watch`, or plain `ws` sending `{watch}` to the bench's raw server), and records for each
 * round (battle id + round, which the app's own payload carries) when the first and the last spectator got it.
 */
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import type { BattleRoundRevealed } from '@nova/protocol';

export type SpectatorCommand =
  | { type: 'connect'; impl: 'socket.io' | 'ws'; url: string; battleIds: string[] }
  | { type: 'count' }
  | { type: 'report' }
  | { type: 'close' };
export type RoundArrivals = Record<string, { count: number; first: number; last: number }>;
export type SpectatorReply =
  | { type: 'ready'; failed: number }
  | { type: 'count'; delivered: number }
  | { type: 'report'; arrivals: RoundArrivals; cpuMicros: number }
  | { type: 'closed' };

/** The key a round is matched by on both sides. */
export const roundKey = (battleId: string, round: number): string => `${battleId}:${round}`;

const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, { count: number; first: number; last: number }>();
const closers: (() => void)[] = [];
let delivered = 0;
let cpuSince = process.cpuUsage();

function arrived(payload: BattleRoundRevealed): void {
  const at = now();
  delivered += 1;
  const key = roundKey(payload.battleId, payload.round.round);
  const entry = arrivals.get(key);
  if (entry) {
    entry.count += 1;
    entry.last = at;
  } else arrivals.set(key, { count: 1, first: at, last: at });
}

function watchSocketIo(url: string, battleId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    closers.push(() => socket.disconnect());
    socket.on('battle:round', arrived);
    socket.once('connect_error', () => resolve(false));
    socket.once('connect', () => socket.emit('battle:watch', { battleId }, (ack: { ok: boolean }) => resolve(ack.ok)));
  });
}

function watchWs(url: string, battleId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { perMessageDeflate: false });
    closers.push(() => ws.terminate());
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { event: string; data: unknown };
      if (message.event === 'watching') resolve(true);
      else if (message.event === 'battle:round') arrived(message.data as BattleRoundRevealed);
    });
    ws.once('error', () => resolve(false));
    ws.once('open', () => ws.send(JSON.stringify({ watch: battleId })));
  });
}

async function connectAll(impl: 'socket.io' | 'ws', url: string, battleIds: string[]): Promise<number> {
  let failed = 0;
  const batch = 100;
  for (let i = 0; i < battleIds.length; i += batch) {
    const results = await Promise.all(
      battleIds.slice(i, i + batch).map((id) => (impl === 'ws' ? watchWs(url, id) : watchSocketIo(url, id))),
    );
    failed += results.filter((ok) => !ok).length;
  }
  return failed;
}

const send = (reply: SpectatorReply) => process.send?.(reply);

process.on('message', (command: SpectatorCommand) => {
  if (command.type === 'connect') {
    void connectAll(command.impl, command.url, command.battleIds).then((failed) => {
      cpuSince = process.cpuUsage();
      send({ type: 'ready', failed });
    });
  } else if (command.type === 'count') {
    send({ type: 'count', delivered });
  } else if (command.type === 'report') {
    const cpu = process.cpuUsage(cpuSince);
    send({ type: 'report', arrivals: Object.fromEntries(arrivals), cpuMicros: cpu.user + cpu.system });
  } else {
    for (const close of closers.splice(0)) close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 200);
  }
});
