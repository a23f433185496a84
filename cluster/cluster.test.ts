import { MongoClient } from 'mongodb';
import {
  balanceChangedSchema,
  leaderboardTickedSchema,
  openingCompletedSchema,
  staffEventSchema,
  winnerAnnouncedSchema,
  type AuthResponseDto,
  type BoxDto,
  type LeaderboardDto,
  type OpenBoxResultDto,
  type StaffEventDto,
} from '@nova/protocol';
import { api, ask, connect, disconnectAll, record, registerPlayer, until } from './clients';
import { startEmulator, startNode, startRedis, stopAll, type NovaNode } from './harness';

/**
 * Two backend nodes sharing one database engine (the standalone emulator) and one Redis, as behind a load
 * balancer. The nodes' clocks are shifted (CLOCK_OFFSET_MS, refused in production) so that midnight UTC falls
 * about a minute after they start: the test plays that day over both nodes, then watches the 00:00 UTC payout
 * happen exactly once.
 */

const ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-pass' };
const SECONDS_TO_MIDNIGHT = 75;
const GRACE_MS = 1000;

let a: NovaNode;
let b: NovaNode;
let mongo: MongoClient;
let midnightAt: number;

beforeAll(async () => {
  const [redis, emulator] = await Promise.all([startRedis(), startEmulator()]);
  const now = Date.now();
  const nextRealMidnight = Math.ceil(now / 86_400_000) * 86_400_000 + 86_400_000;
  midnightAt = now + SECONDS_TO_MIDNIGHT * 1000;
  const env = {
    MONGODB_URI: emulator.uri,
    REDIS_URL: redis.url,
    JWT_SECRET: 'a-shared-secret-for-the-cluster-test-0123456789',
    CLOCK_OFFSET_MS: String(nextRealMidnight - midnightAt),
    LEADERBOARD_PAYOUT_GRACE_MS: String(GRACE_MS),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_MAX_PER_IP: '1000',
  };
  [a, b] = await Promise.all([startNode(env), startNode(env)]);
  mongo = await MongoClient.connect(emulator.uri);
}, 180_000);

afterAll(async () => {
  disconnectAll();
  await mongo?.close();
  await stopAll();
});

let adminToken: string;
const player = (name: string, coins: number) => registerPlayer(a, adminToken, name, coins);

test('two nodes behave as one: winners, balances, staff streams, presence and the daily payout', async () => {
  adminToken = (await api<AuthResponseDto>(a, 'POST', '/api/login', ADMIN)).token;
  const boxes = await api<BoxDto[]>(b, 'GET', '/api/boxes');
  const affordable = boxes.filter((x) => x.priceCoins <= 2000);
  const box = affordable.reduce((best, x) => (Number(x.winRate) > Number(best.winRate) ? x : best));

  // Watchers and staff on node A; the player has a socket on each node.
  const watcher = await connect(a);
  expect(await ask(watcher, 'feed:subscribe', { feed: 'winners' })).toMatchObject({ ok: true });
  expect(await ask(watcher, 'feed:subscribe', { feed: 'leaderboard' })).toMatchObject({ ok: true });
  const staff = await connect(a, adminToken);
  expect(await ask(staff, 'feed:subscribe', { feed: 'staff:openings' })).toMatchObject({ ok: true });
  expect(await ask(staff, 'feed:subscribe', { feed: 'staff:feed' })).toMatchObject({ ok: true });
  const winners = record(watcher, 'winner:announced', winnerAnnouncedSchema);
  const ticks = record(watcher, 'leaderboard:ticked', leaderboardTickedSchema);
  const openings = record(staff, 'opening:completed', openingCompletedSchema);
  const feed = record(staff, 'staff:event', staffEventSchema);

  const p = await player('Vega', 100_000);
  const onA = await connect(a, p.token);
  const onB = await connect(b, p.token);
  const balanceOnA = record(onA, 'balance:changed', balanceChangedSchema);
  const balanceOnB = record(onB, 'balance:changed', balanceChangedSchema);

  // Presence counts both nodes: 3 sockets on A (watcher, staff, player), 2 on B (player, a visitor).
  await connect(b);
  let online = -1;
  await until(async () => {
    const reply = await ask<{ online: number }>(watcher, 'presence:get', {});
    online = reply.ok ? reply.data.online : -1;
    return online === 5;
  }, 'presence to count the sockets of both nodes').catch((err: Error) => {
    throw new Error(`${err.message} (last count ${online})`);
  });

  // The player opens boxes over node B until one wins something.
  let won: OpenBoxResultDto | null = null;
  const opened: OpenBoxResultDto[] = [];
  for (let i = 0; i < 40 && !won; i++) {
    const result = await api<OpenBoxResultDto>(b, 'POST', `/api/boxes/${box.id}/open`, {}, p.token);
    opened.push(result);
    if (result.isWin && Number(result.prize.valueInUSD) > 0) won = result;
  }
  expect(won).not.toBeNull();
  const last = opened.at(-1)!;

  await until(() => winners.some((w) => w.winner.id === won!.openingId), 'the winner on node A');
  await until(() => openings.length === opened.length, 'every opening in the staff stream on node A');
  expect(openings.map((o) => o.opening.id)).toEqual(opened.map((o) => o.openingId));
  for (const seen of [balanceOnA, balanceOnB]) {
    await until(() => seen.at(-1)?.balance === last.userBalance, 'the last balance on both nodes');
    expect(seen.map((e) => e.seq)).toEqual(seen.map((_, i) => i + 2)); // version 1 was the grant
  }
  await until(
    () => ticks.some((t) => t.leaderboard.entries.some((e) => e.id === p.id && e.totalSpent === box.priceCoins * opened.length)),
    'a leaderboard tick from node B on node A',
  );
  await until(() => feed.some((e) => e.kind === 'opening' && e.openingId === won!.openingId), 'the opening in the operations feed');

  // More players spend over both nodes before midnight; the ranking is the same on either node.
  const day = (await api<LeaderboardDto>(a, 'GET', '/api/leaderboard/current')).id;
  const rivals = [await player('Rigel', 10_000), await player('Deneb', 10_000)];
  await api(a, 'POST', `/api/boxes/${box.id}/open`, {}, rivals[0]!.token);
  await api(b, 'POST', `/api/boxes/${box.id}/open`, {}, rivals[1]!.token);
  await api(b, 'POST', `/api/boxes/${box.id}/open`, {}, rivals[1]!.token);
  const [boardA, boardB] = await Promise.all([
    api<LeaderboardDto>(a, 'GET', '/api/leaderboard/current'),
    api<LeaderboardDto>(b, 'GET', '/api/leaderboard/current'),
  ]);
  expect(boardA.entries).toEqual(boardB.entries);
  expect(boardA.id).toBe(day);
  // Highest spend first; a tie goes to whoever got there first (the player, then Rigel).
  const spent = [
    { id: p.id, coins: box.priceCoins * opened.length },
    { id: rivals[0]!.id, coins: box.priceCoins },
    { id: rivals[1]!.id, coins: box.priceCoins * 2 },
  ];
  const order = [...spent].sort((x, y) => y.coins - x.coins || spent.indexOf(x) - spent.indexOf(y)).map((x) => x.id);
  expect(boardA.entries.map((e) => e.id)).toEqual(order);
  expect(Date.now()).toBeLessThan(midnightAt - 2000); // the day was played before the reset

  // Midnight UTC passes on both nodes: exactly one payout, whichever node ran it.
  const payoutBalanceOnA = new Promise<number>((resolve) =>
    onA.on('balance:changed', (e) => (e.kind === 'leaderboard-prize' ? resolve(e.delta) : undefined)),
  );
  await until(
    async () => (await api<{ entries: { id: string }[] }>(a, 'GET', '/api/leaderboard/history?limit=1')).entries[0]?.id === day,
    'the payout',
    (SECONDS_TO_MIDNIGHT + 30) * 1000,
  );
  expect(await payoutBalanceOnA).toBe([15_000, 10_000, 7_500][order.indexOf(p.id)]);
  // A second payout cannot happen, rather than did not happen in some window: a run stores the day's payout record
  // (keyed by the day) and its prize entries (unique refs) in one transaction, and the database refuses both again.
  const duplicate = async (write: Promise<unknown>) =>
    (await write.then(
      () => null,
      (err: { code?: number }) => err,
    )) as { code?: number } | null;
  expect(await duplicate(mongo.db('nova').collection<{ _id: string }>('leaderboardpayouts').insertOne({ _id: day }))).toMatchObject({
    code: 11000,
  });
  const { _id: firstId, ...firstPrize } = (await mongo
    .db('nova')
    .collection('ledgerentries')
    .findOne({ ref: `leaderboard:${day}:1` }))!;
  expect(firstId).toBeDefined();
  expect(await duplicate(mongo.db('nova').collection('ledgerentries').insertOne(firstPrize))).toMatchObject({ code: 11000 });
  const prizes = await mongo
    .db('nova')
    .collection('ledgerentries')
    .find({ kind: 'leaderboard-prize', ref: { $regex: `^leaderboard:${day}:` } })
    .toArray();
  expect(prizes.map((e) => [e.ref, String(e.userId), e.amount]).sort()).toEqual([
    [`leaderboard:${day}:1`, order[0], 15_000],
    [`leaderboard:${day}:2`, order[1], 10_000],
    [`leaderboard:${day}:3`, order[2], 7_500],
  ]);
  const paidLines = () => (a.log() + b.log()).split('\n').filter((line) => line.includes('leaderboard paid out') && line.includes(day));
  await until(() => paidLines().length > 0, 'the payout in a node log');
  expect(paidLines()).toHaveLength(1);
  const payouts = () => feed.filter((e): e is Extract<StaffEventDto, { kind: 'payout' }> => e.kind === 'payout' && e.day === day);
  await until(() => payouts().length > 0, 'the payout in the operations feed');
  expect(payouts()).toHaveLength(1);
  expect(payouts()[0]).toMatchObject({ winners: 3, coins: 32_500 });
  const next = await api<LeaderboardDto>(b, 'GET', '/api/leaderboard/current');
  expect(next.id).not.toBe(day);
  expect(next.entries).toEqual([]);
});

test('a demotion on node A takes the user out of the staff rooms on node B, also through connection-state recovery', async () => {
  adminToken ??= (await api<AuthResponseDto>(a, 'POST', '/api/login', ADMIN)).token;
  const password = 'cluster-warden-1';
  const warden = await api<AuthResponseDto>(a, 'POST', '/api/register', { username: 'Warden', email: 'warden@cluster.test', password });
  await api(a, 'PATCH', `/api/admin/users/${warden.user.id}`, { role: 'support' }, adminToken);
  const signIn = async () => (await api<AuthResponseDto>(b, 'POST', '/api/login', { email: 'warden@cluster.test', password })).token;

  // The admin watches the operations feed on node A; the support agent has two sockets on node B.
  const watcher = await connect(a, adminToken);
  expect(await ask(watcher, 'feed:subscribe', { feed: 'staff:feed' })).toMatchObject({ ok: true });
  const signups = record(watcher, 'staff:event', staffEventSchema);
  const token = await signIn();
  const live = await connect(b, token);
  const away = await connect(b, token);
  for (const s of [live, away]) expect(await ask(s, 'feed:subscribe', { feed: 'staff:feed' })).toMatchObject({ ok: true });
  const onAway = record(away, 'staff:event', staffEventSchema);
  await api(a, 'POST', '/api/register', { username: 'Early', email: 'early@cluster.test', password });
  await until(() => onAway.some((e) => e.kind === 'signup' && e.username === 'Early'), 'the first signup on node B');

  // One socket loses its network (node B keeps its session for recovery); then node A demotes the user.
  const dropped = new Promise((resolve) => away.once('disconnect', resolve));
  away.io.engine.close();
  await dropped;
  const cut = new Promise<string>((resolve) => live.once('disconnect', resolve));
  await api(a, 'PATCH', `/api/admin/users/${warden.user.id}`, { role: 'player' }, adminToken);
  expect(await cut).toBe('io server disconnect');

  // A staff event while the socket is away, then the user signs in again and the socket recovers on node B.
  await api(a, 'POST', '/api/register', { username: 'Missed', email: 'missed@cluster.test', password });
  await until(() => signups.some((e) => e.kind === 'signup' && e.username === 'Missed'), 'the missed signup on node A');
  away.auth = { token: await signIn() };
  await new Promise<void>((resolve, reject) => {
    away.once('connect', () => resolve());
    away.once('connect_error', reject);
    away.connect();
  });
  expect(away.recovered).toBe(false);
  await api(a, 'POST', '/api/register', { username: 'Later', email: 'later@cluster.test', password });
  await until(() => signups.some((e) => e.kind === 'signup' && e.username === 'Later'), 'the later signup on node A');
  // Answered on the same connection: any staff event sent to it before has arrived by then.
  expect(await ask(away, 'feed:subscribe', { feed: 'staff:feed' })).toMatchObject({ ok: false, error: { code: 'STAFF_REQUIRED' } });
  expect(onAway.filter((e) => e.kind === 'signup').map((e) => e.kind === 'signup' && e.username)).toEqual(['Early']);
});
