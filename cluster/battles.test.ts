import { MongoClient, ObjectId } from 'mongodb';
import {
  battleFinishedSchema,
  battleRoundRevealedSchema,
  type AuthResponseDto,
  type BattleDto,
  type BattleFinished,
  type BattleRoundRevealed,
  type BoxDto,
} from '@nova/protocol';
import { api, ask, connect, disconnectAll, record, registerPlayer, until, type ClientSocket } from './clients';
import { startEmulator, startNode, startRedis, stopAll, type NovaNode } from './harness';

/**
 * A box battle played over two backend nodes sharing one database engine and one Redis: the creator and a watcher
 * on node A, the other player and a watcher on node B. Both nodes run the reveal scheduler, so both race for every
 * due round; each round must still be revealed once, and every socket, whatever its node, must see the same rounds
 * (same draws, order and seq) and the same end. BATTLE_ROUND_MS plays the battle fast.
 */
const ADMIN = { email: 'admin@battles.cluster.test', password: 'cluster-admin-pass' };
const ROUNDS = 4;

let a: NovaNode;
let b: NovaNode;
let mongo: MongoClient;

beforeAll(async () => {
  const [redis, emulator] = await Promise.all([startRedis(), startEmulator()]);
  const env = {
    MONGODB_URI: emulator.uri,
    REDIS_URL: redis.url,
    JWT_SECRET: 'a-shared-secret-for-the-cluster-test-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_MAX_PER_IP: '1000',
    BATTLE_ROUND_MS: '400',
  };
  [a, b] = await Promise.all([startNode(env), startNode(env)]);
  mongo = await MongoClient.connect(emulator.uri);
}, 180_000);

afterAll(async () => {
  disconnectAll();
  await mongo?.close();
  await stopAll();
});

interface Seen {
  rounds: BattleRoundRevealed[];
  finished: BattleFinished[];
}

async function watch(socket: ClientSocket, battleId: string): Promise<Seen> {
  const seen = { rounds: record(socket, 'battle:round', battleRoundRevealedSchema), finished: record(socket, 'battle:finished', battleFinishedSchema) };
  const ack = await ask<BattleDto>(socket, 'battle:watch', { battleId });
  if (!ack.ok) throw new Error(`battle:watch refused: ${ack.error.code}`);
  return seen;
}

test('players on two nodes play one battle: every socket sees the same rounds, revealed once, and the same winner', async () => {
  const adminToken = (await api<AuthResponseDto>(a, 'POST', '/api/login', ADMIN)).token;
  const boxes = await api<BoxDto[]>(b, 'GET', '/api/boxes');
  const box = boxes.reduce((cheapest, x) => (x.priceCoins < cheapest.priceCoins ? x : cheapest));
  const [vega, altair] = await Promise.all([
    registerPlayer(a, adminToken, 'Vega', box.priceCoins * ROUNDS),
    registerPlayer(b, adminToken, 'Altair', box.priceCoins * ROUNDS),
  ]);

  // The creator creates over node A; the players' sockets and a spectator on each node watch before the last seat fills.
  const created = await api<BattleDto>(a, 'POST', '/api/battles', { boxIds: Array(ROUNDS).fill(box.id), mode: '1v1' }, vega.token);
  const sockets = await Promise.all([connect(a, vega.token), connect(a), connect(b, altair.token), connect(b)]);
  const seen = await Promise.all(sockets.map((s) => watch(s, created.id)));

  const joined = await api<BattleDto>(b, 'POST', `/api/battles/${created.id}/join`, {}, altair.token);
  expect(joined.status).toBe('running');

  await until(() => seen.every((s) => s.finished.length > 0), 'battle:finished on every socket', 30_000);
  const [first, ...others] = seen;
  expect(first!.rounds.map((r) => r.round.round)).toEqual([...Array(ROUNDS).keys()]);
  const seqs = first!.rounds.map((r) => r.seq);
  expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  expect(new Set(seqs).size).toBe(ROUNDS);
  for (const other of others) {
    expect(other.rounds).toEqual(first!.rounds);
    expect(other.finished.map((f) => f.battle.winnerTeam)).toEqual(first!.finished.map((f) => f.battle.winnerTeam));
    expect(other.finished.map((f) => f.seq)).toEqual(first!.finished.map((f) => f.seq));
  }

  // One end, after the last round, with the rounds every socket saw and the winner of the best total.
  const end = first!.finished[0]!;
  expect(first!.finished).toHaveLength(1);
  expect(end.seq).toBeGreaterThan(seqs.at(-1)!);
  expect(end.battle.status).toBe('finished');
  expect(end.battle.serverSeed).not.toBeNull();
  expect(end.battle.revealed).toEqual(first!.rounds.map((r) => r.round));
  const totals = first!.rounds.at(-1)!.totals.map(Number);
  expect(totals[end.battle.winnerTeam!]).toBe(Math.max(...totals));

  // Revealed once: the stored battle's version counts each fact once, and each prize became one unboxing.
  const stored = await mongo.db('nova').collection('battles').findOne({ _id: new ObjectId(created.id) });
  expect(stored?.version).toBe(end.seq);
  expect(await mongo.db('nova').collection('openings').countDocuments({ battleId: new ObjectId(created.id) })).toBe(ROUNDS * 2);
  // Nothing more arrives after the end (a second node revealing again would add rounds).
  const after = await ask<BattleDto>(sockets[1]!, 'battle:watch', { battleId: created.id });
  expect(after.ok && after.data.revealed).toHaveLength(ROUNDS);
  for (const s of seen) expect(s.rounds).toHaveLength(ROUNDS);
});

test('many battles at once: both nodes race for the same due rounds, and each round still reaches every socket once', async () => {
  const BATTLES = 30;
  const adminToken = (await api<AuthResponseDto>(b, 'POST', '/api/login', ADMIN)).token;
  const boxes = await api<BoxDto[]>(a, 'GET', '/api/boxes');
  const box = boxes.reduce((cheapest, x) => (x.priceCoins < cheapest.priceCoins ? x : cheapest));
  const creators = await Promise.all(
    Array.from({ length: BATTLES }, (_, i) => registerPlayer(i % 2 ? b : a, adminToken, `Racer${i}`, box.priceCoins * ROUNDS)),
  );
  const nodeOf = (i: number) => (i % 2 ? b : a);
  const ids = await Promise.all(
    creators.map(async (c, i) => (await api<BattleDto>(nodeOf(i), 'POST', '/api/battles', { boxIds: Array(ROUNDS).fill(box.id), mode: '1v1' }, c.token)).id),
  );
  const sockets = await Promise.all([connect(a), connect(b)]);
  const seen = sockets.map((s) => ({ rounds: record(s, 'battle:round', battleRoundRevealedSchema), finished: record(s, 'battle:finished', battleFinishedSchema) }));
  for (const s of sockets) for (const id of ids) expect(await ask<BattleDto>(s, 'battle:watch', { battleId: id })).toMatchObject({ ok: true });

  // Bots start every battle at once, so their rounds fall due together on both nodes' schedulers.
  await Promise.all(creators.map((c, i) => api<BattleDto>(nodeOf(i), 'POST', `/api/battles/${ids[i]}/bots`, {}, c.token)));
  await until(() => seen.every((s) => s.finished.length === BATTLES), 'every battle finished on both sockets', 60_000);

  const key = (r: BattleRoundRevealed) => `${r.battleId}:${r.round.round}:${r.seq}`;
  const [onA, onB] = seen.map((s) => s.rounds.map(key).sort());
  expect(onA).toHaveLength(BATTLES * ROUNDS);
  expect(new Set(onA).size).toBe(BATTLES * ROUNDS);
  expect(onB).toEqual(onA);
  const openings = await mongo.db('nova').collection('openings').countDocuments({ battleId: { $in: ids.map((id) => new ObjectId(id)) } });
  const playerWins = seen[0]!.finished.filter((f) => f.battle.seats[f.battle.winnerTeam!]?.kind === 'player').length;
  expect(openings).toBe(playerWins * ROUNDS * 2);
});
