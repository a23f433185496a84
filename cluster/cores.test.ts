import { connect as connectTcp } from 'node:net';
import {
  openingCompletedSchema,
  readinessDtoSchema,
  winnerAnnouncedSchema,
  type AuthResponseDto,
  type BoxDto,
  type OpenBoxResultDto,
} from '@nova/protocol';
import { ask, connect, disconnectAll, record, until, type ClientSocket } from './clients';
import { fresh } from './fresh';
import { startNode, stopAll, type NovaNode } from './harness';

/**
 * `npm start`'s many processes through the real entry point (backend/src/main.ts): a primary with two workers and no
 * Redis, the primary hosting the embedded database and keeping what the workers share (sequences, rate limits, session
 * stamps, metrics; Socket.IO messages through the cluster adapter). Every REST call here opens a connection of its own,
 * which the primary hands to the next worker in turn; each answer names its worker (X-Nova-Worker).
 */
const ADMIN = { email: 'admin@cores.cluster.test', password: 'cluster-admin-pass' };
const METRICS_TOKEN = 'a-metrics-token-for-the-cores-test';
const RESETS_PER_ACCOUNT = 3;

let node: NovaNode;
let adminToken: string;
let box: BoxDto;

beforeAll(async () => {
  node = await startNode({
    WORKERS: '2',
    DRAIN_SECONDS: '3',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_MAX_PER_IP: '1000',
    PASSWORD_RESET_MAX_PER_ACCOUNT: String(RESETS_PER_ACCOUNT),
    AUTH_CACHE_TTL_SECONDS: '60',
    METRICS_TOKEN,
  });
  adminToken = (await fresh<AuthResponseDto>(node, 'POST', '/api/login', { body: ADMIN })).body.token;
  const boxes = (await fresh<BoxDto[]>(node, 'GET', '/api/boxes')).body;
  box = boxes.filter((x) => x.priceCoins <= 2000).reduce((best, x) => (Number(x.winRate) > Number(best.winRate) ? x : best));
}, 180_000);

afterAll(async () => {
  disconnectAll();
  await stopAll();
});

/** The worker that serves the next new connection (and, in turn, the one after). */
const workerNow = async () => (await fresh(node, 'GET', '/livez')).worker!;

/**
 * A socket, and the worker it landed on: the connections just before and just after it went to the same worker, so
 * with two workers taking connections in turn, the socket's went to the other one.
 */
async function placedSocket(token?: string): Promise<{ socket: ClientSocket; worker: string }> {
  const before = await workerNow();
  const socket = await connect(node, token);
  expect(await workerNow()).toBe(before);
  return { socket, worker: before === '1' ? '2' : '1' };
}

async function registerPlayer(name: string, coins: number): Promise<{ id: string; token: string }> {
  const res = await fresh<AuthResponseDto>(node, 'POST', '/api/register', {
    body: { username: name, email: `${name.toLowerCase()}@cores.cluster.test`, password: 'cluster-player-1' },
  });
  expect(res.status).toBe(201);
  const given = await fresh(node, 'POST', '/api/admin/give-coins', { body: { userId: res.body.user.id, amount: coins, reason: 'cores test' }, token: adminToken });
  expect(given.status).toBeLessThan(300);
  return { id: res.body.user.id, token: res.body.token };
}

const openings: OpenBoxResultDto[] = [];

test('both workers serve; a fact made on one reaches sockets on the other, numbered in order', async () => {
  const served = await Promise.all([0, 1, 2, 3].map(() => fresh(node, 'GET', '/api/boxes')));
  expect(new Set(served.map((r) => r.worker))).toEqual(new Set(['1', '2']));

  const staff = await placedSocket(adminToken);
  expect(await ask(staff.socket, 'feed:subscribe', { feed: 'staff:openings' })).toMatchObject({ ok: true });
  const watcher = await placedSocket();
  expect(await ask(watcher.socket, 'feed:subscribe', { feed: 'winners' })).toMatchObject({ ok: true });
  const completed = record(staff.socket, 'opening:completed', openingCompletedSchema);
  const winners = record(watcher.socket, 'winner:announced', winnerAnnouncedSchema);

  // The player opens over both workers (one connection each) until a win is made on the watcher's other worker.
  const player = await registerPlayer('Altair', 200_000);
  const servedBy = new Map<string, string>();
  let crossWin: OpenBoxResultDto | null = null;
  for (let i = 0; i < 60 && (!crossWin || openings.length < 6); i++) {
    const res = await fresh<OpenBoxResultDto>(node, 'POST', `/api/boxes/${box.id}/open`, { body: {}, token: player.token });
    expect(res.status).toBe(200);
    openings.push(res.body);
    servedBy.set(res.body.openingId, res.worker!);
    if (res.body.isWin && Number(res.body.prize.valueInUSD) > 0 && res.worker !== watcher.worker) crossWin = res.body;
  }
  expect(crossWin).not.toBeNull();
  expect(new Set(servedBy.values())).toEqual(new Set(['1', '2']));

  await until(() => winners.some((w) => w.winner.id === crossWin!.openingId), "the other worker's winner at the watcher");
  await until(() => completed.length === openings.length, 'every opening, from both workers, at the staff socket');
  expect(completed.map((c) => c.opening.id)).toEqual(openings.map((o) => o.openingId));
  // One counter for both workers: the numbers rise in the order the openings were made, wherever they were made.
  const seqs = completed.map((c) => c.seq);
  expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  expect(new Set(seqs).size).toBe(seqs.length);
  expect(openings.some((o) => servedBy.get(o.openingId) !== staff.worker)).toBe(true);
});

test('rate limits, session checks and metrics are one across the workers', async () => {
  // Password reset requests for one address: the budget is spent over both workers together.
  const resets = [];
  for (let i = 0; i <= RESETS_PER_ACCOUNT; i++) resets.push(await fresh(node, 'POST', '/api/password-reset', { body: { email: 'vega@cores.cluster.test' } }));
  expect(resets.map((r) => r.status)).toEqual([...Array<number>(RESETS_PER_ACCOUNT).fill(202), 429]);
  expect(new Set(resets.map((r) => r.worker))).toEqual(new Set(['1', '2']));

  // Both workers keep a check of the session; signing out everywhere on one ends both at the next request.
  const player = await registerPlayer('Vega', 10_000);
  const before = [await fresh(node, 'GET', '/api/me', { token: player.token }), await fresh(node, 'GET', '/api/me', { token: player.token })];
  expect(before.map((r) => r.status)).toEqual([200, 200]);
  expect(new Set(before.map((r) => r.worker))).toEqual(new Set(['1', '2']));
  expect((await fresh(node, 'POST', '/api/account/sign-out-everywhere', { token: player.token })).status).toBe(204);
  const after = [await fresh(node, 'GET', '/api/me', { token: player.token }), await fresh(node, 'GET', '/api/me', { token: player.token })];
  expect(after.map((r) => [r.status, (r.body as { code?: string }).code])).toEqual([
    [401, 'INVALID_TOKEN'],
    [401, 'INVALID_TOKEN'],
  ]);
  expect(new Set(after.map((r) => r.worker))).toEqual(new Set(['1', '2']));

  // A scrape of either worker counts every worker's openings.
  const scrapes = [await fresh<string>(node, 'GET', '/metrics', { token: METRICS_TOKEN }), await fresh<string>(node, 'GET', '/metrics', { token: METRICS_TOKEN })];
  expect(new Set(scrapes.map((r) => r.worker))).toEqual(new Set(['1', '2']));
  for (const scrape of scrapes) {
    expect(scrape.status).toBe(200);
    expect(scrape.body).toContain(`nova_openings_total{kind="paid"} ${openings.length}\n`);
  }
});

test('SIGTERM: /readyz answers 503 at once, new requests are refused, sockets go and the request in flight finishes', async () => {
  const { socket } = await placedSocket();
  const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const exited = new Promise<number | null>((resolve) => node.process.once('exit', resolve));

  // A request in flight: its headers and half its body are in when the stop begins.
  const body = JSON.stringify({ email: 'deneb@cores.cluster.test' });
  const port = Number(new URL(node.url).port);
  const inFlight = connectTcp({ port, host: '127.0.0.1' });
  let answer = '';
  inFlight.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const answered = new Promise<void>((resolve) => inFlight.once('end', resolve));
  await new Promise<void>((resolve) => inFlight.once('connect', resolve));
  inFlight.write(`POST /api/password-reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
  inFlight.write(body.slice(0, 10));
  expect((await fresh(node, 'GET', '/readyz')).status).toBe(200);

  node.process.kill('SIGTERM');
  await until(async () => (await fresh(node, 'GET', '/readyz')).status === 503, '/readyz to answer 503', 5_000);
  const ready = await fresh(node, 'GET', '/readyz');
  expect(readinessDtoSchema.parse(ready.body)).toMatchObject({ ready: false, checks: { draining: true, database: 'ok' } });
  const refused = await fresh<{ code: string }>(node, 'GET', '/api/boxes');
  expect([refused.status, refused.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);

  // Not ended: the answer comes on the connection still open (it closes it, as every answer does while draining).
  inFlight.write(body.slice(10));
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 202 /);
  expect(await gone).toBe('transport close');
  expect(await exited).toBe(0);
  expect(node.log()).not.toMatch(/took too long|shutdown failed|worker exited/);
});
