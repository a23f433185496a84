import { MongoClient, ObjectId } from 'mongodb';
import type { AuthResponseDto, BoxDto, SessionInfoDto } from '@nova/protocol';
import { api, connect, disconnectAll, registerPlayer, until } from './clients';
import { startEmulator, startNode, startRedis, stopAll, type NovaNode } from './harness';

/**
 * The session cache across two nodes sharing Redis (docs/accounts.md, "The session cache"): node B keeps its checks
 * for a minute here, so whatever refuses a session there within the test is the change's stamp crossing through Redis,
 * not the check running out. A revoked session is refused on B by the first request after node A answered the
 * revocation; a ban on A reaches B's kept check right after its commit.
 */
const ADMIN = { email: 'admin@cache.cluster.test', password: 'cluster-admin-pass' };
const PASSWORD = 'cluster-player-1';

let a: NovaNode;
let b: NovaNode;
let mongo: MongoClient;
let adminToken: string;
let box: BoxDto;

beforeAll(async () => {
  const [redis, emulator] = await Promise.all([startRedis(), startEmulator()]);
  const env = {
    MONGODB_URI: emulator.uri,
    REDIS_URL: redis.url,
    JWT_SECRET: 'a-shared-secret-for-the-cluster-test-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_MAX_PER_IP: '1000',
    AUTH_CACHE_TTL_SECONDS: '60',
  };
  [a, b] = await Promise.all([startNode(env), startNode(env)]);
  mongo = await MongoClient.connect(emulator.uri);
  adminToken = (await api<AuthResponseDto>(a, 'POST', '/api/login', ADMIN)).token;
  const boxes = await api<BoxDto[]>(b, 'GET', '/api/boxes');
  box = boxes.reduce((cheapest, x) => (x.priceCoins < cheapest.priceCoins ? x : cheapest));
}, 180_000);

afterAll(async () => {
  disconnectAll();
  await mongo?.close();
  await stopAll();
});

/** The status and error code of a call (no throw). */
async function call(node: NovaNode, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; code?: string }> {
  const res = await fetch(node.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, code: text.startsWith('{') ? (JSON.parse(text) as { code?: string }).code : undefined };
}
/** An opening (a session route: its check comes from the cache alone) and the user's page (which also reads the user). */
const open = (node: NovaNode, token: string) => call(node, 'POST', `/api/boxes/${box.id}/open`, token, {});
const me = (node: NovaNode, token: string) => call(node, 'GET', '/api/me', token);

async function playerWithTwoSessions(name: string) {
  const { id, token } = await registerPlayer(a, adminToken, name, box.priceCoins * 50);
  const other = (await api<AuthResponseDto>(b, 'POST', '/api/login', { email: `${name.toLowerCase()}@cluster.test`, password: PASSWORD })).token;
  return { id, token, other };
}

test('a revoked session is refused on the other node at once; sign-out everywhere too', async () => {
  const { id, token, other } = await playerWithTwoSessions('Ursa');
  // B keeps a check for each session.
  for (const t of [token, other]) {
    expect(await open(b, t)).toEqual({ status: 200 });
    expect(await me(b, t)).toEqual({ status: 200 });
  }

  // A change behind the server's back (straight into the database) is not seen by B's kept check: the cache is real.
  const sessions = mongo.db('nova').collection('sessions');
  const [first] = await sessions.find({ userId: new ObjectId(id) }).sort({ createdAt: 1 }).toArray();
  await sessions.updateOne({ _id: first!._id }, { $set: { revokedAt: new Date() } });
  expect(await open(b, token)).toEqual({ status: 200 });
  await sessions.updateOne({ _id: first!._id }, { $set: { revokedAt: null } });

  // Through the app, on node A: refused on node B from the very next request.
  const listed = await api<SessionInfoDto[]>(a, 'GET', '/api/account/sessions', undefined, other);
  const revoked = listed.find((s) => !s.current)!.id;
  expect(revoked).toBe(first!._id.toHexString());
  expect((await call(a, 'DELETE', `/api/account/sessions/${revoked}`, other)).status).toBe(204);
  expect(await open(b, token)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
  expect(await me(b, token)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
  await expect(connect(b, token)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
  expect(await open(b, other)).toEqual({ status: 200 });

  // Sign out everywhere on B: A's kept check of the remaining session goes at once.
  expect(await open(a, other)).toEqual({ status: 200 });
  expect((await call(b, 'POST', '/api/account/sign-out-everywhere', other)).status).toBe(204);
  expect(await open(a, other)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
});

test("a ban on node A reaches node B's kept check right after its commit", async () => {
  const { id, token } = await playerWithTwoSessions('Lyra');
  expect(await open(b, token)).toEqual({ status: 200 });
  await api(a, 'PATCH', `/api/admin/users/${id}`, { banned: true }, adminToken);
  // The admin's answer does not wait for the stamp to reach Redis (it is sent right after the commit), so this
  // polls; well within the minute B would otherwise keep its check.
  await until(async () => (await open(b, token)).status === 403, 'the ban to reach node B', 5_000);
  expect(await open(b, token)).toEqual({ status: 403, code: 'ACCOUNT_BANNED' });
});
