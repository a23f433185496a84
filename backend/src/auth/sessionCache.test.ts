import mongoose from 'mongoose';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';
import { buildUser, signIn } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { BoxModel } from '../boxes/model';
import { invalidateSessionChecks } from './authVersions';
import { SessionModel } from './sessions';

/**
 * The session cache (docs/accounts.md, "The session cache"): a kept check spares the database, and every change that
 * ends a session or changes what the check holds is refused or applied from the very next request on this node.
 * The same across nodes: cluster/sessionCache.test.ts.
 */
let server: TestServer;
let boxId: string;
let price: number;
/** The collections the app touched through Mongoose since `reads.length = 0`, as `collection.method`. */
const reads: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const box = await BoxModel.findOne({ status: 'published' }).sort({ priceCoins: 1 }).lean();
  boxId = box!._id.toHexString();
  price = box!.priceCoins;
  mongoose.set('debug', (collection: string, method: string) => void reads.push(`${collection}.${method}`));
});
afterAll(async () => {
  mongoose.set('debug', false);
  await server.stop();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The opening route: a session route, which reads no user document of its own. */
const open = (token: string) => server.request().post(`/api/boxes/${boxId}/open`).set(bearer(token)).send({});
const me = (token: string) => server.request().get('/api/me').set(bearer(token));
const feed = (socket: ClientSocket, name: 'staff:feed' | 'winners') =>
  new Promise<{ ok: boolean; error?: { code: string } }>((resolve) => socket.emit('feed:subscribe', { feed: name }, resolve));

async function playerWithTwoSessions() {
  const { user, token } = await buildFundedUser(server.ctx, price * 20);
  const other = await signIn(server.ctx, user);
  return { user, token, other };
}

describe('a kept session check', () => {
  it('answers the next request without reading the session or the user', async () => {
    const { token } = await playerWithTwoSessions();
    await open(token).expect(200);
    reads.length = 0;
    await open(token).expect(200);
    expect(reads.filter((r) => r.startsWith('sessions.'))).toEqual([]);
    expect(reads.filter((r) => r === 'users.findOne')).toEqual([]);
    // A route that presents the user still reads its document, fresh (the balance the opening just changed).
    const balance = (await me(token).expect(200)).body.balance as number;
    expect(balance).toBe(price * 18);
  });

  it('is not kept when the user changed while it was being read', async () => {
    const { user, token } = await playerWithTwoSessions();
    const findOne = SessionModel.findOne.bind(SessionModel);
    const spy = jest.spyOn(SessionModel, 'findOne').mockImplementationOnce(((...args: Parameters<typeof findOne>) => {
      void invalidateSessionChecks(server.ctx, user.id as string);
      return findOne(...args);
    }) as typeof SessionModel.findOne);
    try {
      await open(token).expect(200);
    } finally {
      spy.mockRestore();
    }
    reads.length = 0;
    await open(token).expect(200);
    expect(reads).toContain('sessions.findOne');
  });
});

describe('changes end kept checks at once on this node', () => {
  it('a revoked session is refused on the next request (session route, full route, socket handshake); the others stay', async () => {
    const { user, token, other } = await playerWithTwoSessions();
    await open(token).expect(200);
    await me(token).expect(200);
    await open(other).expect(200);
    const sessions = (await server.request().get('/api/account/sessions').set(bearer(token)).expect(200)).body as { id: string; current: boolean }[];
    const current = sessions.find((s) => s.current)!.id;
    await server.request().delete(`/api/account/sessions/${current}`).set(bearer(other)).expect(204);
    expect((await open(token).expect(401)).body.code).toBe('INVALID_TOKEN');
    expect((await me(token).expect(401)).body.code).toBe('INVALID_TOKEN');
    await expect(server.connect(token)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
    await open(other).expect(200);
    expect(await SessionModel.countDocuments({ userId: user._id, revokedAt: null })).toBe(1);
  });

  it('signing out everywhere refuses every session of the account on the next request', async () => {
    const { token, other } = await playerWithTwoSessions();
    await open(token).expect(200);
    await open(other).expect(200);
    await server.request().post('/api/account/sign-out-everywhere').set(bearer(other)).expect(204);
    for (const t of [token, other]) expect((await open(t).expect(401)).body.code).toBe('INVALID_TOKEN');
  });

  it('a ban refuses the kept check with ACCOUNT_BANNED at once, and charges nothing', async () => {
    const admin = await buildUser(server.ctx, { role: 'admin' });
    const { user, token } = await playerWithTwoSessions();
    await open(token).expect(200);
    await server.request().patch(`/api/admin/users/${user.id as string}`).set(bearer(admin.token)).send({ banned: true }).expect(200);
    expect((await open(token).expect(403)).body.code).toBe('ACCOUNT_BANNED');
    await expect(server.connect(token)).rejects.toMatchObject({ data: { code: 'ACCOUNT_BANNED' } });
  });

  it('a role change reaches the next handshake: a promoted player joins the staff feed at once', async () => {
    const admin = await buildUser(server.ctx, { role: 'admin' });
    const { user, token } = await buildUser(server.ctx);
    const before = await server.connect(token);
    expect(await feed(before, 'staff:feed')).toMatchObject({ ok: false, error: { code: 'STAFF_REQUIRED' } });
    await server.request().patch(`/api/admin/users/${user.id as string}`).set(bearer(admin.token)).send({ role: 'support' }).expect(200);
    const after = await server.connect(token);
    expect(await feed(after, 'staff:feed')).toMatchObject({ ok: true });
  });
});

describe('the check itself', () => {
  it('refuses a token whose session id or user id is not an ObjectId, before any read', async () => {
    const { user } = await buildUser(server.ctx);
    const badSession = server.ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion, sid: 'not-an-id' });
    const badUser = server.ctx.tokens.sign({ sub: 'not-an-id', ver: 0, sid: '66f1c0ffee0000000000cafe' });
    reads.length = 0;
    for (const t of [badSession, badUser]) expect((await open(t).expect(401)).body.code).toBe('INVALID_TOKEN');
    expect(reads.filter((r) => r.startsWith('sessions.') || r.startsWith('users.'))).toEqual([]);
  });
});
