/**
 * The watching side of `bench:fanout`, in its own process so the server process is measured alone.
 * Controlled over IPC by bench/fanout.ts: opens N websocket connections (socket.io-client with the websocket
 * transport subscribing to the winners feed, or plain `ws`), records when each message last arrived, and
 * reports per-message arrival counts and last-arrival times.
 */
import { io } from 'socket.io-client';
import WebSocket from 'ws';

export type ClientCommand =
  { type: 'connect'; impl: 'socket.io' | 'ws'; url: string; count: number } | { type: 'report' } | { type: 'close' };
export type ClientReply =
  | { type: 'ready'; failed: number }
  | { type: 'report'; arrivals: Record<number, { count: number; last: number }>; cpuMicros: number }
  | { type: 'closed' };

/**
 * The winner id of the bench's message number `n`: the app numbers its own `seq`, so arrivals are matched to
 * publishes by this id, which only the bench sets.
 */
export function benchId(n: number): string {
  return `67${n.toString(16).padStart(22, '0')}`;
}
const numberOf = (id: string): number => Number.parseInt(id.slice(2), 16);

const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<number, { count: number; last: number }>();
const closers: (() => void)[] = [];
let cpuSince = process.cpuUsage();

function arrived(seq: number): void {
  const at = now();
  const entry = arrivals.get(seq);
  if (entry) {
    entry.count += 1;
    entry.last = at;
  } else arrivals.set(seq, { count: 1, last: at });
}

function connectSocketIo(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    closers.push(() => socket.disconnect());
    socket.on('winner:announced', (payload: { winner: { id: string } }) => arrived(numberOf(payload.winner.id)));
    socket.once('connect_error', () => resolve(false));
    socket.once('connect', () => socket.emit('feed:subscribe', { feed: 'winners' }, (ack: { ok: boolean }) => resolve(ack.ok)));
  });
}

function connectWs(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { perMessageDeflate: false });
    closers.push(() => ws.terminate());
    ws.on('message', (data) => arrived(numberOf((JSON.parse(String(data)) as { data: { winner: { id: string } } }).data.winner.id)));
    ws.once('error', () => resolve(false));
    ws.once('open', () => resolve(true));
  });
}

async function connectAll(impl: 'socket.io' | 'ws', url: string, count: number): Promise<number> {
  let failed = 0;
  const batch = 100;
  for (let i = 0; i < count; i += batch) {
    const results = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, () => (impl === 'ws' ? connectWs(url) : connectSocketIo(url))),
    );
    failed += results.filter((ok) => !ok).length;
  }
  return failed;
}

const send = (reply: ClientReply) => process.send?.(reply);

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') {
    void connectAll(command.impl, command.url, command.count).then((failed) => send({ type: 'ready', failed }));
  } else if (command.type === 'report') {
    const cpu = process.cpuUsage(cpuSince);
    cpuSince = process.cpuUsage();
    send({ type: 'report', arrivals: Object.fromEntries(arrivals), cpuMicros: cpu.user + cpu.system });
    arrivals.clear();
  } else {
    for (const close of closers.splice(0)) close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 200);
  }
});
